import { STORAGE_PROPERTY_KEY, ZPathId } from '@harborstay/contracts';

/** A property id as the address bar gives it, by the server's own rule for ids in paths. */
export function parsePropertyId(segment: string | undefined): number | null {
  const parsed = ZPathId.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

/** The property being looked at, kept for the other pages as `property_id` (spec section 2). */
export function rememberCurrentProperty(id: number) {
  localStorage.setItem(STORAGE_PROPERTY_KEY, String(id));
}
