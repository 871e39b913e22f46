import { STORAGE_PROPERTY_KEY } from '@harborstay/contracts';

/** A property id as the address bar gives it: digits only, within a database id. */
export function parsePropertyId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The property being looked at, kept for the other pages as `property_id` (spec section 2). */
export function rememberCurrentProperty(id: number) {
  localStorage.setItem(STORAGE_PROPERTY_KEY, String(id));
}
