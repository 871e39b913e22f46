import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { isDashboardPath } from '../../config/paths';
import { PropertyFilterProvider } from '../../shared/property-filter/property-filter';
import { Logo } from '../../shared/ui/logo';
import { PropertyFilterSelect } from './property-filter-select';
import { SideNav } from './side-nav';
import { SiteFooter } from '../../shared/ui/site-footer';
import { SupportWidgets } from '../../shared/widgets/support-widgets';
import { UserMenu } from './user-menu';
import { RevealInTurn, turns } from '../../shared/ui/reveal-in-turn';

/** The owner area's frame: side navigation (collapsing under 1200px), top bar, footer. */
export function OwnerShell() {
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <PropertyFilterProvider>
      <SupportWidgets />
      <AppShell
        header={{ height: 68 }}
        navbar={{ width: 248, breakpoint: 'lg', collapsed: { mobile: !isNavOpen } }}
        padding={{ base: 'md', lg: 'xl' }}
      >
        <AppShell.Header px={{ base: 'sm', sm: 'lg' }}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={isNavOpen}
                onClick={toggle}
                hiddenFrom="lg"
                size="sm"
                aria-label="Toggle navigation"
              />
              <Logo to="/owner/dashboard" size="sm" isNameHiddenOnPhone />
            </Group>
            <RevealInTurn turn={turns.topBarTools}>
              <Group gap="md" wrap="nowrap">
                {isDashboardPath(pathname) && <PropertyFilterSelect />}
                <UserMenu />
              </Group>
            </RevealInTurn>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="md">
          <RevealInTurn turn={turns.sideNav}>
            <SideNav onNavigate={close} />
          </RevealInTurn>
        </AppShell.Navbar>
        <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ flex: 1 }}>
            <Outlet />
          </div>
          <RevealInTurn turn={turns.footer}>
            <SiteFooter />
          </RevealInTurn>
        </AppShell.Main>
      </AppShell>
    </PropertyFilterProvider>
  );
}
