import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerPropertiesQuery } from '../../../shared/api/owner-properties';
import { onboardingStatusQuery } from './onboarding-status';

export function createFirstProperty(body: TEndpointBody<typeof onboardingEndpoints.createFirstProperty>) {
  return callEndpoint(onboardingEndpoints.createFirstProperty, { body });
}

export function useCreateFirstProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstProperty,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: onboardingStatusQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ownerPropertiesQuery.queryKey });
    },
  });
}
