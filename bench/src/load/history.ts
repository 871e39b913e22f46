import { sql } from 'drizzle-orm';
import type { Db } from '@harborstay/db';
import { nightsBetween } from '@harborstay/domain';
import { BENCH_PROPERTY_PREFIX } from './dataset';

/** Properties per INSERT … SELECT: each statement its own transaction, its advisory locks few. */
const PROPERTIES_PER_STATEMENT = 200;

/**
 * `BENCH_HISTORY=n` (PostgreSQL): n× the reservations, the added ones older than the dataset. Each
 * bench property's stays and blocks are copied n − 1 times in SQL, copy k moved k × the window's
 * length earlier (36 months of days), so copies never share a night with each other or with the
 * dataset (the window holds every stay), and the figures of the dataset's months are unchanged.
 * Every trigger fires as for any writer: the exclusion constraint and the stay checks per row, the
 * roll-ups of property_month_figures per statement, over the months each statement touched.
 * External ids get `-H<k>` (unique per property), confirmation instants move with their stays.
 */
export async function loadHistory(
  db: Db,
  options: { factor: number; window: { start: string; end: string } },
): Promise<{ added: number; seconds: number; check: string }> {
  const copies = options.factor - 1;
  if (!Number.isInteger(copies) || copies < 1) throw new Error(`BENCH_HISTORY must be a whole number ≥ 2`);
  const shiftDays = nightsBetween(options.window.start, options.window.end);
  const t0 = performance.now();
  const bounds = await rows<{ low: number; high: number }>(
    db,
    sql`SELECT min(id) AS low, max(id) AS high FROM properties WHERE entity_name LIKE ${`${BENCH_PROPERTY_PREFIX}%`}`,
  );
  const low = Number(bounds[0]?.low);
  const high = Number(bounds[0]?.high);
  let added = 0;
  // One copy at a time: the roll-up refresh of a (property, month) reads every standing row of the
  // property, so months refreshed while the property holds fewer rows cost less (about half of
  // what all copies in one statement cost).
  for (let copy = 1; copy <= copies; copy += 1) {
    for (let from = low; from <= high; from += PROPERTIES_PER_STATEMENT) {
      const result = await db.execute(sql`
        INSERT INTO reservations (
          property_id, kind, status, start_date, end_date, arrival, guests_count, reservation_for, notes,
          guest_first_name, guest_last_name, guest_email, guest_phone, platform, confirmation_code,
          confirmed_at, type_of_maintenance, revenue_cents, cleaning_cost_cents, management_fee_cents,
          net_income_cents, opportunity_cost_cents, need_of_clean, external_id
        )
        SELECT r.property_id, r.kind, r.status, r.start_date - k.n * ${shiftDays}::int,
          r.end_date - k.n * ${shiftDays}::int, r.arrival, r.guests_count, r.reservation_for, r.notes,
          r.guest_first_name, r.guest_last_name, r.guest_email, r.guest_phone, r.platform,
          r.confirmation_code, r.confirmed_at - make_interval(days => k.n * ${shiftDays}::int),
          r.type_of_maintenance, r.revenue_cents, r.cleaning_cost_cents, r.management_fee_cents,
          r.net_income_cents, r.opportunity_cost_cents, r.need_of_clean, r.external_id || '-H' || k.n
        FROM reservations r
        JOIN properties p ON p.id = r.property_id AND p.entity_name LIKE ${`${BENCH_PROPERTY_PREFIX}%`}
        CROSS JOIN (SELECT ${copy}::int AS n) AS k
        WHERE r.property_id >= ${from}::int AND r.property_id < ${from + PROPERTIES_PER_STATEMENT}::int
          AND r.start_date >= ${options.window.start}::date
        ORDER BY r.property_id, r.start_date`);
      added += Number((result as unknown as { rowCount?: number | null }).rowCount ?? 0);
    }
  }
  // Vacuumed as `fillDatabase` leaves the rest.
  await db.execute(sql`vacuum analyze`);
  const seconds = (performance.now() - t0) / 1000;
  return { added, seconds, check: await checkRollUps(db) };
}

/**
 * The roll-ups still agree with the raw rows after the load: each bench property's total net
 * income (property_figure_totals) is the sum over its standing guest stays, and every month that
 * holds a standing night or a check-in has its row in property_month_figures.
 */
async function checkRollUps(db: Db): Promise<string> {
  const [totals] = await rows<{ properties: number; wrong: number }>(
    db,
    sql`SELECT count(*)::int AS properties,
        count(*) FILTER (WHERE coalesce(t.net_income_cents, 0) <> coalesce(raw.net, 0))::int AS wrong
      FROM properties p
      LEFT JOIN property_figure_totals t ON t.property_id = p.id
      LEFT JOIN (
        SELECT property_id, sum(net_income_cents) AS net FROM reservations
        WHERE kind = 'guest' AND status IN ('confirmed', 'in progress', 'unavailable') GROUP BY property_id
      ) AS raw ON raw.property_id = p.id
      WHERE p.entity_name LIKE ${`${BENCH_PROPERTY_PREFIX}%`}`,
  );
  const [months] = await rows<{ missing: number; rows: number }>(
    db,
    sql`SELECT
        (SELECT count(*)::int FROM (
          SELECT DISTINCT r.property_id, date_trunc('month', r.start_date)::date AS month FROM reservations r
          WHERE r.status IN ('confirmed', 'in progress', 'unavailable')
        ) AS held
        WHERE NOT EXISTS (
          SELECT 1 FROM property_month_figures m WHERE m.property_id = held.property_id AND m.month = held.month
        )) AS missing,
        (SELECT count(*)::int FROM property_month_figures) AS rows`,
  );
  return (
    `roll-ups: ${totals?.wrong ?? '?'} of ${totals?.properties ?? '?'} bench properties whose total net income ` +
    `differs from their stays'; ${months?.missing ?? '?'} check-in months missing of property_month_figures' ${months?.rows ?? '?'} rows`
  );
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
