import { eq } from 'drizzle-orm';
import { ownerProfiles, properties, propertyOwners, users, type DbOrTx } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../../access/owner-scope';
import { preparedPerDatabase } from '../../lib/prepared-statement';

export async function hasProfile(db: DbOrTx, scope: OwnerScope) {
  const [row] = await db
    .select({ userId: ownerProfiles.userId })
    .from(ownerProfiles)
    .where(eq(ownerProfiles.userId, scope.userId))
    .limit(1);
  return Boolean(row);
}

export function findProfile(db: DbOrTx, scope: OwnerScope) {
  return db.query.ownerProfiles.findFirst({ where: eq(ownerProfiles.userId, scope.userId) });
}

const statusesStatement = preparedPerDatabase((db) =>
  db
    .select({ status: properties.status })
    .from(properties)
    .where(inScopeProperties(properties.id))
    .prepare('property_statuses'),
);

export async function propertyStatuses(db: DbOrTx, scope: OwnerScope) {
  if (scope.propertyIds.length === 0) return [];
  const rows = await statusesStatement(db).execute(scopeParams(scope));
  return rows.map((row) => row.status);
}

/** Holds the user's row until the transaction ends, so two submits cannot both add a first property. */
export async function lockUser(db: DbOrTx, scope: OwnerScope) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, scope.userId)).for('update');
}

/** Whether the user owns a property now, not when the scope was read. */
export async function ownsAnyProperty(db: DbOrTx, scope: OwnerScope) {
  const [row] = await db
    .select({ propertyId: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(eq(propertyOwners.userId, scope.userId))
    .limit(1);
  return Boolean(row);
}

/** A new property, owned by the scope's user. */
export async function insertOwnedProperty(
  db: DbOrTx,
  scope: OwnerScope,
  values: typeof properties.$inferInsert,
) {
  const [property] = await db.insert(properties).values(values).returning();
  if (!property) throw new Error('property not saved');
  await db.insert(propertyOwners).values({ propertyId: property.id, userId: scope.userId });
  return property;
}
