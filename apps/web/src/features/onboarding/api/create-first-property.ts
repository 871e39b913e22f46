import { onboardingCalls, type TEndpointBody, type onboardingEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { useWriteMutation } from '../../../shared/api/owner-writes';

export function createFirstProperty(body: TEndpointBody<typeof onboardingEndpoints.createFirstProperty>) {
  return callEndpoint(onboardingCalls.createFirstProperty, { body });
}

export function useCreateFirstProperty() {
  return useWriteMutation({ mutationFn: createFirstProperty, touches: () => ({ kind: 'first-property' }) });
}
