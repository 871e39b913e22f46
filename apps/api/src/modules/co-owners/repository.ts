import { and, asc, eq, sql } from 'drizzle-orm';
import { ownerProfiles, properties, propertyOwners, users, type DbOrTx } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../../access/owner-scope';
import { preparedPerDatabase } from '../../lib/prepared-statement';

const ownersOfPropertiesStatement = preparedPerDatabase((db) =>
  db
    .select({
      propertyId: properties.id,
      entityName: properties.entityName,
      userId: users.id,
      accountFirstName: users.firstName,
      accountLastName: users.lastName,
      profileFirstName: ownerProfiles.firstName,
      profileLastName: ownerProfiles.lastName,
    })
    .from(properties)
    .innerJoin(propertyOwners, eq(propertyOwners.propertyId, properties.id))
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .leftJoin(ownerProfiles, eq(ownerProfiles.userId, users.id))
    // Both sides of the join are filtered, so that each engine's planner reads only the scope's
    // rows: on properties.id alone, PGlite (which plans without sequential scans) read every
    // ownership row through an index; on the ownership rows alone, PostgreSQL scanned properties.
    .where(and(inScopeProperties(properties.id), inScopeProperties(propertyOwners.propertyId)))
    .orderBy(asc(properties.entityName), asc(properties.id), asc(propertyOwners.createdAt), asc(users.id))
    .prepare('owners_of_properties'),
);

/**
 * Every owner of the scope's properties with the names to show: the owner profile's when there
 * is one, else the account's. Only names are selected: e-mails and phones never leave here.
 */
export async function ownersOfProperties(db: DbOrTx, scope: OwnerScope) {
  if (scope.propertyIds.length === 0) return [];
  return ownersOfPropertiesStatement(db).execute(scopeParams(scope));
}

const ownerNamesStatement = preparedPerDatabase((db) =>
  db
    .select({
      accountFirstName: users.firstName,
      accountLastName: users.lastName,
      profileFirstName: ownerProfiles.firstName,
      profileLastName: ownerProfiles.lastName,
    })
    .from(users)
    .leftJoin(ownerProfiles, eq(ownerProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('owner_names'),
);

/** The caller's own names, from the profile when there is one. */
export async function ownerNames(db: DbOrTx, scope: OwnerScope) {
  const [row] = await ownerNamesStatement(db).execute(scopeParams(scope));
  return row;
}
