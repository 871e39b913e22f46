import { eq, inArray } from 'drizzle-orm';
import { ownerProfiles, properties, propertyOwners, users, type DbOrTx } from '@harborstay/db';

export async function hasProfile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: ownerProfiles.userId })
    .from(ownerProfiles)
    .where(eq(ownerProfiles.userId, userId))
    .limit(1);
  return Boolean(row);
}

export function findProfile(db: DbOrTx, userId: number) {
  return db.query.ownerProfiles.findFirst({ where: eq(ownerProfiles.userId, userId) });
}

export async function propertyStatuses(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ status: properties.status })
    .from(properties)
    .where(inArray(properties.id, ids));
  return rows.map((row) => row.status);
}

/** Holds the user's row until the transaction ends, so two submits cannot both add a first property. */
export async function lockUser(db: DbOrTx, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertOwnedProperty(
  db: DbOrTx,
  userId: number,
  values: typeof properties.$inferInsert,
) {
  const [property] = await db.insert(properties).values(values).returning();
  if (!property) throw new Error('property not saved');
  await db.insert(propertyOwners).values({ propertyId: property.id, userId });
  return property;
}
