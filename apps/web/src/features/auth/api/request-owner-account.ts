import { useMutation } from '@tanstack/react-query';
import { accountRequestEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

export function requestOwnerAccount(body: TEndpointBody<typeof accountRequestEndpoints.create>) {
  return callEndpoint(accountRequestEndpoints.create, { body });
}

export function useRequestOwnerAccount() {
  return useMutation({ mutationFn: requestOwnerAccount });
}
