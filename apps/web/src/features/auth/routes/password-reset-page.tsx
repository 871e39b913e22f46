import { Paper, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { PasswordResetConfirm } from '../components/password-reset-confirm';
import { PasswordResetRequestForm } from '../components/password-reset-request-form';

/**
 * `/accounts/reset/` asks for the e-mail; `/accounts/reset/{uid}/{token}` (the e-mailed link)
 * asks for the new password. No sign-in needed (spec section 2).
 */
export function PasswordResetPage() {
  useDocumentTitle('Password Reset');
  const { uid, token } = useParams();
  return (
    <Stack
      component="main"
      mih="100vh"
      align="center"
      justify="center"
      gap="lg"
      p={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
    >
      <Logo size="md" to="/login" />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={460}>
        {uid && token ? (
          // A new link is a new check: nothing of the previous link's state carries over.
          <PasswordResetConfirm key={`${uid}/${token}`} uid={uid} token={token} />
        ) : (
          <PasswordResetRequestForm />
        )}
      </Paper>
    </Stack>
  );
}
