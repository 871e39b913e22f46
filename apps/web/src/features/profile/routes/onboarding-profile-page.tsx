import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { OwnerProfileEditor } from '../components/owner-profile-editor';

/**
 * Onboarding step 1 (/onboarding/step11): the same profile form and rules as /profile, without
 * the password. The router shows it only to an owner at step 1 (the onboarding's StepGuard).
 */
export function OnboardingProfilePage() {
  useDocumentTitle('Complete your owner profile');
  const navigate = useNavigate();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          Complete your owner profile
        </Title>
        <Text c="dimmed">Tell us who you are and how we can reach you. You can change this later.</Text>
      </Stack>
      <OwnerProfileEditor
        withPassword={false}
        submitLabel="Save and continue"
        onSaved={() => navigate(paths.onboardingStep.href('step21'))}
      />
    </Stack>
  );
}
