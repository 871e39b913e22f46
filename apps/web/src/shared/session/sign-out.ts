import { authCalls } from '@harborstay/contracts';
import { callEndpoint } from '../api/api-client';
import { loginHref } from './return-to';
import { sessionStore } from './session-store';

/**
 * Logout (spec section 4): tell the server to revoke the token, forget everything kept in the
 * browser, and reload on the sign-in page so no data of this owner stays in memory.
 */
export async function signOut() {
  await callEndpoint(authCalls.logout).catch(() => undefined);
  endSession();
}

/**
 * The session is over (signed out, or the server refused the token). A session that expired under
 * the owner's feet names the page they were on, to return to once signed in again (decision 0090).
 */
export function endSession({ returnTo }: { returnTo?: string } = {}) {
  sessionStore.clearAll();
  window.location.assign(loginHref(returnTo));
}

/** The page the owner is on, as the sign-in page's return address. */
export function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
