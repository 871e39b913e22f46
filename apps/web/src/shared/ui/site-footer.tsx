import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useBrandName } from '../site-config';

/** Copyright with the current year and the three legal links (spec section 2). */
export function SiteFooter() {
  const brandName = useBrandName();
  return (
    // No side padding of its own: it lines up with the content of the page that holds it.
    <Group component="footer" justify="space-between" gap="xs" py="md" wrap="wrap">
      <Text fz="sm" c="dimmed" data-hit-area="link">
        © {new Date().getFullYear()} {brandName}. All rights reserved.
      </Text>
      {/* On a phone the links wrap: lines closer together than the links on a line. */}
      <Group gap="md" component="nav" aria-label="Legal" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
        <Anchor component={Link} to={paths.termsOfService.href()} fz="sm" c="dimmed" data-hit-area="link">
          Terms of Service
        </Anchor>
        <Anchor component={Link} to={paths.privacyPolicy.href()} fz="sm" c="dimmed" data-hit-area="link">
          Privacy Policy
        </Anchor>
        <Anchor component={Link} to={paths.managementTerms.href()} fz="sm" c="dimmed" data-hit-area="link">
          Management Terms
        </Anchor>
      </Group>
    </Group>
  );
}
