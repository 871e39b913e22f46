import { eq } from 'drizzle-orm';
import { messages } from '@harborstay/contracts';
import { propertyOwners, type DbOrTx } from '@harborstay/db';
import { AppError, notFound } from '../errors';

declare const ownerScopeBrand: unique symbol;

/**
 * What the caller of an owner route may see: their user id and the ids of the properties they
 * own or co-own, read once per request by the access hook. Repositories of owner data take a
 * scope rather than loose ids, and only this module makes one, so a query of owner data cannot
 * be written without it (docs/decisions/0017).
 */
export type OwnerScope = {
  readonly userId: number;
  readonly propertyIds: readonly number[];
  readonly [ownerScopeBrand]: true;
};

export async function loadOwnerScope(db: DbOrTx, userId: number): Promise<OwnerScope> {
  const rows = await db
    .select({ id: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(eq(propertyOwners.userId, userId));
  return Object.freeze({ userId, propertyIds: Object.freeze(rows.map((row) => row.id)) }) as OwnerScope;
}

/**
 * How a property outside the scope is answered: 404 as if it did not exist, or the spec's 406 of
 * the property lookup (which sends the web app to the dashboard). The body says nothing of the
 * property, not even whether it exists.
 */
export type PropertyRefusal = 404 | 406;

export function refuseProperty(refusal: PropertyRefusal): AppError {
  return refusal === 406 ? new AppError(406, { detail: messages.notFound }) : notFound();
}

/** The scope narrowed to one of its properties; a property outside it is refused as `refusal` says. */
export function requireOwnedProperty(
  scope: OwnerScope,
  propertyId: number,
  refusal: PropertyRefusal,
): OwnerScope {
  if (!scope.propertyIds.includes(propertyId)) throw refuseProperty(refusal);
  return Object.freeze({ ...scope, propertyIds: Object.freeze([propertyId]) });
}
