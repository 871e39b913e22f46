import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingEndpoints, type TOnboardingNextStep } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import { paths } from '../../../config/paths';

/** Where the owner belongs, computed by the server (spec section 4). Always asked afresh. */
export const onboardingStatusQuery = queryOptions({
  queryKey: ownerKeys.onboarding,
  queryFn: ({ signal }) => callEndpoint(onboardingEndpoints.status, { signal }),
  staleTime: 0,
});

export function useOnboardingStatus(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...onboardingStatusQuery, ...options });
}

/** The onboarding page of a next step; an owner whose property is live sees step 4. */
export function onboardingPathOf(step: TOnboardingNextStep): string {
  return paths.onboardingStep.href(step === 'dashboard' ? 'step41' : step);
}
