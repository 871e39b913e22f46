import { MAX_SERIAL_ID, PATH_ID_PATTERN, STORAGE_PROPERTY_KEY } from '@harborstay/contracts';

/**
 * A property id as the address bar gives it, by the server's own rule for ids in paths
 * (`ZPathId`: up to ten decimal digits, from 1 to the largest id). Checked by hand because every
 * owner page's loader reads it, and zod's schemas would be built on each first render (decision
 * 0072); the test holds it to `ZPathId` on any text.
 */
export function parsePropertyId(segment: string | undefined): number | null {
  if (segment === undefined || !PATH_ID_PATTERN.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_SERIAL_ID ? id : null;
}

/** The property being looked at, kept for the other pages as `property_id` (spec section 2). */
export function rememberCurrentProperty(id: number) {
  localStorage.setItem(STORAGE_PROPERTY_KEY, String(id));
}
