import { MASK_VISIBLE_CHARS } from '@harborstay/contracts';

/** Always five dots, whatever the length, so the mask does not tell how long the number is. */
const DOTS = '•••••';

/**
 * Bank routing and account numbers and the TIN leave the server masked: only the last 4
 * characters show ('•••••6789'). A value of 4 characters or fewer shows nothing of itself.
 */
export function maskSecret(value: string | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.length <= MASK_VISIBLE_CHARS) return DOTS;
  return `${DOTS}${trimmed.slice(-MASK_VISIBLE_CHARS)}`;
}
