import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@harborstay/db';

/** Guesty's limits per API key (open-api-docs.guesty.com, "Rate Limits"). */
export type CallLimits = { second: number; minute: number; hour: number };
export const GUESTY_LIMITS: CallLimits = { second: 15, minute: 120, hour: 5_000 };

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Takes one call from the connector's budget, counted for every server together in
 * connector_call_usage (one row per second, as the provider API counts its keys): answers 0 when
 * the call may go now, or how many milliseconds to wait before asking again.
 *
 * Guesty's windows slide (it restores requests at a constant rate), ours are whole seconds: the
 * second's limit counts this second and the one before, the minute 61 seconds and the hour 3,601,
 * so that no window of Guesty's can hold more than its limit whatever the phase. The row's lock
 * makes the second's count exact across servers; the minute's and hour's may pass by the few calls
 * taken in the same instant, which Guesty's 429 and Retry-After then catch.
 */
export async function takeCall(
  db: DbOrTx,
  connector: string,
  limits: CallLimits,
  now = Date.now(),
): Promise<number> {
  const second = Math.floor(now / 1000);
  const [usage] = rows<{ last2: number; minute: number; hour: number; oldestMinute: number | null }>(
    await db.execute(sql`
      SELECT coalesce(sum(requests) FILTER (WHERE second >= ${second - 1}), 0)::int AS last2,
        coalesce(sum(requests) FILTER (WHERE second >= ${second - 60}), 0)::int AS minute,
        coalesce(sum(requests), 0)::int AS hour,
        min(second) FILTER (WHERE second >= ${second - 60})::float8 AS "oldestMinute"
      FROM connector_call_usage WHERE connector = ${connector} AND second >= ${second - 3600}`),
  );
  const { last2 = 0, minute = 0, hour = 0 } = usage ?? {};
  const untilSecond = (from: number) => Math.max(1, (from + 1) * 1000 - now);
  if (hour >= limits.hour) return 60_000;
  if (minute >= limits.minute) return untilSecond((usage?.oldestMinute ?? second) + 60);
  if (last2 >= limits.second) return untilSecond(second);
  // The second's own row decides under its lock: another server may have taken the last place.
  const [taken] = rows<{ requests: number }>(
    await db.execute(sql`
      INSERT INTO connector_call_usage (connector, second, requests) VALUES (${connector}, ${second}, 1)
      ON CONFLICT (connector, second) DO UPDATE SET requests = connector_call_usage.requests + 1
        WHERE connector_call_usage.requests + coalesce((SELECT p.requests FROM connector_call_usage p
          WHERE p.connector = ${connector} AND p.second = ${second - 1}), 0) < ${limits.second}
      RETURNING requests`),
  );
  if (!taken) return untilSecond(second);
  // The first call of a second clears what no window counts any more.
  if (taken.requests === 1)
    await db.execute(
      sql`DELETE FROM connector_call_usage WHERE connector = ${connector} AND second < ${second - 3600}`,
    );
  return 0;
}
