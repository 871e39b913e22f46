import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export type LinkTab = { label: string; href: string; isActive: (pathname: string) => boolean };

/**
 * Navigation between sibling pages drawn as tabs. They are links, not ARIA tabs: each one
 * loads a page of its own, and the current one says so with aria-current. On a phone they wrap
 * onto a second row rather than hide behind a scroll nobody sees.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <Group gap={6} pb={2}>
        {tabs.map((tab) => {
          const isActive = tab.isActive(pathname);
          return (
            <Button
              key={tab.href}
              component={Link}
              to={tab.href}
              aria-current={isActive ? 'page' : undefined}
              variant={isActive ? 'filled' : 'default'}
              radius="xl"
              size="sm"
              fw={600}
              style={{ flexShrink: 0 }}
            >
              {tab.label}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
