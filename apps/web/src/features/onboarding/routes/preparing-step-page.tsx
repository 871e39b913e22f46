import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCamera, IconHourglassHigh, IconListCheck, IconPhone } from '@tabler/icons-react';
import { useOwnerProperties } from '../../../shared/api/owner-properties';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { StepGuard } from '../components/step-guard';

/** How often the page asks whether the provider has made the property live. */
const POLL_MS = 30_000;

const WHAT_HAPPENS = [
  { icon: IconPhone, text: 'Your account manager calls you to go through the details and plan a visit.' },
  { icon: IconCamera, text: 'We photograph the property and write its listing.' },
  { icon: IconListCheck, text: 'We set the prices, the calendar and the booking channels.' },
] as const;

/** Onboarding step 3 (/onboarding/step31): waiting while the provider prepares the listing. */
export function PreparingStepPage() {
  useDocumentTitle('We are preparing your listing');
  const { data: properties = [] } = useOwnerProperties();
  const inProgress = properties.filter((property) => property.status === 'in progress');
  const names = inProgress.map((property) => property.entity_name).join(', ');

  return (
    <StepGuard step="step31" refetchInterval={POLL_MS}>
      {() => (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
          <Stack gap="lg" align="flex-start">
            <ThemeIcon size={56} radius="xl" variant="light" color="harbor" aria-hidden>
              <IconHourglassHigh size={30} />
            </ThemeIcon>
            <Stack gap={6}>
              <Title order={1} fz={26}>
                We are preparing your listing (1-2 weeks)
              </Title>
              <Text>
                Thank you
                {names ? (
                  <>
                    {' '}
                    for telling us about <strong>{names}</strong>
                  </>
                ) : null}
                . Our team is getting it ready to welcome guests; this takes one to two weeks.
              </Text>
            </Stack>
            <Stack gap="xs">
              <Title order={2} fz="lg">
                What happens now
              </Title>
              <List spacing="sm" styles={{ itemLabel: { lineHeight: 1.5 } }} center>
                {WHAT_HAPPENS.map(({ icon: Icon, text }) => (
                  <List.Item
                    key={text}
                    icon={
                      <ThemeIcon size={28} radius="xl" variant="light" color="teal" aria-hidden>
                        <Icon size={16} />
                      </ThemeIcon>
                    }
                  >
                    {text}
                  </List.Item>
                ))}
              </List>
            </Stack>
            <Text c="dimmed" fz="sm">
              This page moves on by itself when your property is live. You can close it and come back any
              time.
            </Text>
          </Stack>
        </Paper>
      )}
    </StepGuard>
  );
}
