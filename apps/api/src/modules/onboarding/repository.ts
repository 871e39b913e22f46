import { eq, sql } from 'drizzle-orm';
import { ownerProfiles, properties, propertyOwners, users, type DbOrTx } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../../access/owner-scope';
import { preparedPerDatabase } from '../../lib/prepared-statement';

export function findProfile(db: DbOrTx, scope: OwnerScope) {
  return db.query.ownerProfiles.findFirst({ where: eq(ownerProfiles.userId, scope.userId) });
}

// One statement for the whole status: it is read on every page an onboarding owner opens, and on
// the embedded database each statement waits its turn.
const statusStatement = preparedPerDatabase((db) =>
  db
    .select({
      hasProfile: sql<boolean>`exists (select 1 from ${ownerProfiles} where ${ownerProfiles.userId} = ${sql.placeholder('userId')})`,
      inProgress: sql<number>`(count(*) filter (where ${properties.status} <> 'completed'))::int`,
      completed: sql<number>`(count(*) filter (where ${properties.status} = 'completed'))::int`,
    })
    .from(properties)
    .where(inScopeProperties(properties.id))
    .prepare('onboarding_status'),
);

/** Whether the owner has a profile, and how many of their properties are in progress and live. */
export async function onboardingCounts(db: DbOrTx, scope: OwnerScope) {
  const [row] = await statusStatement(db).execute(scopeParams(scope));
  if (!row) throw new Error('an aggregate answers one row');
  return row;
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
