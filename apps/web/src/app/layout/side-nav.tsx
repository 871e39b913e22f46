import { NavLink, Stack } from '@mantine/core';
import { IconBuildingCommunity, IconCalendarStats, IconLayoutDashboard } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { matchesAnyPath, paths } from '../../config/paths';

const { owner } = paths;
/** Each entry is active on the pages of its area, and below them. */
const ENTRIES = [
  {
    label: 'Properties',
    href: owner.properties.href(),
    icon: IconBuildingCommunity,
    area: [
      owner.properties,
      owner.coOwners,
      owner.propertyDetails,
      owner.propertyDocuments,
      owner.propertyCalendar,
      owner.propertyCare,
    ],
  },
  {
    label: 'Dashboard',
    href: owner.dashboard.href(),
    icon: IconLayoutDashboard,
    area: [owner.dashboard, owner.alternativeDashboard],
  },
  {
    label: 'Reservations',
    href: owner.reservationFeed.href(),
    icon: IconCalendarStats,
    area: [owner.reservationFeed],
  },
] as const;

/** The owner entries of the side navigation (spec section 2). */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {ENTRIES.map(({ label, href, icon: Icon, area }) => (
        <NavLink
          key={href}
          component={Link}
          to={href}
          label={label}
          leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
          active={matchesAnyPath(area, pathname, { prefix: true })}
          onClick={onNavigate}
          variant="light"
          fw={500}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}
