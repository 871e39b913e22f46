import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { ACTIVE_RESERVATION_STATUSES } from '@harborstay/contracts';
import { calendarPrices, properties, reservations, type DbOrTx } from '@harborstay/db';
import type { OwnerScope } from '../../access/owner-scope';

/**
 * Every function takes the caller's scope (narrowed to the property where it names one) and never
 * looks beyond its properties: a reservation of another property does not exist here.
 */

export type Reservation = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;

const inScope = (scope: OwnerScope) => inArray(reservations.propertyId, [...scope.propertyIds]);

export async function findCalendarProperty(db: DbOrTx, scope: OwnerScope, id: number) {
  if (!scope.propertyIds.includes(id)) return undefined;
  const [row] = await db
    .select({
      id: properties.id,
      entityName: properties.entityName,
      streetAddress: properties.streetAddress,
      city: properties.city,
      state: properties.state,
      timeZone: properties.timeZone,
      maxOccupancy: properties.maxOccupancy,
      cleaningFeeCents: properties.cleaningFeeCents,
      guestyListingId: properties.guestyListingId,
      offboardedAt: properties.offboardedAt,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}
export type CalendarProperty = NonNullable<Awaited<ReturnType<typeof findCalendarProperty>>>;

/** The property's reservations whose nights meet [start, end), every status, by check-in. */
export async function listReservations(
  db: DbOrTx,
  scope: OwnerScope,
  input: { propertyId: number; start: string; end: string },
): Promise<Reservation[]> {
  if (!scope.propertyIds.includes(input.propertyId)) return [];
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.propertyId, input.propertyId),
        lt(reservations.startDate, input.end),
        gt(reservations.endDate, input.start),
      ),
    )
    .orderBy(asc(reservations.startDate), asc(reservations.id));
}

export async function findReservation(
  db: DbOrTx,
  scope: OwnerScope,
  id: number,
): Promise<Reservation | undefined> {
  if (scope.propertyIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), inScope(scope)));
  return row;
}

export async function insertReservation(db: DbOrTx, values: NewReservation): Promise<Reservation> {
  const [row] = await db.insert(reservations).values(values).returning();
  if (!row) throw new Error('reservation not inserted');
  return row;
}

/**
 * Writes a reservation that still holds its nights, of the scope's properties; undefined when it
 * has been canceled or released meanwhile (two tabs), so a canceled stay is never brought back.
 */
export async function updateStandingReservation(
  db: DbOrTx,
  scope: OwnerScope,
  id: number,
  values: Partial<NewReservation>,
): Promise<Reservation | undefined> {
  const [row] = await db
    .update(reservations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(reservations.id, id),
        inScope(scope),
        inArray(reservations.status, [...ACTIVE_RESERVATION_STATUSES]),
      ),
    )
    .returning();
  return row;
}

/** The price calendar of [start, end] (both included), by date. */
export async function listPrices(
  db: DbOrTx,
  scope: OwnerScope,
  input: { propertyId: number; start: string; end: string },
) {
  if (!scope.propertyIds.includes(input.propertyId)) return [];
  return db
    .select({
      date: calendarPrices.date,
      priceCents: calendarPrices.priceCents,
      blockRef: calendarPrices.blockRef,
    })
    .from(calendarPrices)
    .where(
      and(
        eq(calendarPrices.propertyId, input.propertyId),
        gte(calendarPrices.date, input.start),
        lte(calendarPrices.date, input.end),
      ),
    )
    .orderBy(asc(calendarPrices.date));
}
