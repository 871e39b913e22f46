import { Paper, Stack } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { OnboardingSteps } from '../components/onboarding-steps';

/** /onboarding/step11 … step41: the step is the first digit. */
function currentStepOf(pathname: string) {
  const step = Number(/\/onboarding\/step([1-4])1\/?$/.exec(pathname)?.[1] ?? 1);
  return step - 1;
}

/** Every onboarding page: the four-step header above the step's own page. */
export function OnboardingLayout() {
  const { pathname } = useLocation();
  return (
    <Stack gap="xl" maw={1040} mx="auto">
      <Paper withBorder radius="lg" px={{ base: 'xs', sm: 'lg' }} py="md">
        <OnboardingSteps current={currentStepOf(pathname)} />
      </Paper>
      <Outlet />
    </Stack>
  );
}
