import {
  messages,
  type TPropertyInfo,
  type TPropertyListItem,
  type TPropertyUpdate,
} from '@harborstay/contracts';
import { addDays, isActivelyReserved, todayIn } from '@harborstay/domain';
import type { Db, Property } from '@harborstay/db';
import { AppError, notFound } from '../../errors';
import { ownedPropertyIds } from './access';
import { toNightHolder } from './night-holder';
import { toOwnerColumns, toPropertyInfo, toPropertySummary } from './property-info';
import * as repo from './repository';

/** The property list: exactly the properties the caller owns or co-owns. */
export async function listOwnerProperties(db: Db, userId: number): Promise<TPropertyListItem[]> {
  const ids = await ownedPropertyIds(db, userId);
  const rows = await repo.listProperties(db, ids);
  // No time zone is more than a day behind UTC: this catches every stay still running anywhere.
  const bookings = await repo.guestBookingsEndingAfter(db, ids, addDays(todayIn('UTC'), -2));
  return rows.map((property) => ({
    ...toPropertySummary(property),
    is_actively_reserved: isActivelyReserved(
      bookings.filter((row) => row.propertyId === property.id).flatMap(toNightHolder),
      todayIn(property.timeZone),
    ),
  }));
}

/**
 * The spec's property lookup answers 406 for a property that is not the caller's, and the
 * web app then goes to the dashboard. The body says nothing of the property, not even whether
 * it exists.
 */
const notAcceptable = () => new AppError(406, { detail: messages.notFound });

export async function getPropertyInfo(db: Db, userId: number, propertyId: number): Promise<TPropertyInfo> {
  const property = await repo.findProperty(db, await ownedPropertyIds(db, userId), propertyId);
  if (!property) throw notAcceptable();
  return toPropertyInfo(property);
}

/**
 * Saves the owner-editable fields (spec section 4). A live property (`harborstay_services`) is
 * marked completed; any other keeps its status, so an owner cannot take a property the provider
 * is still preparing out of onboarding step 3 (docs/decisions 0009, 0011). The ownership check
 * and the write share a transaction, so an owner removed in between cannot write.
 */
export async function updatePropertyInfo(
  db: Db,
  userId: number,
  body: TPropertyUpdate,
): Promise<TPropertyInfo> {
  const { id, ...fields } = body;
  const updated = await db.transaction(async (tx): Promise<Property | undefined> => {
    const property = await repo.findProperty(tx, await ownedPropertyIds(tx, userId), id);
    if (!property) return undefined;
    // Going live is the provider's step (`property:go-live`): only a live property's save completes
    // it; otherwise the status is not written at all, so the save never undoes a go-live either.
    const columns = toOwnerColumns(fields);
    // A body of the id alone, or of ignored fields only, saves nothing: the property stays as it is.
    if (Object.keys(columns).length === 0) return property;
    const completes = property.harborstayServices ? { status: 'completed' as const } : {};
    return repo.updateProperty(tx, id, { ...columns, ...completes });
  });
  if (!updated) throw notFound();
  return toPropertyInfo(updated);
}
