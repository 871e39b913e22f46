import path from 'node:path';
import { parseArgs } from 'node:util';
import { dumpEmbeddedDatabaseFolder } from '@harborstay/db';
import type { Config } from '../config';
import { readAdminEndpoint } from './admin-endpoint-file';
import { AdminError } from './commands';
import {
  BACKUP_USAGE,
  BackupError,
  POSTGRES_REFUSAL,
  RESTORE_USAGE,
  restoreDatabase,
  writeBackup,
  type TBackupArgs,
} from './database-backup';

export type DatabaseFileCommand = 'backup' | 'restore';

export function isDatabaseFileCommand(name: string): name is DatabaseFileCommand {
  return name === 'backup' || name === 'restore';
}

/** The CLI's help lines after the admin commands' (backup is one of those, and the last). */
export const DATABASE_FILE_HELP = [
  `  ${RESTORE_USAGE}`,
  '      Both copy the database only: uploaded files ($DATA_DIR/uploads, or the S3 bucket) are not in it, copy them separately.',
  '      On PostgreSQL (DATABASE_URL set) use pg_dump and pg_restore instead.',
].join('\n');

/**
 * `backup --file <path> [--force]` and `restore --file <path>`; answers what was done. Backup goes
 * through the running server when there is one (it holds the database open, and only it can
 * copy it between two statements), else opens the database folder itself.
 */
export async function runDatabaseFileCommand(
  name: DatabaseFileCommand,
  argv: string[],
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<string> {
  const usage = name === 'backup' ? BACKUP_USAGE : RESTORE_USAGE;
  const { values } = parseArgs({
    args: argv,
    options: { file: { type: 'string' }, force: { type: 'boolean' } },
    strict: true,
  });
  if (!values.file || (name === 'restore' && values.force)) {
    throw new AdminError(
      `${values.file ? 'restore has no --force' : '--file is required'}.\nUsage: npm run admin -- ${usage}`,
    );
  }
  if (config.databaseUrl) throw new AdminError(POSTGRES_REFUSAL);
  // The server writes the file itself and its working folder may not be ours: an absolute path.
  const file = path.resolve(values.file);
  try {
    if (name === 'restore') return await restoreDatabase({ dataDir: config.dataDir, file });
    return await backup(config.dataDir, { file, force: values.force === true });
  } catch (error) {
    throw error instanceof BackupError ? new AdminError(error.message) : error;
  }
}

async function backup(dataDir: string, args: TBackupArgs): Promise<string> {
  const endpoint = readAdminEndpoint(dataDir);
  if (!endpoint) {
    return writeBackup({ ...args, dump: () => dumpEmbeddedDatabaseFolder(path.join(dataDir, 'db')) });
  }
  const response = await fetch(`http://127.0.0.1:${endpoint.port}/api/internal/admin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': endpoint.token },
    body: JSON.stringify({ command: 'backup', args }),
  });
  const body = (await response.json()) as { detail?: string };
  if (!response.ok) throw new AdminError(body.detail ?? `The server answered ${response.status}.`);
  return body.detail ?? 'The server made the backup.';
}
