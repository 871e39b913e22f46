import type { DbOrTx } from '@harborstay/db';
import { enqueue } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import type { FileStorage } from '../lib/file-storage';
import { publishAnnualStatement, publishMonthlyStatement } from './publish';
import { propertiesDue } from './repository';

const HOUR_MS = 3_600_000;

/**
 * Queues the next look for due statements, at the next full hour, once whichever server asks (the
 * hour is the job's idempotency key): every server does so on start, and each look for the next.
 * Hourly, because the 1st begins at a different instant in each property's time zone.
 */
export async function scheduleStatementsDue(db: DbOrTx, now = new Date()): Promise<void> {
  const runAt = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const hour = runAt.toISOString();
  await enqueue(db, {
    kind: 'statements-due',
    payload: { hour },
    idempotencyKey: `statements-due:${hour}`,
    // From the database's clock, which counts the delay: `now` only chooses the hour.
    delayMs: Math.max(runAt.getTime() - Date.now(), 0),
  });
}

/**
 * Queues a statement job for each property whose last month (and in January, last year) has
 * none yet in its own time zone, keyed by property and period: however many servers look at
 * once, each statement is queued once, and the statements' unique key holds after the queue has
 * forgotten the job.
 */
export async function queueDueStatements(db: DbOrTx, now: Date): Promise<number> {
  let queued = 0;
  for (const due of await propertiesDue(db, now, 'monthly')) {
    const id = await enqueue(db, {
      kind: 'monthly-statement',
      payload: { propertyId: due.propertyId, month: due.periodStart, issuedOn: due.today },
      idempotencyKey: `monthly-statement:${due.propertyId}:${due.periodStart}`,
    });
    if (id !== undefined) queued += 1;
  }
  for (const due of await propertiesDue(db, now, 'annual')) {
    const year = Number(due.periodStart.slice(0, 4));
    const id = await enqueue(db, {
      kind: 'annual-statement',
      payload: { propertyId: due.propertyId, year, issuedOn: due.today },
      idempotencyKey: `annual-statement:${due.propertyId}:${year}`,
    });
    if (id !== undefined) queued += 1;
  }
  return queued;
}

export type StatementJobDeps = { storage: FileStorage; brandName: string; wakeJobs: () => void };

export function statementsDueJob(deps: StatementJobDeps): JobHandler<'statements-due'> {
  return async (_payload, { db }) => {
    await scheduleStatementsDue(db);
    if ((await queueDueStatements(db, new Date())) > 0) deps.wakeJobs();
  };
}

export function monthlyStatementJob(deps: StatementJobDeps): JobHandler<'monthly-statement'> {
  return async (payload, { db, log }) => {
    const published = await publishMonthlyStatement(
      { db, storage: deps.storage, brandName: deps.brandName, notify: true },
      { ...payload, replace: false },
    );
    log.info({ ...published }, 'monthly statement');
  };
}

export function annualStatementJob(deps: StatementJobDeps): JobHandler<'annual-statement'> {
  return async (payload, { db, log }) => {
    const published = await publishAnnualStatement(
      { db, storage: deps.storage, brandName: deps.brandName, notify: true },
      { ...payload, replace: false },
    );
    log.info({ ...published }, 'annual statement');
  };
}
