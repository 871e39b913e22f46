import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, type Database } from '@harborstay/db';
import { openTestDatabase } from '@harborstay/db/testing';
import { listJobs, retryJob } from '../admin/jobs-commands';
import { enqueue } from './queue';
import { createJobWorker, DEFAULT_JOB_SETTINGS, type JobHandlers, type JobSettings } from './worker';
import type { JobPayload } from './kinds';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const log = Fastify({ logger: false }).log;
const settings: JobSettings = { ...DEFAULT_JOB_SETTINGS, pollMs: 20, retryDelaysMs: [0], leaseMs: 60_000 };
const mail = (subject: string): JobPayload<'send-email'> => ({
  to: 'ops@example.test',
  subject,
  text: '',
  html: '',
});

/** A worker whose e-mails are recorded; `failures` says how often each subject fails before it goes. */
function worker(options: { failures?: Record<string, number>; settings?: Partial<JobSettings> } = {}) {
  const sent: string[] = [];
  const tries: Record<string, number> = {};
  const handlers: JobHandlers = {
    'send-email': async (message) => {
      tries[message.subject] = (tries[message.subject] ?? 0) + 1;
      if ((tries[message.subject] ?? 0) <= (options.failures?.[message.subject] ?? 0))
        throw new Error(`SMTP said no to ${message.subject}`);
      sent.push(message.subject);
    },
    'password-reset-mail': async () => {},
    'owner-notification': async () => {},
    'deliver-webhook': async () => {},
    'webhook-overdue-check': async () => {},
    'breezeway-task': async () => {},
    'nightly-sync': async () => {},
    'guesty-reservation': async () => {},
    'guesty-calendar': async () => {},
    'guesty-push': async () => {},
    'statements-due': async () => {},
    'monthly-statement': async () => {},
    'annual-statement': async () => {},
  };
  const created = createJobWorker({
    db: database.db,
    handlers,
    log,
    settings: { ...settings, ...options.settings },
  });
  return { ...created, sent, tries };
}

const statuses = async () =>
  (await database.db.select({ status: jobs.status }).from(jobs).orderBy(jobs.id)).map((row) => row.status);

describe('the durable job queue', () => {
  it('writes a job with the transaction that causes it, and none when it rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 'send-email', payload: mail('rolled back') });
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    await database.db.transaction((tx) => enqueue(tx, { kind: 'send-email', payload: mail('committed') }));
    const w = worker();
    await w.drain();
    expect(w.sent).toEqual(['committed']);
  });

  it('writes a job of a taken idempotency key once', async () => {
    const first = await enqueue(database.db, {
      kind: 'send-email',
      payload: mail('once'),
      idempotencyKey: 'k-1',
    });
    const second = await enqueue(database.db, {
      kind: 'send-email',
      payload: mail('twice'),
      idempotencyKey: 'k-1',
    });
    expect(first).toBeTypeOf('number');
    expect(second).toBeUndefined();
    const w = worker();
    await w.drain();
    expect(w.sent).toEqual(['once']);
  });

  it('tries a failing job again until it succeeds, and clears its payload when done', async () => {
    await enqueue(database.db, { kind: 'send-email', payload: mail('flaky') });
    const w = worker({ failures: { flaky: 3 } });
    w.start();
    await expect.poll(() => w.sent, { timeout: 10_000 }).toEqual(['flaky']);
    await w.stop(1000);
    expect(w.tries.flaky).toBe(4);
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', attempts: 4, payload: {} });
  });

  it('runs the jobs of one order key in order, a later one waiting while an earlier one is retried', async () => {
    for (const subject of ['created', 'modified', 'canceled'])
      await enqueue(database.db, { kind: 'send-email', payload: mail(subject), orderKey: 'reservation:1' });
    await enqueue(database.db, {
      kind: 'send-email',
      payload: mail('other stay'),
      orderKey: 'reservation:2',
    });
    const w = worker({ failures: { created: 2 }, settings: { concurrency: 4 } });
    w.start();
    await expect.poll(() => w.sent.length, { timeout: 10_000 }).toBe(4);
    await w.stop(1000);
    expect(w.sent.filter((subject) => subject !== 'other stay')).toEqual(['created', 'modified', 'canceled']);
    // The other reservation's event did not wait for the first one's retries.
    expect(w.sent.indexOf('other stay')).toBeLessThan(w.sent.indexOf('created'));
  });

  it('gives a job up as failed, lists it with its error, and runs it again on jobs:retry', async () => {
    await enqueue(database.db, { kind: 'send-email', payload: mail('hopeless') });
    const w = worker({ failures: { hopeless: 1 }, settings: { giveUpAfterMs: 0 } });
    await w.drain();
    expect(await statuses()).toEqual(['failed']);
    const listed = await listJobs(database.db, { failed: true });
    expect(listed).toMatch(/send-email\tfailed\t1 tries.*last error: SMTP said no to hopeless/);
    expect(await listJobs(database.db, { pending: true })).toBe('No pending or running jobs.');
    const [row] = await database.db.select({ id: jobs.id }).from(jobs);
    expect(await retryJob(database.db, { id: row?.id ?? 0 })).toMatch(/is queued again/);
    await w.drain();
    expect(w.sent).toEqual(['hopeless']);
    expect(await retryJob(database.db, { id: row?.id ?? 0 })).toBeUndefined();
  });

  it('takes again the job of a worker that died holding it, once its lease has run out', async () => {
    await enqueue(database.db, { kind: 'send-email', payload: mail('orphaned') });
    // A worker claimed it and died: running, its lease already over.
    await database.db.execute(
      sql`UPDATE jobs SET status = 'running', attempts = 1, locked_by = 'dead', locked_until = now() - interval '1 second'`,
    );
    const w = worker();
    await w.drain();
    expect(w.sent).toEqual(['orphaned']);
    expect(await statuses()).toEqual(['done']);
  });

  it('leaves a job held by a living worker alone', async () => {
    await enqueue(database.db, { kind: 'send-email', payload: mail('held') });
    await database.db.execute(
      sql`UPDATE jobs SET status = 'running', attempts = 1, locked_by = 'alive', locked_until = now() + interval '1 minute'`,
    );
    const w = worker();
    await w.drain();
    expect(w.sent).toEqual([]);
  });

  it('on stop, hands a job still running back to the queue without counting the try', async () => {
    await enqueue(database.db, { kind: 'send-email', payload: mail('slow') });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    const w = createJobWorker({
      db: database.db,
      log,
      settings,
      handlers: {
        'send-email': async () => {
          started();
          await released;
        },
        'password-reset-mail': async () => {},
        'owner-notification': async () => {},
        'deliver-webhook': async () => {},
        'webhook-overdue-check': async () => {},
        'breezeway-task': async () => {},
        'nightly-sync': async () => {},
        'guesty-reservation': async () => {},
        'guesty-calendar': async () => {},
        'guesty-push': async () => {},
        'statements-due': async () => {},
        'monthly-statement': async () => {},
        'annual-statement': async () => {},
      },
    });
    w.start();
    await isStarted;
    await w.stop(0);
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
    release();
  });

  it('fails at once a job whose payload this version cannot read', async () => {
    await database.db.insert(jobs).values({ kind: 'send-email', payload: { to: 42 } });
    const w = worker();
    await w.drain();
    expect(await statuses()).toEqual(['failed']);
    expect(w.sent).toEqual([]);
  });
});
