import type { TCoOwnedProperty, TOwnerCoOwnersList } from '@harborstay/contracts';
import type { Db } from '@harborstay/db';
import type { OwnerScope } from '../../access/owner-scope';
import * as repo from './repository';

type Names = {
  accountFirstName: string;
  accountLastName: string;
  profileFirstName: string | null;
  profileLastName: string | null;
};

/** The name an owner chose for the portal (the profile), or the one the provider entered. */
function displayNames(row: Names) {
  const hasProfile = row.profileFirstName !== null && row.profileLastName !== null;
  return {
    first_name: hasProfile ? (row.profileFirstName ?? '') : row.accountFirstName,
    last_name: hasProfile ? (row.profileLastName ?? '') : row.accountLastName,
  };
}

/**
 * GET /api/owners/: the caller's entry of the owner profiles list, with co_owners_data: each of
 * the caller's properties and its other owners, names only.
 */
export async function listCoOwners(db: Db, scope: OwnerScope): Promise<TOwnerCoOwnersList> {
  const rows = await repo.ownersOfProperties(db, scope);
  // The caller owns every property of their scope, so their own names are among the rows; they
  // are read apart only for an owner of nothing (or whose last ownership ended since the scope).
  const self = rows.find((row) => row.userId === scope.userId) ?? (await repo.ownerNames(db, scope));
  if (!self) return [];
  const byProperty = new Map<number, TCoOwnedProperty>();
  for (const row of rows) {
    const entry = byProperty.get(row.propertyId) ?? {
      property_id: row.propertyId,
      entity_name: row.entityName,
      owners: [],
    };
    byProperty.set(row.propertyId, entry);
    if (row.userId !== scope.userId) entry.owners.push({ user_id: row.userId, ...displayNames(row) });
  }
  return [{ user_id: scope.userId, ...displayNames(self), co_owners_data: [...byProperty.values()] }];
}
