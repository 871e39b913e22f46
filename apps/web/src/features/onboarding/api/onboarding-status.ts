import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { onboardingCalls, type TOnboardingNextStep } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';
import { paths } from '../../../config/paths';

/** Where the owner belongs, computed by the server (spec section 4). Always asked afresh. */
export const onboardingStatusQuery = queryOptions({
  queryKey: ownerKeys.onboarding,
  queryFn: ({ signal }) => callEndpoint(onboardingCalls.status, { signal }),
  staleTime: 0,
});

/** When the owner last entered the owner area: its route's loader asked for the status then. */
let enteredAt = 0;

/** Starts the owner area's status check with the area's code (its route's loader, decision 0055). */
export function prefetchOnboardingStatus(client: QueryClient) {
  enteredAt = Date.now();
  return client.prefetchQuery(onboardingStatusQuery);
}

/**
 * The owner area's gate: asked afresh on each entry, but not a second time when this entry's
 * loader already had the answer (a check still on its way is shared, not repeated).
 */
export function useOnboardingGateStatus() {
  return useQuery({
    ...onboardingStatusQuery,
    refetchOnMount: (query) => enteredAt === 0 || query.state.dataUpdatedAt < enteredAt,
  });
}

export function useOnboardingStatus(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...onboardingStatusQuery, ...options });
}

/** The onboarding page of a next step; an owner whose property is live sees step 4. */
export function onboardingPathOf(step: TOnboardingNextStep): string {
  return paths.onboardingStep.href(step === 'dashboard' ? 'step41' : step);
}
