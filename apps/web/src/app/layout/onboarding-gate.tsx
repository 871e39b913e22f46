import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useOnboardingGateStatus } from '../../features/onboarding/api/onboarding-status';

/**
 * The owner area is for owners who have a live property (spec section 4): anyone else is sent to
 * their onboarding step, as the server computes it. The status is asked afresh on each entry; a
 * remembered "dashboard" lets the owner in at once while it is checked again.
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const status = useOnboardingGateStatus();
  const nextStep = status.data?.next_step;
  if (nextStep === 'dashboard') return children;
  // If the status cannot be had, the portal still opens: its pages say what fails.
  if (status.isError) return children;
  if (!nextStep || status.isFetching) {
    return (
      <Center mih="100vh">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  return <Navigate to={paths.onboardingStep.href(nextStep)} replace />;
}
