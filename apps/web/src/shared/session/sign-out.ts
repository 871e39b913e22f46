import { authCalls } from '@harborstay/contracts';
import { paths } from '../../config/paths';
import { callEndpoint } from '../api/api-client';
import { sessionStore } from './session-store';

/**
 * Logout (spec section 4): tell the server to revoke the token, forget everything kept in the
 * browser, and reload on the sign-in page so no data of this owner stays in memory.
 */
export async function signOut() {
  await callEndpoint(authCalls.logout).catch(() => undefined);
  endSession();
}

/** The session is over (signed out, or the server refused the token). */
export function endSession() {
  sessionStore.clearAll();
  window.location.assign(paths.login.href());
}
