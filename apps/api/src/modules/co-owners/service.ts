import type { TCoOwnedProperty, TOwnerCoOwnersList } from '@harborstay/contracts';
import type { Db } from '@harborstay/db';
import { ownedPropertyIds } from '../properties/access';
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
export async function listCoOwners(db: Db, userId: number): Promise<TOwnerCoOwnersList> {
  const ids = await ownedPropertyIds(db, userId);
  const [self, rows] = await Promise.all([repo.ownerNames(db, userId), repo.ownersOfProperties(db, ids)]);
  const byProperty = new Map<number, TCoOwnedProperty>();
  for (const row of rows) {
    const entry = byProperty.get(row.propertyId) ?? {
      property_id: row.propertyId,
      entity_name: row.entityName,
      owners: [],
    };
    byProperty.set(row.propertyId, entry);
    if (row.userId !== userId) entry.owners.push({ user_id: row.userId, ...displayNames(row) });
  }
  if (!self) return [];
  return [{ user_id: userId, ...displayNames(self), co_owners_data: [...byProperty.values()] }];
}
