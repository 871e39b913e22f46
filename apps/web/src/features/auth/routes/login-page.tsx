import { lazy, Suspense, useState } from 'react';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconChartBar, IconFileText } from '@tabler/icons-react';
import { useBrandName } from '../../../shared/site-config';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useHasPainted } from '../../../shared/ui/use-has-painted';
import { PageLoadError } from '../../../shared/page-load-error';
import { useLocation } from 'react-router';
import { noticeEmailOf, PasswordResetNotice } from '../components/password-reset-notice';
import classes from './login-page.module.css';
// The sign-in page's own components' styles (the common ones come with main.tsx): it does without
// Mantine's whole sheet, which every other page fetches (decision 0055).
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';

// The form's code (react-hook-form, zod with the contracts' rules, the inputs, the sign-in call) is
// asked for once the page has painted, and shows in a box of its height, so that nothing moves when
// it does (decision 0055). Its failure to download is a page's.
const LoginForm = lazy(() =>
  import('../components/login-form').then(
    (module) => ({ default: module.LoginForm }),
    (error: unknown) => {
      throw new PageLoadError(error);
    },
  ),
);
/** The form's height from 360 px wide up (measured in Chromium), kept while its code arrives. */
const LOGIN_FORM_HEIGHT_PX = 303;

const HIGHLIGHTS = [
  { icon: IconChartBar, text: 'Earnings and occupancy, month by month' },
  { icon: IconCalendarStats, text: 'Book your own stays and block dates' },
  { icon: IconFileText, text: 'Statements, permits and care reports in one place' },
] as const;

export function LoginPage() {
  useDocumentTitle('Sign in');
  const brandName = useBrandName();
  const hasPainted = useHasPainted();
  // Read once: the notice takes its state out of the history entry, and the form arrives later.
  const location = useLocation();
  const [email] = useState(() => noticeEmailOf(location.state));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <Box className={classes.hero} visibleFrom="md">
        <Stack justify="space-between" h="100%" p={56}>
          <Logo size="lg" inverted />
          <Stack gap="lg" maw={460}>
            <Title order={2} c="white" fz={36} lh={1.2}>
              Your property, looked after. Your earnings, in plain sight.
            </Title>
            <Stack gap="sm">
              {HIGHLIGHTS.map(({ icon: Icon, text }) => (
                <Text
                  key={text}
                  c="harbor.0"
                  fz="lg"
                  style={{ display: 'flex', gap: 12, alignItems: 'center' }}
                >
                  <Icon size={22} aria-hidden /> {text}
                </Text>
              ))}
            </Stack>
          </Stack>
          <Text c="harbor.1" fz="sm">
            {brandName} owner portal
          </Text>
        </Stack>
      </Box>
      <Stack component="main" justify="center" align="center" p={{ base: 'md', sm: 'xl' }} bg="gray.0">
        <Box hiddenFrom="md" mb="md">
          <Logo size="md" />
        </Box>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={440}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={26}>
              Owner sign in
            </Title>
            <Text c="dimmed">Welcome back. Sign in to see how your properties are doing.</Text>
          </Stack>
          <PasswordResetNotice />
          <Box mih={LOGIN_FORM_HEIGHT_PX}>
            {hasPainted && (
              <Suspense fallback={null}>
                <LoginForm email={email} />
              </Suspense>
            )}
          </Box>
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
