import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A provider key made the way an operator makes one: `npm run admin -- provider-key:create --name
 * bench` in the measured checkout, against the running server's database. On the embedded database
 * the CLI finds the server through DATA_DIR and hands it the command; on PostgreSQL it writes the
 * key itself through DATABASE_URL. The key is the command's last line of output.
 */
export async function createProviderKey(options: {
  root: string;
  dataDir: string;
  databaseUrl?: string;
}): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: options.dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', 'provider-key:create', '--name', 'bench'],
    { cwd: options.root, env },
  );
  const key = stdout.trim().split('\n').at(-1)?.trim() ?? '';
  if (!key.startsWith('hsp_')) throw new Error(`provider-key:create printed no key:\n${stdout}`);
  return key;
}
