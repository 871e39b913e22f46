import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOnboardingPropertyCreated, TOnboardingPropertyInput } from '@harborstay/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { ownerPropertiesQuery } from '../../../shared/api/owner-properties';
import { onboardingStatusQuery } from './onboarding-status';

export function createFirstProperty(body: TOnboardingPropertyInput) {
  return apiFetch<TOnboardingPropertyCreated>('/api/owners/onboarding/property/', { method: 'POST', body });
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
