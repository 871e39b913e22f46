import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@harborstay/db';
import { jobPayloads, type JobKind, type JobPayload } from './kinds';

/** Every wait of the queue is a setting, so that tests run retries and crashes in seconds. */
export type JobSettings = {
  /** How often an idle worker looks for due jobs (other servers' jobs, retries, abandoned leases). */
  pollMs: number;
  /** How long a claimed job is the worker's own; a server that died holding it loses it after this. */
  leaseMs: number;
  /** Jobs one server runs at once. */
  concurrency: number;
  /** The waits before each further try; the last one repeats. About ±10 % is added at random. */
  retryDelaysMs: readonly number[];
  /** A job still failing this long after it was written is given up: kept as `failed`, listed, retried by hand. */
  giveUpAfterMs: number;
  /** Finished jobs are kept this long (their idempotency keys with them), then deleted. */
  doneRetentionMs: number;
};

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  pollMs: 1000,
  leaseMs: 5 * 60_000,
  concurrency: 4,
  retryDelaysMs: [5_000, 30_000, 120_000, 600_000, 3_600_000, 3 * 3_600_000],
  giveUpAfterMs: 3 * 24 * 3_600_000,
  doneRetentionMs: 14 * 24 * 3_600_000,
};

export type JobContext = { db: Db; jobId: number; attempt: number; log: FastifyBaseLogger };
export type JobHandler<K extends JobKind> = (payload: JobPayload<K>, context: JobContext) => Promise<void>;
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

/** A failure that no retry can mend (a payload this version cannot read): the job fails at once. */
export class PermanentJobError extends Error {}

/** A failure that says when to try again (a connector's 429 with Retry-After): never sooner. */
export class RetryJobLater extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
  }
}

type ClaimedJob = { id: number; kind: JobKind; payload: unknown; attempts: number };

export type JobWorker = {
  start: () => void;
  /** Looks for due jobs now rather than at the next poll (after this server wrote one). */
  wake: () => void;
  /** Runs every due job, those others write meanwhile included, until none is due (tests, the admin CLI). */
  drain: () => Promise<void>;
  /** Stops claiming, waits up to `waitMs` for running jobs, and hands back those still running. */
  stop: (waitMs: number) => Promise<void>;
};

