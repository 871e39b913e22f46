import { accountCalls, type TEndpointBody, type accountEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { useWriteMutation } from '../../../shared/api/owner-writes';

export function confirmPasswordReset(body: TEndpointBody<typeof accountEndpoints.confirmPasswordReset>) {
  return callEndpoint(accountCalls.confirmPasswordReset, { body });
}

export function useConfirmPasswordReset() {
  return useWriteMutation({ mutationFn: confirmPasswordReset, touches: () => ({ kind: 'nothing-kept' }) });
}
