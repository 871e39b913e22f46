import { accountRequestEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { useWriteMutation } from '../../../shared/api/owner-writes';

export function requestOwnerAccount(body: TEndpointBody<typeof accountRequestEndpoints.create>) {
  return callEndpoint(accountRequestEndpoints.create, { body });
}

export function useRequestOwnerAccount() {
  return useWriteMutation({ mutationFn: requestOwnerAccount, touches: () => ({ kind: 'nothing-kept' }) });
}
