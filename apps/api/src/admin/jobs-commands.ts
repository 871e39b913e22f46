import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZPathId } from '@harborstay/contracts';
import type { Db } from '@harborstay/db';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

type JobRow = {
  id: string | number;
  kind: string;
  status: string;
  attempts: number;
  run_at: string | Date;
  created_at: string | Date;
  last_error: string | null;
};

const instant = (value: string | Date) => new Date(value).toISOString().replace(/\.\d+Z$/, 'Z');

/** The durable queue's jobs as the provider's operations see them (decision 0044). */
export const ZJobsListArgs = z.object({ pending: z.boolean().optional(), failed: z.boolean().optional() });

export async function listJobs(db: Db, args: z.output<typeof ZJobsListArgs>) {
  const statuses = [...(args.pending ? ['pending', 'running'] : []), ...(args.failed ? ['failed'] : [])];
  const shown = statuses.length > 0 ? statuses : ['pending', 'running', 'failed'];
  const found = rows<JobRow>(
    await db.execute(sql`
      SELECT id, kind, status, attempts, run_at, created_at, last_error FROM jobs
      WHERE status IN (${sql.join(
        shown.map((status) => sql`${status}`),
        sql`, `,
      )})
      ORDER BY id LIMIT 500`),
  );
  if (found.length === 0) return `No ${shown.join(' or ')} jobs.`;
  return found
    .map((job) =>
      [
        job.id,
        job.kind,
        job.status,
        `${job.attempts} tries`,
        `written ${instant(job.created_at)}`,
        job.status === 'failed' ? '' : `next ${instant(job.run_at)}`,
        job.last_error ? `last error: ${job.last_error.replace(/\s+/g, ' ').slice(0, 200)}` : '',
      ]
        .filter(Boolean)
        .join('\t'),
    )
    .join('\n');
}

export const ZJobsRetryArgs = z.object({ id: ZPathId });

/** A failed job is tried again now, with a fresh give-up window; a job not failed is left alone. */
export async function retryJob(db: Db, args: z.output<typeof ZJobsRetryArgs>) {
  const [row] = rows<{ kind: string }>(
    await db.execute(sql`
      UPDATE jobs SET status = 'pending', run_at = now(), created_at = now(), attempts = 0, finished_at = NULL
      WHERE id = ${args.id} AND status = 'failed'
      RETURNING kind`),
  );
  if (!row) return undefined;
  return `Job ${args.id} (${row.kind}) is queued again.`;
}
