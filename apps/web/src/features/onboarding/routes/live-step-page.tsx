import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { StepGuard } from '../components/step-guard';

/** Onboarding step 4 (/onboarding/step41): the property is live. */
export function LiveStepPage() {
  useDocumentTitle('Your property is live');
  return (
    <StepGuard step="dashboard">
      {() => (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
          <Stack gap="lg" align="center" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
              <IconConfetti size={34} />
            </ThemeIcon>
            <Stack gap={6} align="center">
              <Title order={1} fz={26}>
                Your property is live
              </Title>
              <Text maw={520}>
                Guests can book it now. Your dashboard shows its reservations, earnings and care reports as
                they come in.
              </Text>
            </Stack>
            <Button component={Link} to={paths.owner.dashboard.href()} size="md">
              View My Dashboard
            </Button>
          </Stack>
        </Paper>
      )}
    </StepGuard>
  );
}
