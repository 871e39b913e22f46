import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '@harborstay/db';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { startSmtpSink, startStalledSmtp } from '../testing/smtp-sink';
import { createUser } from '../testing/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-crash-test-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (smtpUrl: string) => {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    JOB_POLL_MS: '100',
    JOB_LEASE_MS: '2000',
    JOB_RETRY_DELAYS_MS: '200',
  });
  servers.push(server);
  return server;
};

it('on the embedded database, sends after a restart the reset e-mail a server accepted right before SIGKILL', async () => {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await createUser(database.db, { email: 'crash@example.test' });
  await database.close();

  // The mail server hangs, so the e-mail cannot have left before the kill.
  const stalled = await startStalledSmtp();
  const first = start(stalled.smtpUrl);
  await first.ready();
  const answered = await fetch(`${first.origin}/api/auth/password/reset/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'crash@example.test' }),
  });
  expect(answered.status).toBe(200);
  await first.stop('SIGKILL');
  await stalled.close();

  const smtp = await startSmtpSink();
  try {
    const second = start(smtp.smtpUrl);
    await second.ready();
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to === 'crash@example.test').length, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(1);
    expect(smtp.received[0]?.subject).toBe('Reset your Harborstay password');
    await second.stop('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  } finally {
    await smtp.close();
  }
});
