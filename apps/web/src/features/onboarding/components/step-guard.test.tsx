import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { TOnboardingNextStep } from '@harborstay/contracts';
import { mockApi, ok } from '../../../testing/api-mock';
import { buildOnboardingStatus } from '../../../testing/builders';
import { renderWithApp } from '../../../testing/render';
import { StepGuard } from './step-guard';

const answerStatus = (next_step: TOnboardingNextStep) =>
  mockApi({ 'GET /api/owners/onboarding/': () => ok(buildOnboardingStatus(next_step)) });

function renderStep(step: TOnboardingNextStep, path: string) {
  return renderWithApp(<StepGuard step={step}>{() => <p>the step page</p>}</StepGuard>, { path });
}

describe('StepGuard', () => {
  it('sends an owner with a profile and a live property from step 1 to the dashboard', async () => {
    answerStatus('dashboard');
    const { router } = renderStep('step11', '/onboarding/step11');
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'));
  });

  it('sends such an owner from step 2 to the dashboard too', async () => {
    answerStatus('dashboard');
    const { router } = renderStep('step21', '/onboarding/step21');
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'));
  });

  it('moves an owner waiting at step 3 on to step 4 once the property is live', async () => {
    answerStatus('dashboard');
    const { router } = renderStep('step31', '/onboarding/step31');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step41'));
  });

  it('sends an owner at another step to that step', async () => {
    answerStatus('step21');
    const { router } = renderStep('step11', '/onboarding/step11');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step21'));
  });

  it('shows the page to an owner at this step', async () => {
    answerStatus('step11');
    const { router } = renderStep('step11', '/onboarding/step11');
    expect(await screen.findByText('the step page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding/step11');
  });
});
