import { authEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { useWriteMutation } from '../../../shared/api/owner-writes';

export function login(body: TEndpointBody<typeof authEndpoints.login>) {
  return callEndpoint(authEndpoints.login, { body });
}

export function useLogin() {
  return useWriteMutation({ mutationFn: login, touches: () => ({ kind: 'nothing-kept' }) });
}
