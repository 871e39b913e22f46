import { sql } from 'drizzle-orm';
import {
  BLOCK_COLOR,
  GUEST_BOOKING_COLOR,
  GUEST_BOOKING_KEY,
  OWNER_RESERVATION_COLOR,
  OWNER_RESERVATION_KEY,
  STAY_LIMITS,
  type TClash,
  type TDeliveryState,
  type TReservation,
  type TReservationFor,
  type TReservationKind,
  type TReservationStatus,
} from '@harborstay/contracts';
import type { DbOrTx, Reservation } from '@harborstay/db';
import { centsToDollars, holdsNights, nightsBetween } from '@harborstay/domain';

/*
 * A reservation as the contract answers it, to the owner's calendar and to the provider API alike
 * (the provider's answer adds its external id): one shape, one place.
 */

/** The answer of the contract. A guest booking shows the owner the guest's name only. */
export function toReservation(row: Reservation, today: string, clashes: TClash[] = []): TReservation {
  const kind = row.kind as TReservationKind;
  const isGuest = kind === 'guest';
  const hasGuest = isGuest || row.reservationFor === 'Other person';
  return {
    id: row.id,
    property_id: row.propertyId,
    kind,
    status: row.status as TReservationStatus,
    start_date: row.startDate,
    end_date: row.endDate,
    nights_count: nightsBetween(row.startDate, row.endDate),
    arrival: row.arrival ? row.arrival.slice(0, 5) : null,
    departure: kind === 'maintenance' ? null : STAY_LIMITS.departure,
    guests_count: row.guestsCount,
    reservation_for: (row.reservationFor as TReservationFor | null) ?? null,
    guest: hasGuest
      ? {
          first_name: row.guestFirstName ?? '',
          last_name: row.guestLastName ?? '',
          email: isGuest ? null : row.guestEmail,
          phone: isGuest ? null : row.guestPhone,
        }
      : null,
    notes: isGuest ? null : row.notes,
    type_of_maintenance: row.typeOfMaintenance,
    platform: row.platform,
    key: isGuest ? GUEST_BOOKING_KEY : OWNER_RESERVATION_KEY,
    color: isGuest ? GUEST_BOOKING_COLOR : kind === 'owner' ? OWNER_RESERVATION_COLOR : BLOCK_COLOR,
    confirmation_code: row.confirmationCode,
    confirmed_at: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    revenue: centsToDollars(row.revenueCents),
    management_fee: centsToDollars(row.managementFeeCents),
    net_income: centsToDollars(row.netIncomeCents),
    cleaning_cost: centsToDollars(row.cleaningCostCents),
    opportunity_cost: centsToDollars(row.opportunityCostCents),
    is_editable: !isGuest && holdsNights(row.status) && row.endDate > today,
    delivery: isGuest ? null : ((row.deliveryState as TDeliveryState | null) ?? null),
    clashes,
  };
}

/**
 * The standing reservations of the other side (guest against owner stays and blocks) holding some
 * nights of each of these, in one statement: a guest booking from the company's systems over an
 * owner stay is kept (decision 0047), and both show it. The rows were read through a scope, and
 * their clashes are of the same properties.
 */
export async function findClashes(db: DbOrTx, rows: readonly Reservation[]): Promise<Map<number, TClash[]>> {
  const clashes = new Map<number, TClash[]>();
  const standing = rows.filter((row) => ['confirmed', 'in progress', 'unavailable'].includes(row.status));
  if (standing.length === 0) return clashes;
  const found = (await db.execute(sql`
    SELECT r.id AS of, o.id, o.kind, o.start_date, o.end_date
    FROM reservations r
    JOIN reservations o
      ON o.property_id = r.property_id
      AND (o.kind = 'guest') <> (r.kind = 'guest')
      AND o.status IN ('confirmed', 'in progress', 'unavailable')
      AND o.start_date < r.end_date AND o.end_date > r.start_date
    WHERE r.id IN (${sql.join(
      standing.map((row) => sql`${row.id}`),
      sql`, `,
    )})
    ORDER BY o.start_date, o.id`)) as unknown as {
    rows: {
      of: number;
      id: number;
      kind: TClash['kind'];
      start_date: string | Date;
      end_date: string | Date;
    }[];
  };
  const day = (value: string | Date) =>
    typeof value === 'string' ? value : value.toISOString().slice(0, 10);
  for (const row of found.rows) {
    const list = clashes.get(row.of) ?? [];
    list.push({ id: row.id, kind: row.kind, start_date: day(row.start_date), end_date: day(row.end_date) });
    clashes.set(row.of, list);
  }
  return clashes;
}
