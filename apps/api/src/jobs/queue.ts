import { sql } from 'drizzle-orm';
import { jobs, type DbOrTx } from '@harborstay/db';
import type { JobKind, JobPayload } from './kinds';

export type NewJob<K extends JobKind> = {
  kind: K;
  payload: JobPayload<K>;
  /** A job whose key was written before is not written again (the first one stands). */
  idempotencyKey?: string;
  /** Jobs sharing an order key run one at a time, in the order they were written. */
  orderKey?: string;
  /** Not before this many milliseconds from now. */
  delayMs?: number;
};

/**
 * Writes a job. Call it with the transaction of the write that causes the job (a transactional
 * outbox): both are kept or neither. Answers the job's id, or undefined when its idempotency key
 * was taken already.
 */
export async function enqueue<K extends JobKind>(db: DbOrTx, job: NewJob<K>): Promise<number | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      idempotencyKey: job.idempotencyKey ?? null,
      orderKey: job.orderKey ?? null,
      runAt: job.delayMs ? sql`now() + make_interval(secs => ${job.delayMs / 1000})` : sql`now()`,
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  return row?.id;
}
