import { spawn } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.join(import.meta.dirname, '../server.ts');

/** A free-enough port for a test server: random in a range no default service uses. */
export const randomPort = () => 20000 + Math.floor(Math.random() * 20000);

/**
 * One real server process (`server.ts` under tsx, as `npm start` runs it, without the web app).
 * `env` holds its settings; the test's own database variables are not passed on.
 */
export function startServerProcess(env: Record<string, string>) {
  const port = Number(env.PORT ?? randomPort());
  // NODE_CHANNEL_FD is Vitest's own IPC channel to this worker: a child that inherits it hangs.
  const {
    DATABASE_URL: _url,
    NODE_CHANNEL_FD: _fd,
    NODE_CHANNEL_SERIALIZATION_MODE: _mode,
    TEST_DATABASE_URL: _test,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    exited,
    output: () => output,
    /** Resolves once `/api/health` answers 200; fails, with the server's output, if it exits first. */
    ready: async (timeoutMs = 90_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`server on ${port} exited (${child.exitCode ?? child.signalCode}):\n${output}`);
        const isUp = await fetch(`${origin}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (isUp) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server on ${port} did not answer within ${timeoutMs} ms:\n${output}`);
    },
    /** Sends the signal and returns at once. */
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    /** Sends the signal and resolves once the process has exited. */
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export type ServerProcess = ReturnType<typeof startServerProcess>;
