import { authCalls, type authEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { usePendingCall } from '../../../shared/api/use-pending-call';

export function login(body: TEndpointBody<typeof authEndpoints.login>) {
  return callEndpoint(authCalls.login, { body });
}

/** Signing in keeps nothing in the query cache: the session goes to the session store. */
export function useLogin() {
  return usePendingCall(login);
}
