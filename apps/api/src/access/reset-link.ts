/** A reset link works for this long after it is sent (docs/decisions: password reset links). */
export const RESET_LINK_TTL_MS = 60 * 60_000;

/** The user id as the link's uid segment: base64url of its decimal digits, as Django writes it. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The user id of a uid segment, or undefined for anything that is not one we could have written. */
export function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return undefined;
  const digits = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(digits)) return undefined;
  const id = Number(digits);
  // Only the canonical spelling counts, so one link has exactly one uid.
  return Number.isSafeInteger(id) && id <= 2_147_483_647 && encodeUid(id) === uid ? id : undefined;
}

export function resetLinkUrl(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/accounts/reset/${encodeUid(userId)}/${token}`;
}