const PRUNE_EVERY_MS = 60 * 60_000;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createJobWorker(options: {
  db: Db;
  handlers: JobHandlers;
  settings: JobSettings;
  log: FastifyBaseLogger;
}): JobWorker {
  const { db, handlers, settings, log } = options;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const kinds = Object.keys(handlers);
  const running = new Map<number, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let isStarted = false;
  let isStopping = false;
  let tick: Promise<void> | undefined;
  let tickAgain = false;
  let lastPrune = 0;

  async function claim(): Promise<ClaimedJob | undefined> {
    const result = await db.execute(sql`
      UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = now() + make_interval(secs => ${settings.leaseMs / 1000})
      WHERE id = (
        SELECT j.id FROM jobs j
        WHERE j.status IN ('pending', 'running')
          AND j.kind IN (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
          AND ((j.status = 'pending' AND j.run_at <= now()) OR (j.status = 'running' AND j.locked_until < now()))
          AND (j.order_key IS NULL OR NOT EXISTS (
            SELECT 1 FROM jobs e
            WHERE e.order_key = j.order_key AND e.id < j.id AND e.status IN ('pending', 'running')))
        ORDER BY j.run_at, j.id
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts`);
    const [row] = rows<{ id: string | number; kind: JobKind; payload: unknown; attempts: number }>(result);
    return row && { ...row, id: Number(row.id) };
  }

  async function complete(job: ClaimedJob) {
    // The payload has done its work, and may hold a link that signs someone in: it is not kept.
    await db.execute(sql`
      UPDATE jobs SET status = 'done', finished_at = now(), payload = '{}'::jsonb,
        locked_until = NULL, last_error = NULL
      WHERE id = ${job.id} AND locked_by = ${workerId}`);
  }

  async function fail(job: ClaimedJob, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const isPermanent = error instanceof PermanentJobError;
    const base = settings.retryDelaysMs[Math.min(job.attempts, settings.retryDelaysMs.length) - 1] ?? 0;
    const jittered = Math.round(base * (0.9 + Math.random() * 0.2));
    const delayMs = error instanceof RetryJobLater ? Math.max(jittered, error.afterMs) : jittered;
    const [row] = rows<{ status: string }>(
      await db.execute(sql`
        UPDATE jobs SET
          status = CASE WHEN ${isPermanent}
            OR created_at + make_interval(secs => ${settings.giveUpAfterMs / 1000}) < now() + make_interval(secs => ${delayMs / 1000})
            THEN 'failed' ELSE 'pending' END,
          run_at = now() + make_interval(secs => ${delayMs / 1000}),
          finished_at = CASE WHEN ${isPermanent} THEN now() ELSE NULL END,
          locked_until = NULL, last_error = ${message.slice(0, 2000)}
        WHERE id = ${job.id} AND locked_by = ${workerId}
        RETURNING status`),
    );
    const level = row?.status === 'failed' ? 'error' : 'warn';
    log[level](
      { err: error, job: job.id, kind: job.kind, attempt: job.attempts, status: row?.status },
      'job failed',
    );
  }

  async function run(job: ClaimedJob) {
    try {
      const parsed = jobPayloads[job.kind].safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`payload not readable: ${parsed.error.message}`);
      const handler = handlers[job.kind] as JobHandler<JobKind>;
      await handler(parsed.data as JobPayload<JobKind>, { db, jobId: job.id, attempt: job.attempts, log });
      await complete(job);
    } catch (error) {
      await fail(job, error).catch((cause: unknown) =>
        // The lease runs out and another try comes: nothing is lost.
        log.error({ err: cause, job: job.id }, 'job failure not recorded'),
      );
    }
  }

  function launch(job: ClaimedJob) {
    const done = run(job).finally(() => {
      running.delete(job.id);
      wake();
    });
    running.set(job.id, done);
  }

  async function prune() {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await db.execute(sql`
      DELETE FROM jobs WHERE status = 'done'
        AND finished_at < now() - make_interval(secs => ${settings.doneRetentionMs / 1000})`);
  }

  /** Claims jobs while there is room and something is due. */
  async function fill() {
    while (!isStopping && running.size < settings.concurrency) {
      const job = await claim();
      if (!job) return;
      launch(job);
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (isStarted && !isStopping) timer = setTimeout(wake, settings.pollMs);
  }

  function wake() {
    if (!isStarted || isStopping) return;
    if (tick) {
      tickAgain = true;
      return;
    }
    tick = (async () => {
      do {
        tickAgain = false;
        try {
          await fill();
          await prune();
        } catch (error) {
          log.error({ err: error }, 'job queue unreachable');
        }
      } while (tickAgain && !isStopping);
    })().finally(() => {
      tick = undefined;
      schedule();
    });
  }

  return {
    start() {
      isStarted = true;
      wake();
    },
    wake,
    async drain() {
      for (;;) {
        await tick;
        await Promise.all(running.values());
        const job = await claim();
        if (!job) {
          if (running.size === 0 && !tick) return;
          continue;
        }
        launch(job);
      }
    },
    async stop(waitMs) {
      isStopping = true;
      clearTimeout(timer);
      await tick;
      let waitTimer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (waitTimer = setTimeout(resolve, waitMs)));
      await Promise.race([Promise.all(running.values()), timeout]);
      clearTimeout(waitTimer);
      if (running.size === 0) return;
      // Still running: handed back to the queue now rather than when the lease runs out.
      const ids = [...running.keys()];
      log.warn({ jobs: ids }, 'stopping with jobs still running: they go back to the queue');
      await db.execute(sql`
        UPDATE jobs SET status = 'pending', locked_until = NULL, locked_by = NULL, attempts = attempts - 1
        WHERE locked_by = ${workerId} AND status = 'running'`);
    },
  };
}
