import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconChartBar, IconFileText } from '@tabler/icons-react';
import { useBrandName } from '../../../shared/site-config';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { LoginForm } from '../components/login-form';
import { PasswordResetNotice } from '../components/password-reset-notice';
import classes from './login-page.module.css';

const HIGHLIGHTS = [
  { icon: IconChartBar, text: 'Earnings and occupancy, month by month' },
  { icon: IconCalendarStats, text: 'Book your own stays and block dates' },
  { icon: IconFileText, text: 'Statements, permits and care reports in one place' },
] as const;

export function LoginPage() {
  useDocumentTitle('Sign in');
  const brandName = useBrandName();
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
          <LoginForm />
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
