// `npm run bench -- crash`: reset requests and owner stays sent to a server that is killed with
// SIGKILL 20 times and restarted; then counts the e-mails it acknowledged and those that arrived
// (issue 21: every one). BENCH_DATABASE_URL runs it on PostgreSQL instead of the embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@harborstay/db';
import { startServerProcess, type ServerProcess } from '../../apps/api/src/testing/server-process';
import { startSmtpSink } from '../../apps/api/src/testing/smtp-sink';
import { createProperty, createUser, TEST_PASSWORD } from '../../apps/api/src/testing/test-app';

const KILLS = Number(process.env.BENCH_KILLS ?? 20);
const USERS = 600;
const OPERATIONS = 'operations@bench.test';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-crash-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;

const database = await openDatabase(
  databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'db') },
);
const owner = await createUser(database.db, { email: `owner-${Date.now()}@bench.test`, withProfile: true });
const property = await createProperty(database.db, { ownerIds: [owner.id], entityName: 'Crash Cabin' });
const stamp = Date.now().toString(36);
const emails = Array.from({ length: USERS }, (_, i) => `reset-${stamp}-${i}@bench.test`);
for (const email of emails) await createUser(database.db, { email });
await database.close();

const smtp = await startSmtpSink();
const env = {
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  SMTP_URL: smtp.smtpUrl,
  OPERATIONS_EMAIL: OPERATIONS,
  TRUST_PROXY: '1',
  JOB_POLL_MS: '100',
  JOB_LEASE_MS: '2000',
  JOB_RETRY_DELAYS_MS: '200,1000',
};

const acknowledged = { resets: [] as string[], stays: [] as string[] };
let sent = 0;
let key: string | undefined;
let nextUser = 0;
let nextStay = 0;
const firstNight = new Date(Date.now() + 400 * 86_400_000);
const isoDay = (offset: number) =>
  new Date(firstNight.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

async function request(server: ServerProcess, pathname: string, body: unknown, address: string) {
  return fetch(`${server.origin}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(key ? { authorization: `Token ${key}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** One request, alternating a reset and a stay; only an answered success counts as acknowledged. */
async function oneRequest(server: ServerProcess) {
  sent += 1;
  const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  if (sent % 2 === 0 && nextUser < emails.length) {
    const email = emails[nextUser++] ?? '';
    const response = await request(server, '/api/auth/password/reset/', { email }, address);
    if (response.status === 200) acknowledged.resets.push(email);
    return;
  }
  const start = isoDay(3 * nextStay++);
  const end = isoDay(3 * (nextStay - 1) + 2);
  const response = await request(
    server,
    '/api/owners/owner/property/reservation/',
    {
      property_id: property.id,
      start_date: start,
      end_date: end,
      arrival: '16:00',
      guests_count: 2,
      reservation_for: 'Myself',
      guest: null,
      notes: '',
    },
    address,
  );
  if (response.status === 201) acknowledged.stays.push(`${start} to ${end}`);
}

const started = Date.now();
for (let round = 0; round < KILLS; round += 1) {
  const server = startServerProcess(env);
  await server.ready();
  if (!key) {
    const login = await request(
      server,
      '/api/auth/login/',
      { username: owner.email, password: TEST_PASSWORD },
      '10.255.0.1',
    );
    key = ((await login.json()) as { key: string }).key;
  }
  let isKilled = false;
  const senders = Array.from({ length: 4 }, async () => {
    while (!isKilled) await oneRequest(server).catch(() => undefined);
  });
  // Killed at a random moment of its work, 0.2 to 1.5 s after it first answered.
  await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1300));
  isKilled = true;
  await server.stop('SIGKILL');
  await Promise.all(senders);
  process.stdout.write(
    `kill ${round + 1}/${KILLS}: ${acknowledged.resets.length} resets and ${acknowledged.stays.length} stays acknowledged\n`,
  );
}

// A last start that is left to finish the queue.
const last = startServerProcess(env);
await last.ready();
const arrivedFor = () => {
  const resets = acknowledged.resets.filter((email) =>
    smtp.received.some((mail) => mail.to === email),
  ).length;
  const stays = acknowledged.stays.filter((dates) =>
    smtp.received.some((mail) => mail.to === OPERATIONS && mail.subject.includes(dates)),
  ).length;
  return { resets, stays };
};
const deadline = Date.now() + 120_000;
for (;;) {
  const arrived = arrivedFor();
  const isComplete =
    arrived.resets === acknowledged.resets.length && arrived.stays === acknowledged.stays.length;
  if (isComplete || Date.now() > deadline) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
await last.stop('SIGTERM');
await smtp.close();

const arrived = arrivedFor();
const copies = (to: string, subjectPart?: string) =>
  smtp.received.filter((mail) => mail.to === to && (!subjectPart || mail.subject.includes(subjectPart)))
    .length;
const duplicates =
  acknowledged.resets.filter((email) => copies(email) > 1).length +
  acknowledged.stays.filter((dates) => copies(OPERATIONS, dates) > 1).length;
console.log(
  `\nCrash run on ${databaseUrl ? 'PostgreSQL' : 'the embedded database'}: ${KILLS} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(0)} s, ${sent} requests sent`,
);
console.table([
  { 'e-mail': 'password reset', acknowledged: acknowledged.resets.length, arrived: arrived.resets },
  { 'e-mail': 'operations (owner stay)', acknowledged: acknowledged.stays.length, arrived: arrived.stays },
]);
console.log(
  `acknowledged and never arrived: ${acknowledged.resets.length - arrived.resets + acknowledged.stays.length - arrived.stays}; arrived twice: ${duplicates}; e-mails received in all: ${smtp.received.length}`,
);
rmSync(dataDir, { recursive: true, force: true });
