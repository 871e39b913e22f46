import { accountCalls, type TEndpointBody, type accountEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { useWriteMutation } from '../../../shared/api/owner-writes';

export function requestPasswordReset(body: TEndpointBody<typeof accountEndpoints.requestPasswordReset>) {
  return callEndpoint(accountCalls.requestPasswordReset, { body });
}

export function useRequestPasswordReset() {
  return useWriteMutation({ mutationFn: requestPasswordReset, touches: () => ({ kind: 'nothing-kept' }) });
}
