import { and, asc, eq, exists, gt, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import {
  calendarPrices,
  properties,
  propertyOwners,
  reservations,
  type DbOrTx,
  type Property,
} from '@harborstay/db';
import type { OwnerScope } from '../../access/owner-scope';

/**
 * Every function takes the caller's scope and never looks beyond its properties: a property
 * outside it does not exist here.
 */

export async function listProperties(db: DbOrTx, scope: OwnerScope) {
  if (scope.propertyIds.length === 0) return [];
  return db
    .select()
    .from(properties)
    .where(inArray(properties.id, [...scope.propertyIds]))
    .orderBy(asc(properties.entityName));
}

export async function findProperty(db: DbOrTx, scope: OwnerScope, id: number): Promise<Property | undefined> {
  if (!scope.propertyIds.includes(id)) return undefined;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row;
}

/**
 * Writes one of the scope's properties. The statement itself checks that the caller still owns
 * it, so an owner removed since the scope was read cannot write.
 */
export async function updateProperty(
  db: DbOrTx,
  scope: OwnerScope,
  id: number,
  values: Partial<typeof properties.$inferInsert>,
): Promise<Property | undefined> {
  if (!scope.propertyIds.includes(id)) return undefined;
  const stillOwned = db
    .select({ propertyId: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(and(eq(propertyOwners.propertyId, id), eq(propertyOwners.userId, scope.userId)));
  const [row] = await db
    .update(properties)
    .set(values)
    .where(and(eq(properties.id, id), exists(stillOwned)))
    .returning();
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
export async function reservationsForFigures(db: DbOrTx, scope: OwnerScope) {
  if (scope.propertyIds.length === 0) return [];
  return db
    .select({ ...nightHolderColumns, netIncomeCents: reservations.netIncomeCents })
    .from(reservations)
    .where(inArray(reservations.propertyId, [...scope.propertyIds]));
}

/** Guest bookings still running on or after a day: the candidates for "actively reserved". */
export async function guestBookingsEndingAfter(db: DbOrTx, scope: OwnerScope, day: string) {
  if (scope.propertyIds.length === 0) return [];
  return db
    .select(nightHolderColumns)
    .from(reservations)
    .where(
      and(
        inArray(reservations.propertyId, [...scope.propertyIds]),
        eq(reservations.kind, 'guest'),
        gt(reservations.endDate, day),
      ),
    );
}

/** Nights blocked on the price calendar (By Default, Advance Notice) within [from, to). */
export async function blockedNights(db: DbOrTx, scope: OwnerScope, from: string, to: string) {
  if (scope.propertyIds.length === 0) return [];
  return db
    .select({ propertyId: calendarPrices.propertyId, date: calendarPrices.date })
    .from(calendarPrices)
    .where(
      and(
        inArray(calendarPrices.propertyId, [...scope.propertyIds]),
        isNotNull(calendarPrices.blockRef),
        gte(calendarPrices.date, from),
        lt(calendarPrices.date, to),
      ),
    );
}
