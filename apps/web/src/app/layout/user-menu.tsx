import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOwnerProfile } from '../../features/profile/api/owner-profile';
import { paths } from '../../config/paths';
import { useSession } from '../../shared/session/session-store';
import { signOut } from '../../shared/session/sign-out';

/** Avatar, first and last name, and the 'Welcome!' menu (spec section 2). */
export function UserMenu() {
  const session = useSession();
  const picture = useOwnerProfile().data?.picture ?? null;
  if (!session) return null;
  const { first_name: firstName, last_name: lastName } = session.user;
  const fullName = `${firstName} ${lastName}`.trim() || session.user.email;
  return (
    <Menu position="bottom-end" width={200} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu of ${fullName}`} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="harbor" radius="xl" size={36} name={fullName} src={picture} alt="" />
            <Text fw={600} fz="sm" visibleFrom="sm" data-testid="user-name">
              {fullName}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Welcome!</Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.profile.href()}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          My profile
        </Menu.Item>
        <Menu.Item onClick={() => void signOut()} leftSection={<IconLogout size={16} aria-hidden />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
