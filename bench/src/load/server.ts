import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type RunningServer = { origin: string; pid: number; stop: () => Promise<void> };

/**
 * Starts the target's built server the way `npm start` does (scripts/start.mjs: it builds the web
 * app when its build is stale) on the given data dir or database, and waits until /api/health
 * answers. `BENCH_NODE_ARGS` passes flags to that node process, e.g. `--cpu-prof`.
 */
export async function startServer(options: {
  root: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(options.root, 'scripts/start.mjs')], {
    cwd: options.root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${options.port}`;
  await waitForHealth(origin, child);
  return {
    origin,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForHealth(origin: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const isUp = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the server at ${origin} did not answer /api/health within 3 minutes`);
}
