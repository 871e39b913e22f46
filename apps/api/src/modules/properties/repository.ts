import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { properties, propertyOwners, type DbOrTx, type Property } from '@harborstay/db';
import { inScopeProperties, scopeParams, type OwnerScope } from '../../access/owner-scope';
import { preparedPerDatabase } from '../../lib/prepared-statement';

/**
 * Every function takes the caller's scope and never looks beyond its properties: a property
 * outside it does not exist here.
 */

/**
 * The list shows each property's summary only. Reading the other 54 columns of 50 properties and
 * mapping them row by row was most of the route's time (a CPU profile under load).
 */
const listStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: properties.id,
      entityName: properties.entityName,
      streetAddress: properties.streetAddress,
      city: properties.city,
      state: properties.state,
      postalCode: properties.postalCode,
      harborstayServices: properties.harborstayServices,
      status: properties.status,
    })
    .from(properties)
    .where(inScopeProperties(properties.id))
    .orderBy(asc(properties.entityName))
    .prepare('list_properties'),
);

/** A row of the property list: the 8 columns of a property's summary. */
export type PropertySummaryRow = Awaited<ReturnType<ReturnType<typeof listStatement>['execute']>>[number];

export async function listProperties(db: DbOrTx, scope: OwnerScope): Promise<PropertySummaryRow[]> {
  if (scope.propertyIds.length === 0) return [];
  return listStatement(db).execute(scopeParams(scope));
}

const findStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(properties)
    .where(eq(properties.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_property'),
);

export async function findProperty(db: DbOrTx, scope: OwnerScope, id: number): Promise<Property | undefined> {
  if (!scope.propertyIds.includes(id)) return undefined;
  const [row] = await findStatement(db).execute({ id });
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
