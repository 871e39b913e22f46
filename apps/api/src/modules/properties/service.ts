import type { TPropertyInfo, TPropertyListItem, TPropertyUpdate } from '@harborstay/contracts';
import type { Db, Property } from '@harborstay/db';
import { refuseProperty, requireOwnedProperty, type OwnerScope } from '../../access/owner-scope';
import { activelyReservedPropertyIds } from '../../figures/actively-reserved';
import { toPropertySummary } from '../../answers/property';
import { toOwnerColumns, toPropertyInfo } from './property-info';
import * as repo from './repository';

/** The property list: exactly the properties the caller owns or co-owns. */
export async function listOwnerProperties(
  db: Db,
  scope: OwnerScope,
  now: Date,
): Promise<TPropertyListItem[]> {
  const [rows, reserved] = await Promise.all([
    repo.listProperties(db, scope),
    activelyReservedPropertyIds(db, scope, now),
  ]);
  return rows.map((property) => ({
    ...toPropertySummary(property),
    is_actively_reserved: reserved.has(property.id),
  }));
}

/** The spec's property lookup answers 406 for a property that is not the caller's: the web app goes to the dashboard. */
export async function getPropertyInfo(db: Db, scope: OwnerScope, propertyId: number): Promise<TPropertyInfo> {
  const property = await repo.findProperty(db, requireOwnedProperty(scope, propertyId, 406), propertyId);
  if (!property) throw refuseProperty(406);
  return toPropertyInfo(property);
}

/**
 * Saves the owner-editable fields (spec section 4). A live property (`harborstay_services`) is
 * marked completed; any other keeps its status, so an owner cannot take a property the provider
 * is still preparing out of onboarding step 3 (docs/decisions 0009, 0011). The write checks the
 * ownership again, so an owner removed since the request began cannot write.
 */
export async function updatePropertyInfo(
  db: Db,
  scope: OwnerScope,
  body: TPropertyUpdate,
): Promise<TPropertyInfo> {
  const { id, ...fields } = body;
  const owned = requireOwnedProperty(scope, id, 404);
  const updated = await db.transaction(async (tx): Promise<Property | undefined> => {
    const current = await repo.findProperty(tx, owned, id);
    if (!current) return undefined;
    // Going live is the provider's step (`property:go-live`): only a live property's save completes
    // it; otherwise the status is not written at all, so the save never undoes a go-live either.
    const columns = toOwnerColumns(fields);
    // A body of the id alone, or of ignored fields only, saves nothing: the property stays as it is.
    if (Object.keys(columns).length === 0) return current;
    const completes = current.harborstayServices ? { status: 'completed' as const } : {};
    return repo.updateProperty(tx, owned, id, { ...columns, ...completes });
  });
  if (!updated) throw refuseProperty(404);
  return toPropertyInfo(updated);
}
