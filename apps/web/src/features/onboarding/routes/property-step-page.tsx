import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { FirstPropertyForm } from '../components/first-property-form';
import { StepGuard } from '../components/step-guard';

/** Onboarding step 2 (/onboarding/step21): the first property. */
export function PropertyStepPage() {
  useDocumentTitle('Tell us about your first property');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          Tell us about your first property
        </Title>
        <Text c="dimmed">
          What you know of it today is enough: we check the details with you while we prepare the listing.
          More properties can be added later with your account manager.
        </Text>
      </Stack>
      <StepGuard step="step21">
        {() => (
          <FirstPropertyForm
            onCreated={() => navigate(paths.onboardingStep.href('step31'), { replace: true })}
          />
        )}
      </StepGuard>
    </Stack>
  );
}
