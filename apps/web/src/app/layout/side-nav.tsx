import { NavLink, Stack } from '@mantine/core';
import { IconBuildingCommunity, IconCalendarStats, IconLayoutDashboard } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

const ENTRIES = [
  {
    label: 'Properties',
    href: paths.owner.properties.href(),
    icon: IconBuildingCommunity,
    match: /^\/owner\/(properties|property-|co-owners)/,
  },
  {
    label: 'Dashboard',
    href: paths.owner.dashboard.href(),
    icon: IconLayoutDashboard,
    match: /^\/owner\/(alternative-)?dashboard/,
  },
  {
    label: 'Reservations',
    href: paths.owner.reservationFeed.href(),
    icon: IconCalendarStats,
    match: /^\/owner\/financial\//,
  },
] as const;

/** The owner entries of the side navigation (spec section 2). */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {ENTRIES.map(({ label, href, icon: Icon, match }) => (
        <NavLink
          key={href}
          component={Link}
          to={href}
          label={label}
          leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
          active={match.test(pathname)}
          onClick={onNavigate}
          variant="light"
          fw={500}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}
