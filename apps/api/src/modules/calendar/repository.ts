import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { ACTIVE_RESERVATION_STATUSES, type TClash } from '@harborstay/contracts';
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
