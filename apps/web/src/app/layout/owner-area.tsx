import { OnboardingGate } from './onboarding-gate';
import { OwnerShell } from './owner-shell';

/** The owner area's frame behind its onboarding gate: one lazy module, so sign-in does not load it. */
export function OwnerArea() {
  return (
    <OnboardingGate>
      <OwnerShell />
    </OnboardingGate>
  );
}
