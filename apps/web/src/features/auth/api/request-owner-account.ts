import { accountRequestCalls, type TEndpointBody, type accountRequestEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { usePendingCall } from '../../../shared/api/use-pending-call';

export function requestOwnerAccount(body: TEndpointBody<typeof accountRequestEndpoints.create>) {
  return callEndpoint(accountRequestCalls.create, { body });
}

/** Opened from the sign-in page, which has no query cache; the request changes nothing kept. */
export function useRequestOwnerAccount() {
  return usePendingCall(requestOwnerAccount);
}
