import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

/** The server checks the old password in this same call; the current session stays signed in. */
export function changePassword(body: TEndpointBody<typeof accountEndpoints.changePassword>) {
  return callEndpoint(accountEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
