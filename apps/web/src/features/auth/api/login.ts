import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

export function login(body: TEndpointBody<typeof authEndpoints.login>) {
  return callEndpoint(authEndpoints.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
