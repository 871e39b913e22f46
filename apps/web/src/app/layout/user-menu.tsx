import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOwnerProfile } from '../../features/profile/api/owner-profile';
import { paths } from '../../config/paths';
import { useSession } from '../../shared/session/session-store';
import { signOut } from '../../shared/session/sign-out';
import classes from './user-menu.module.css';

/** Avatar, first and last name, and the 'Welcome!' menu (spec section 2). */
export function UserMenu() {
  const session = useSession();
  const picture = useOwnerProfile().data?.picture ?? null;
  if (!session) return null;
  const { first_name: firstName, last_name: lastName, email } = session.user;
  const fullName = `${firstName} ${lastName}`.trim() || email;
  return (
    // No focus placeholder in the menu: a role="menu" may hold menu items only (axe aria-required-children).
    <Menu position="bottom-end" width={240} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/* Named by its visible text, the owner's name, so that speech input can say what it shows. */}
        <UnstyledButton data-testid="user-menu" className={classes.target}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="harbor" radius="xl" size={36} name={fullName} src={picture} alt="" aria-hidden />
            <Text fw={600} fz="sm" className={classes.name} data-testid="user-name">
              {fullName}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Welcome!</Menu.Label>
        {/* The name beside the avatar is hidden on a phone: the open menu always says who is signed in. */}
        <Text px="sm" pb="xs" fw={600} fz="sm" truncate="end" data-testid="user-menu-name">
          {fullName}
        </Text>
        <Menu.Divider />
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
