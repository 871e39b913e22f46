import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '@harborstay/db';

/**
 * The tables every write rewrites rows of: the figures' roll-ups (a month row and its pace on every
 * booking, decision 0054), the job queue, and the calendar feeds (each fetch counts itself in its
 * feed's row, decision 0057). Each rewrite leaves the old row behind until a VACUUM.
 */
const CHURNED_TABLES = [
  'property_month_figures',
  'property_booking_pace',
  'property_figure_totals',
  'property_year_figures',
  'jobs',
  'calendar_feeds',
];

/**
 * Clears the churned tables' old rows, one table a statement: the embedded database answers one
 * statement at a time, so requests are served between them rather than held for all of them. The
 * statistics are refreshed only when asked (at start): an ANALYZE samples the whole table.
 * Never inside a transaction.
 */
export async function vacuumChurnedTables(db: DbOrTx, options: { analyze: boolean }): Promise<void> {
  for (const table of CHURNED_TABLES) {
    await db.execute(sql.raw(`vacuum ${options.analyze ? '(analyze) ' : ''}${table}`));
  }
}

/**
 * PostgreSQL's autovacuum clears old row versions; the embedded database runs without it (one
 * process, no background workers), so its churned tables grew for ever and every figures read
 * walked the dead rows: the demo owner's dashboard read 317 buffers right after the seed and 45
 * after a VACUUM (decision 0054). On PGlite the server vacuums them every `everyMs` instead.
 *
 * It also takes a checkpoint then. A standalone PostgreSQL never asks for one as its WAL grows
 * (only a postmaster's checkpointer does, and `checkpoint_timeout` needs it too): PGlite's
 * `pg_wal` held 917 MB after 920 MB of writes, and a server killed then would replay all of it
 * on its next start. A checkpoint of 128 MB of dirty pages took 316 ms; every few minutes there
 * are far fewer.
 */
export const embeddedVacuumPlugin = fp(async (app: FastifyInstance, options: { everyMs: number }) => {
  const timer = setInterval(() => {
    vacuumChurnedTables(app.db, { analyze: false })
      .then(() => app.db.execute(sql`checkpoint`))
      .catch((error: unknown) => app.log.warn({ err: error }, 'vacuum or checkpoint failed'));
  }, options.everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
