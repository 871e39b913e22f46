import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  dumpEmbeddedDatabase,
  EmbeddedBackupError,
  embeddedClientOf,
  unpackEmbeddedArchive,
  type Db,
} from '@harborstay/db';
import { readAdminEndpoint } from './admin-endpoint-file';

/**
 * `backup` and `restore` of the embedded database. Backup runs wherever the database is open
 * (in the server while it runs, as an admin command); restore only with the server stopped.
 * Refusals throw a BackupError with the reason (commands.ts and the CLI make it an AdminError).
 */
export class BackupError extends Error {}

const UPLOADS_NOTE =
  'Uploaded files ($DATA_DIR/uploads, or the S3 bucket) are not part of the database: copy them separately.';

export const POSTGRES_REFUSAL =
  'DATABASE_URL is set: this portal runs on PostgreSQL, whose backups are pg_dump and pg_restore (for example `pg_dump --format=custom --file=harborstay.dump "$DATABASE_URL"` and `pg_restore --clean --dbname="$DATABASE_URL" harborstay.dump`). backup and restore are for the embedded database only.';

export const BACKUP_USAGE =
  'backup --file <path> [--force]   (a consistent copy of the embedded database, taken through the running server when there is one; never replaces an existing file without --force; uploaded files are not included)';

export const RESTORE_USAGE =
  'restore --file <path>   (server stopped: checks that the copy opens, moves db/ aside to db.before-restore-<time>, puts the copy in its place; uploaded files are not included)';

/** The server writes where the CLI says: the CLI makes the path absolute, as the server's working folder may differ. */
export const ZBackupArgs = z.object({
  file: z.string().refine((file) => path.isAbsolute(file), 'must be an absolute path'),
  force: z.boolean().default(false),
});
export type TBackupArgs = z.output<typeof ZBackupArgs>;

/** The admin command: dumps the database `db` runs on (the server's own) into args.file. */
export async function backupDatabase(db: Db, args: TBackupArgs): Promise<string> {
  const client = embeddedClientOf(db);
  if (!client) throw new BackupError(POSTGRES_REFUSAL);
  return writeBackup({ ...args, dump: () => dumpEmbeddedDatabase(client) });
}

/** Checks the target first (a refusal should not cost a dump), dumps, and writes the file. */
export async function writeBackup(options: {
  file: string;
  force: boolean;
  dump: () => Promise<Uint8Array>;
}): Promise<string> {
  assertTargetAvailable(options.file, options.force);
  const archive = await options.dump().catch((error: unknown) => {
    throw error instanceof EmbeddedBackupError ? new BackupError(error.message) : error;
  });
  writeFileAtomically({ file: options.file, data: archive, force: options.force });
  return `Backed up the embedded database to ${options.file} (${archive.length} bytes, a gzipped tarball of its folder). ${UPLOADS_NOTE}`;
}

function assertTargetAvailable(file: string, force: boolean) {
  const folder = path.dirname(file);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupError(`The folder ${folder} does not exist.`);
  }
  const existing = statSync(file, { throwIfNoEntry: false });
  if (existing?.isDirectory()) throw new BackupError(`${file} is a folder: name a file.`);
  if (existing && !force) {
    throw new BackupError(`${file} exists already: nothing was written. Add --force to replace it.`);
  }
}

/**
 * Written to a temporary name in the same folder, flushed, then moved into place, so the named
 * file is either absent or whole. Without --force the move is a hard link, which fails when the
 * name has been taken meanwhile where a rename would silently replace it.
 */
function writeFileAtomically(options: { file: string; data: Uint8Array; force: boolean }) {
  const { file, data, force } = options;
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`,
  );
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    fchmodSync(fd, 0o600); // openSync's mode is narrowed by the umask; 0600 whatever it is
    writeFileSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    if (force) renameSync(temporary, file);
    else moveWithoutReplacing(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  syncFolder(path.dirname(file));
}

function moveWithoutReplacing(from: string, to: string) {
  try {
    linkSync(from, to);
    unlinkSync(from);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') {
      throw new BackupError(`${to} exists already: nothing was written. Add --force to replace it.`);
    }
    // A file system without hard links (FAT, some network mounts): check, then rename.
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(errorCode(error) ?? '')) throw error;
    if (existsSync(to)) {
      throw new BackupError(`${to} exists already: nothing was written. Add --force to replace it.`);
    }
    renameSync(from, to);
  }
}

/** So that the new name survives a power cut too; not every platform can open a folder for it. */
function syncFolder(folder: string) {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // Best effort: the file's own data was flushed before the move.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Puts the archive `file` in place of `${dataDir}/db`. Refused while a server runs on the data
 * folder. The archive is unpacked into a new folder beside db/ and checked there (restoring
 * only what opens as this portal's database); only then is db/ renamed to
 * db.before-restore-<time> (never deleted) and the new folder renamed to db/. A refusal leaves
 * everything as it was.
 */
export async function restoreDatabase(options: { dataDir: string; file: string; now?: Date }) {
  const { dataDir, file } = options;
  assertNoServer(dataDir);
  let archive: Buffer;
  try {
    archive = readFileSync(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${errorCode(error) ?? String(error)}.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(path.join(dataDir, 'db.restoring-'));
  try {
    await unpackEmbeddedArchive(archive, staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!(error instanceof EmbeddedBackupError)) throw error;
    throw new BackupError(`${file} cannot be restored: ${error.message}. Nothing was changed.`);
  }
  const database = path.join(dataDir, 'db');
  let aside: string | undefined;
  try {
    // Checking the archive took a while: a server may have started on the folder meanwhile.
    assertNoServer(dataDir);
    if (existsSync(database)) {
      aside = freeName(path.join(dataDir, `db.before-restore-${timestamp(options.now ?? new Date())}`));
      renameSync(database, aside);
    }
    renameSync(staging, database);
  } catch (error) {
    if (aside && !existsSync(database)) renameSync(aside, database);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const kept = aside ? ` The database it replaced is kept in ${aside}.` : '';
  return `Restored ${file} into ${database}.${kept} Start the server to use it. ${UPLOADS_NOTE}`;
}

function assertNoServer(dataDir: string) {
  const endpoint = readAdminEndpoint(dataDir);
  if (endpoint) {
    throw new BackupError(
      `A server is running on this embedded database (pid ${endpoint.pid}): stop it first, then restore. Nothing was changed.`,
    );
  }
}

/** 2026-11-26T06-26-00-123Z: sortable, and a valid file name everywhere. */
function timestamp(date: Date) {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** `name`, or `name-2`, `name-3`… when taken: a rename onto an empty folder would replace it. */
function freeName(name: string) {
  let candidate = name;
  for (let n = 2; existsSync(candidate); n += 1) candidate = `${name}-${n}`;
  return candidate;
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
