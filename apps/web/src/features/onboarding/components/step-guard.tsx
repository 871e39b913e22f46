import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { messages, type TOnboardingNextStep, type TOnboardingStatus } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { onboardingPathOf, useOnboardingStatus } from '../api/onboarding-status';
import { StatusAlert } from '../../../shared/ui/status-alert';

type StepGuardProps = {
  /** The next step (as the server names it) this page is for. */
  step: TOnboardingNextStep;
  /** Ask again every so often, for a page that waits for the provider. */
  refetchInterval?: number;
  children: (status: TOnboardingStatus) => ReactNode;
};

/**
 * Where an owner at `next` goes from the page of `step`. An owner past onboarding sees step 4
 * ('View My Dashboard') only as the step after waiting at step 3; from an earlier step's page,
 * where step 1 or 2 would show as current, they go straight to the dashboard.
 */
function destinationOf(step: TOnboardingNextStep, next: TOnboardingNextStep): string {
  if (next === 'dashboard' && step !== 'step31') return paths.owner.dashboard.href();
  return onboardingPathOf(next);
}

/** Shows a step's page only to an owner who is at that step; sends anyone else to theirs. */
export function StepGuard({ step, refetchInterval, children }: StepGuardProps) {
  const status = useOnboardingStatus({ refetchInterval });
  // A remembered status may be from before the last step was saved: only a fresh answer counts.
  if (!status.isFetchedAfterMount && !status.isError) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (status.isError || !status.data) {
    return <StatusAlert type="error">{messages.profileFetchFailed}</StatusAlert>;
  }
  if (status.data.next_step !== step) {
    return <Navigate to={destinationOf(step, status.data.next_step)} replace />;
  }
  return children(status.data);
}
