import { inArray, sql, type SQL } from 'drizzle-orm';
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
import { reservations, type DbOrTx, type Reservation } from '@harborstay/db';
import { centsToDollars, holdsNights, nightsBetween } from '@harborstay/domain';
import { standingStatuses } from '../figures/property-today';

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
 * The clashes of the enclosing query's `reservations` row, as a JSON array (null when none): the
 * standing reservations of the other side (guest against owner stays and blocks) holding some of
 * its nights, when it stands itself. A guest booking from the company's systems over an owner stay
 * is kept (decision 0047), and both show it. A column, so that a read answers a reservation with
 * its clashes in one statement; the rows were read through a scope, and their clashes are of the
 * same properties. The outer row is named `reservations` in full: drizzle leaves a one-table
 * query's columns unqualified, and inside this subquery those would name `o`'s.
 */
export const clashesColumn: SQL<TClash[] | null> = sql<TClash[] | null>`(
  select json_agg(json_build_object('id', o.id, 'kind', o.kind, 'start_date', o.start_date,
    'end_date', o.end_date) order by o.start_date, o.id)
  from reservations o
  where reservations.status in (${standingStatuses}) and o.status in (${standingStatuses})
    and o.property_id = reservations.property_id
    and (o.kind = 'guest') <> (reservations.kind = 'guest')
    and o.start_date < reservations.end_date and o.end_date > reservations.start_date)`;

/** The clashes (`clashesColumn`) of each of these rows that has some, in one statement. */
export async function findClashes(db: DbOrTx, rows: readonly Reservation[]): Promise<Map<number, TClash[]>> {
  const standingRows = rows.filter((row) => holdsNights(row.status));
  if (standingRows.length === 0) return new Map();
  const found = await db
    .select({ id: reservations.id, clashes: clashesColumn })
    .from(reservations)
    .where(
      inArray(
        reservations.id,
        standingRows.map((row) => row.id),
      ),
    );
  return new Map(found.flatMap(({ id, clashes }) => (clashes ? [[id, clashes] as const] : [])));
}
