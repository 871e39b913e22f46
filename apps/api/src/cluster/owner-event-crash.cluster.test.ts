import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { calendarEndpoints, endpointUrl, type TReservation } from '@harborstay/contracts';
import { openDatabase } from '@harborstay/db';
import { addDays, todayIn } from '@harborstay/domain';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { createProperty, createUser, TEST_PASSWORD } from '../testing/test-app';
import { startWebhookReceiver, testWebhookSecret, type WebhookAnswer } from '../testing/webhook-receiver';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-owner-event-crash-'));
const servers: ServerProcess[] = [];
let answer: WebhookAnswer = 'hang';
const receiver = await startWebhookReceiver({ answer: () => answer });
const secret = testWebhookSecret();
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = () => {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PROVIDER_WEBHOOK_URL: receiver.url,
    PROVIDER_WEBHOOK_SECRET: secret,
    PROVIDER_WEBHOOK_TIMEOUT_MS: '1000',
    JOB_POLL_MS: '100',
    JOB_LEASE_MS: '2000',
    JOB_RETRY_DELAYS_MS: '200',
  });
  servers.push(server);
  return server;
};

async function signIn(origin: string) {
  const response = await fetch(`${origin}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'crash-owner@example.test', password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return `Token ${((await response.json()) as { key: string }).key}`;
}

it("on the embedded database, delivers after a restart the owner's stay whose server was killed with SIGKILL right after it answered", async () => {
  const timeZone = 'America/Denver';
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const owner = await createUser(database.db, { email: 'crash-owner@example.test', withProfile: true });
  const property = await createProperty(database.db, { ownerIds: [owner.id], timeZone, maxOccupancy: 6 });
  await database.close();

  // The receiver takes the request and never answers, so the event cannot have arrived before the kill.
  const first = start();
  await first.ready();
  const authorization = await signIn(first.origin);
  const today = todayIn(timeZone);
  const created = await fetch(`${first.origin}${endpointUrl(calendarEndpoints.createStay)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({
      property_id: property.id,
      start_date: addDays(today, 10),
      end_date: addDays(today, 13),
      arrival: '16:00',
      guests_count: 2,
      reservation_for: 'Myself',
      guest: null,
      notes: 'Booked right before a crash',
    }),
  });
  expect(created.status).toBe(201);
  const stay = (await created.json()) as TReservation;
  expect(stay.delivery).toBe('pending');
  await first.stop('SIGKILL');
  const triesBeforeKill = receiver.of(stay.id).length;

  answer = 200;
  const second = start();
  await second.ready();
  await expect
    .poll(() => receiver.of(stay.id).length, { timeout: 30_000, interval: 100 })
    .toBeGreaterThan(triesBeforeKill);
  const received = receiver.of(stay.id);
  // One event, every try with the same webhook-id, the last one signed and answered 200.
  expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  const last = received.at(-1);
  if (!last) throw new Error('nothing received');
  expect(new Webhook(secret).verify(last.body, last.headers as Record<string, string>)).toMatchObject({
    type: 'owner_stay.created',
    data: { id: stay.id, start_date: stay.start_date, end_date: stay.end_date },
  });

  // The restarted server shows the owner that the management team has it.
  const again = await signIn(second.origin);
  const read = async () => {
    const response = await fetch(
      `${second.origin}${endpointUrl(calendarEndpoints.reservation, { id: stay.id })}`,
      {
        headers: { authorization: again },
      },
    );
    return ((await response.json()) as TReservation).delivery;
  };
  await expect.poll(read, { timeout: 30_000, interval: 100 }).toBe('sent');
  await second.stop('SIGTERM');
  expect(await second.exited).toEqual({ code: 0, signal: null });
});
