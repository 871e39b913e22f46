import { accountCalls, type TEndpointBody, type accountEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { useWriteMutation } from '../../../shared/api/owner-writes';

/** The server checks the old password in this same call; the current session stays signed in. */
export function changePassword(body: TEndpointBody<typeof accountEndpoints.changePassword>) {
  return callEndpoint(accountCalls.changePassword, { body });
}

export function useChangePassword() {
  return useWriteMutation({ mutationFn: changePassword, touches: () => ({ kind: 'nothing-kept' }) });
}
