import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

export function requestPasswordReset(body: TEndpointBody<typeof accountEndpoints.requestPasswordReset>) {
  return callEndpoint(accountEndpoints.requestPasswordReset, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
