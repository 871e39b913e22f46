import {
  authCalls,
  ownerProfileCalls,
  type TEndpointResponse,
  type ownerProfileEndpoints,
} from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { sessionStore } from '../../../shared/session/session-store';

/**
 * Follows the link sent to a new address. One call per token even when React runs the page's
 * effect twice: a second call would find the link used.
 */
const calls = new Map<string, Promise<TEndpointResponse<typeof ownerProfileEndpoints.confirmEmail>>>();
export function confirmEmail(token: string) {
  let call = calls.get(token);
  if (!call) {
    call = callEndpoint(ownerProfileCalls.confirmEmail, { body: { token } });
    calls.set(token, call);
  }
  return call;
}

/** A signed-in browser learns its user's new e-mail at once (the widgets identify with it). */
export async function refreshSessionUser() {
  const session = sessionStore.get();
  if (!session) return;
  const user = await callEndpoint(authCalls.user);
  if (sessionStore.get()?.key === session.key) sessionStore.set({ ...session, user });
}
