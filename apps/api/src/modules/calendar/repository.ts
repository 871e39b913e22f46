import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_RESERVATION_STATUSES, type TClash } from '@harborstay/contracts';
import { calendarPrices, properties, reservations, type DbOrTx } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../../access/owner-scope';
import { preparedPerDatabase } from '../../lib/prepared-statement';
import { clashesColumn } from '../../answers/reservation';

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

const listStatement = preparedPerDatabase((db) =>
  db
    .select({ timeZone: properties.timeZone, row: reservations, clashes: clashesColumn })
    .from(properties)
    .leftJoin(
      reservations,
      and(
        eq(reservations.propertyId, properties.id),
        sql`${reservations.startDate} < ${sql.placeholder('end')}::date`,
        sql`${reservations.endDate} > ${sql.placeholder('start')}::date`,
      ),
    )
    .where(eq(properties.id, sql.placeholder('propertyId')))
    .orderBy(asc(reservations.startDate), asc(reservations.id))
    .prepare('calendar_reservations'),
);

/**
 * The property's time zone and its reservations whose nights meet [start, end), every status, by
 * check-in, each with its clashes: one statement. Undefined for a property outside the scope.
 */
export async function listReservations(
  db: DbOrTx,
  scope: OwnerScope,
  input: { propertyId: number; start: string; end: string },
): Promise<{ timeZone: string; rows: ReservationWithClashes[] } | undefined> {
  if (!scope.propertyIds.includes(input.propertyId)) return undefined;
  const found = await listStatement(db).execute(input);
  const [first] = found;
  if (!first) return undefined;
  return {
    timeZone: first.timeZone,
    rows: found.flatMap(({ row, clashes }) => (row ? [{ row, clashes: clashes ?? [] }] : [])),
  };
}

export type ReservationWithClashes = { row: Reservation; clashes: TClash[] };

const findStatement = preparedPerDatabase((db) =>
  db
    .select({ row: reservations, timeZone: properties.timeZone, clashes: clashesColumn })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(and(eq(reservations.id, sql.placeholder('id')), inScopeProperties(reservations.propertyId)))
    .prepare('calendar_reservation'),
);

/** A reservation of the scope with its clashes and its property's time zone: one statement. */
export async function findReservation(
  db: DbOrTx,
  scope: OwnerScope,
  id: number,
): Promise<(ReservationWithClashes & { timeZone: string }) | undefined> {
  if (scope.propertyIds.length === 0) return undefined;
  const [found] = await findStatement(db).execute({ ...scopeParams(scope), id });
  return found && { ...found, clashes: found.clashes ?? [] };
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

const pricesStatement = preparedPerDatabase((db) =>
  db
    .select({
      date: calendarPrices.date,
      priceCents: calendarPrices.priceCents,
      blockRef: calendarPrices.blockRef,
    })
    .from(calendarPrices)
    .where(
      and(
        eq(calendarPrices.propertyId, sql.placeholder('propertyId')),
        sql`${calendarPrices.date} >= ${sql.placeholder('start')}::date`,
        sql`${calendarPrices.date} <= ${sql.placeholder('end')}::date`,
      ),
    )
    .orderBy(asc(calendarPrices.date))
    .prepare('calendar_prices'),
);

/** The price calendar of [start, end] (both included), by date. */
export async function listPrices(
  db: DbOrTx,
  scope: OwnerScope,
  input: { propertyId: number; start: string; end: string },
) {
  if (!scope.propertyIds.includes(input.propertyId)) return [];
  return pricesStatement(db).execute(input);
}
