import { sql } from 'drizzle-orm';
import type { Db } from '@harborstay/db';
import type { Booking } from './bookings';

type StoredRow = {
  external_id: string;
  property_id: number;
  start_date: string;
  end_date: string;
  revenue_cents: number;
  management_fee_cents: number;
  net_income_cents: number;
  updated_at: string | Date;
};

/**
 * What the database holds of the bench's bookings once the server has stopped: every acknowledged
 * booking stored with the nights and cents sent, revenue − fee = net on every stored one, and no
 * booking row written during the replays (`replays`: when they ran).
 */
export async function checkStored(
  db: Db,
  options: {
    prefixes: readonly string[];
    made: ReadonlyMap<string, Booking>;
    acknowledged: readonly Booking[];
    replays: { start: Date; end: Date };
    replayedPrefix: string;
  },
): Promise<string> {
  const patterns = options.prefixes.map((prefix) => `${prefix}-%`);
  const result = await db.execute(sql`
    SELECT external_id, property_id, start_date::text AS start_date, end_date::text AS end_date,
      revenue_cents, management_fee_cents, net_income_cents, updated_at
    FROM reservations WHERE kind = 'guest' AND external_id LIKE ANY (${`{${patterns.join(',')}}`}::text[])`);
  const rows = (result as unknown as { rows: StoredRow[] }).rows;
  const stored = new Map(rows.map((row) => [`${row.property_id}/${row.external_id}`, row]));
  const sameAsSent = (row: StoredRow | undefined, booking: Booking) =>
    row !== undefined &&
    row.start_date === booking.startDate &&
    row.end_date === booking.endDate &&
    Number(row.revenue_cents) === booking.revenueCents &&
    Number(row.management_fee_cents) === booking.managementFeeCents &&
    Number(row.net_income_cents) === booking.netIncomeCents;
  const acknowledged = new Map(options.acknowledged.map((booking) => [booking.externalId, booking]));
  const missingOrWrong = [...acknowledged.values()].filter(
    (booking) => !sameAsSent(stored.get(`${booking.propertyId}/${booking.externalId}`), booking),
  ).length;
  const unknown = rows.filter(
    (row) => options.made.get(row.external_id)?.propertyId !== row.property_id,
  ).length;
  const unacknowledged = rows.filter((row) => !acknowledged.has(row.external_id)).length;
  const unbalanced = rows.filter(
    (row) => Number(row.revenue_cents) - Number(row.management_fee_cents) !== Number(row.net_income_cents),
  ).length;
  const writtenDuringReplays = rows.filter((row) => {
    const updatedAt = new Date(row.updated_at).getTime();
    return (
      row.external_id.startsWith(`${options.replayedPrefix}-`) &&
      updatedAt >= options.replays.start.getTime() &&
      updatedAt <= options.replays.end.getTime()
    );
  }).length;
  return (
    `stored: ${rows.length} bench bookings, ${acknowledged.size} of them acknowledged (200/201): ` +
    `${missingOrWrong} acknowledged ones missing or stored otherwise than sent, ${unknown} stored that the bench never made, ` +
    `${unacknowledged} stored whose answer never came (requests still running when a measurement ended); ` +
    `revenue − fee ≠ net on ${unbalanced}; rows written during the replays: ${writtenDuringReplays}`
  );
}
