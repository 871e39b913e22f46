import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The way back from the password-reset cards to the sign-in page. */
export function BackToSignInLink() {
  return (
    <Anchor component={Link} to={paths.login.href()} fz="sm" fw={500} ta="center">
      Back to sign in
    </Anchor>
  );
}
