import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('starts on an empty data folder with the demo, answers, and exits cleanly on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
      env: {
        ...serverEnvironment(process.env),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // The first start seeds the demo, its 130 statements generated as PDFs (decision 0059): the
      // server answered after 51 s at a load of 12 on two cores (27 s without the statements).
      const health = await poll(`http://127.0.0.1:${port}/api/health`, 120_000).catch((error: unknown) => {
        throw new Error(`${String(error)}\nserver output:\n${output}`);
      });
      expect(await health.json()).toEqual({ status: 'ok' });
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'owner@demo.test', password: 'Harborstay#2026' }),
      });
      expect(login.status).toBe(200);
      expect(existsSync(path.join(dataDir, 'admin-endpoint.json'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'admin-endpoint.json'))).toBe(false);
  }, 150_000);
});

/** The first ok answer of `url`, asked again every 250 ms (not listening yet, or still starting). */
async function poll(url: string, timeoutMs: number): Promise<Response> {
  let answer: Response | undefined;
  await expect
    .poll(
      async () => {
        answer = await fetch(url).catch(() => undefined);
        return answer?.ok ?? false;
      },
      { timeout: timeoutMs, interval: 250, message: `${url} did not answer within ${timeoutMs} ms` },
    )
    .toBe(true);
  if (!answer) throw new Error(`${url} did not answer`);
  return answer;
}

/** The embedded default (this test is about the start-up that needs no database server). */
function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // NODE_CHANNEL_FD is Vitest's own IPC channel to this worker: a child that inherits it hangs.
  const { DATABASE_URL: _url, NODE_CHANNEL_FD: _fd, NODE_CHANNEL_SERIALIZATION_MODE: _mode, ...rest } = env;
  return rest;
}
