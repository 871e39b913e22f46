import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import { SiteFooter } from '../../shared/ui/site-footer';
import { SupportWidgets } from '../../shared/widgets/support-widgets';
import { UserMenu } from './user-menu';

/** The frame of the signed-in pages outside the owner area: onboarding and the profile. */
export function MinimalShell() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SupportWidgets />
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={68}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo to="/owner/dashboard" size="sm" />
            <UserMenu />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <Container size="lg" w="100%">
        <SiteFooter />
      </Container>
    </Box>
  );
}
