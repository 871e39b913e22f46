import { and, asc, eq, gt, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { calendarPrices, properties, reservations, type DbOrTx, type Property } from '@harborstay/db';

/**
 * Every function takes the ids the caller may see (from ownedPropertyIds) and never looks
 * beyond them: a property outside the list does not exist here.
 */

export async function listProperties(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(properties).where(inArray(properties.id, ids)).orderBy(asc(properties.entityName));
}

export async function findProperty(db: DbOrTx, ids: number[], id: number): Promise<Property | undefined> {
  if (!ids.includes(id)) return undefined;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row;
}

export async function updateProperty(
  db: DbOrTx,
  id: number,
  values: Partial<typeof properties.$inferInsert>,
): Promise<Property | undefined> {
  const [row] = await db.update(properties).set(values).where(eq(properties.id, id)).returning();
  return row;
}

/** The columns that make a reservation a night holder (toNightHolder) for the domain rules. */
const nightHolderColumns = {
  propertyId: reservations.propertyId,
  kind: reservations.kind,
  status: reservations.status,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
};

/** The columns the occupancy and income rules read, of every reservation of the properties. */
export async function reservationsForFigures(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ...nightHolderColumns, netIncomeCents: reservations.netIncomeCents })
    .from(reservations)
    .where(inArray(reservations.propertyId, ids));
}

/** Guest bookings still running on or after a day: the candidates for "actively reserved". */
export async function guestBookingsEndingAfter(db: DbOrTx, ids: number[], day: string) {
  if (ids.length === 0) return [];
  return db
    .select(nightHolderColumns)
    .from(reservations)
    .where(
      and(
        inArray(reservations.propertyId, ids),
        eq(reservations.kind, 'guest'),
        gt(reservations.endDate, day),
      ),
    );
}

/** Nights blocked on the price calendar (By Default, Advance Notice) within [from, to). */
export async function blockedNights(db: DbOrTx, ids: number[], from: string, to: string) {
  if (ids.length === 0) return [];
  return db
    .select({ propertyId: calendarPrices.propertyId, date: calendarPrices.date })
    .from(calendarPrices)
    .where(
      and(
        inArray(calendarPrices.propertyId, ids),
        isNotNull(calendarPrices.blockRef),
        gte(calendarPrices.date, from),
        lt(calendarPrices.date, to),
      ),
    );
}
