import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { messages } from '@harborstay/contracts';
import { propertyOwners, users, type DbOrTx } from '@harborstay/db';
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

/**
 * The scope of one user, read on its own; owner requests get theirs with the session instead
 * (`ownedPropertyIdsOf` in the token lookup). Both read the ids through `ownedPropertyIdsOf`, so
 * "the properties a user may see" is written once.
 */
export async function loadOwnerScope(db: DbOrTx, userId: number): Promise<OwnerScope> {
  const [row] = await db
    .select({ propertyIds: ownedPropertyIdsOf(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  return ownerScope(userId, row?.propertyIds ?? []);
}

/**
 * The ids of the properties the user `userId` (a column or value of the enclosing query) owns or
 * co-owns, as one array column: the session lookup reads them in its own query, so an owner's
 * request costs one round trip before its route runs, not two (docs/decisions/0029).
 */
export function ownedPropertyIdsOf(userId: SQLWrapper): SQL<number[]> {
  const { propertyId, userId: ownerId } = propertyOwners;
  return sql<number[]>`array(select ${propertyId} from ${propertyOwners} where ${ownerId} = ${userId})`;
}

/**
 * `column = any($propertyIds::int[])`: the scope's property ids as one array parameter, so the
 * statement's text is the same whatever their number and it can be prepared (decision 0029). The
 * ids come with `scopeParams` when the statement is executed.
 */
export function inScopeProperties(column: SQLWrapper): SQL {
  return sql`${column} = any(${sql.placeholder('propertyIds')}::int[])`;
}

/** The placeholders `inScopeProperties` (and a statement's `sql.placeholder('userId')`) name. */
export function scopeParams(scope: OwnerScope): { userId: number; propertyIds: number[] } {
  return { userId: scope.userId, propertyIds: [...scope.propertyIds] };
}

/** The scope of ids read by `ownedPropertyIdsOf` (or `loadOwnerScope`), for this request only. */
export function ownerScope(userId: number, propertyIds: readonly number[]): OwnerScope {
  return Object.freeze({ userId, propertyIds: Object.freeze([...propertyIds]) }) as OwnerScope;
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

/**
 * The scope narrowed to the ids among its properties that a filter names (the dashboard's); ids
 * not in it are ignored, and a filter that names none of its properties leaves the whole scope.
 */
export function narrowScope(scope: OwnerScope, ids: readonly number[]): OwnerScope {
  const picked = scope.propertyIds.filter((id) => ids.includes(id));
  return picked.length === 0 ? scope : ownerScope(scope.userId, picked);
}
