import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { TOnboardingNextStep, TOnboardingStatus } from '@harborstay/contracts';
import { renderWithApp } from '../../../testing/render';
import { StepGuard } from './step-guard';

function answerStatus(next_step: TOnboardingNextStep) {
  const status: TOnboardingStatus = {
    has_profile: next_step !== 'step11',
    properties_in_progress: next_step === 'step31' ? 1 : 0,
    properties_completed: next_step === 'dashboard' ? 1 : 0,
    next_step,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify(status), { status: 200 }),
  );
}

function renderStep(step: TOnboardingNextStep, path: string) {
  return renderWithApp(<StepGuard step={step}>{() => <p>the step page</p>}</StepGuard>, { path });
}

afterEach(() => vi.restoreAllMocks());

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
