import { Box, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './onboarding-steps.module.css';

/** The four steps of spec section 2, as the header names them. */
export const ONBOARDING_STEPS = [
  { title: 'Complete your owner profile', short: 'Profile', description: 'Who you are and how to reach you' },
  { title: 'Tell us about your first property', short: 'Property', description: 'More can be added later' },
  { title: 'We prepare your listing', short: 'Listing', description: 'Takes 1-2 weeks' },
  { title: 'List your property live', short: 'Live', description: 'Guests can book it' },
] as const;

export type StepState = 'checked' | 'selected' | 'pending';

const STATE_TEXT: Record<StepState, string> = {
  checked: 'completed',
  selected: 'current step',
  pending: 'not started',
};

export function stepStateOf(index: number, current: number): StepState {
  if (index < current) return 'checked';
  return index === current ? 'selected' : 'pending';
}

/** The header of every onboarding page: each step checked, selected or pending. */
export function OnboardingSteps({ current }: { current: number }) {
  return (
    <Box component="ol" aria-label="Onboarding steps" className={classes.list}>
      {ONBOARDING_STEPS.map((step, index) => {
        const state = stepStateOf(index, current);
        return (
          <li
            key={step.title}
            className={classes.step}
            data-state={state}
            aria-current={state === 'selected' ? 'step' : undefined}
          >
            <ThemeIcon
              size={36}
              radius="xl"
              variant={state === 'pending' ? 'outline' : 'filled'}
              color={state === 'checked' ? 'teal.8' : state === 'selected' ? 'harbor' : 'gray.6'}
              className={classes.marker}
              aria-hidden
            >
              {state === 'checked' ? <IconCheck size={20} stroke={2.5} /> : <Text fw={700}>{index + 1}</Text>}
            </ThemeIcon>
            <div className={classes.text}>
              <Text
                fw={state === 'selected' ? 700 : 600}
                fz="sm"
                c={state === 'pending' ? 'dimmed' : undefined}
              >
                <span className={classes.long}>{step.title}</span>
                <span className={classes.short}>{step.short}</span>
                <VisuallyHidden> ({STATE_TEXT[state]})</VisuallyHidden>
              </Text>
              <Text fz="xs" c="dimmed" className={classes.long}>
                {step.description}
              </Text>
            </div>
          </li>
        );
      })}
    </Box>
  );
}
