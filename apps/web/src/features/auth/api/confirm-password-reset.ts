import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

export function confirmPasswordReset(body: TEndpointBody<typeof accountEndpoints.confirmPasswordReset>) {
  return callEndpoint(accountEndpoints.confirmPasswordReset, { body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
