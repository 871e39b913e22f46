import { useEffect, useState } from 'react';
import { Button, Center, Loader, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { messages } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/api-client';
import { useApplyOwnerWrite } from '../../../shared/api/owner-writes';
import { useSession } from '../../../shared/session/session-store';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { LinkPageCard } from '../components/link-page-card';
import { confirmEmail, refreshSessionUser } from '../api/confirm-email';
import { StatusAlert } from '../../../shared/ui/status-alert';

type Outcome = { type: 'pending' } | { type: 'done'; email: string } | { type: 'failed'; message: string };

/**
 * /accounts/confirm-email/{token}: the link sent to a new primary e-mail. Needs no sign-in, as the
 * owner may open it on another device.
 */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm your e-mail address');
  const { token = '' } = useParams();
  const session = useSession();
  const applyOwnerWrite = useApplyOwnerWrite();
  const [outcome, setOutcome] = useState<Outcome>({ type: 'pending' });

  useEffect(() => {
    let isCurrent = true;
    confirmEmail(token)
      .then(async (result) => {
        await refreshSessionUser().catch(() => undefined);
        await applyOwnerWrite({ kind: 'email-confirmed' });
        if (isCurrent) setOutcome({ type: 'done', email: result.email });
      })
      .catch((error: unknown) => {
        const message =
          error instanceof ApiError && error.status === 400 ? error.message : messages.profileFetchFailed;
        if (isCurrent) setOutcome({ type: 'failed', message });
      });
    return () => {
      isCurrent = false;
    };
  }, [token, applyOwnerWrite]);

  const next = session
    ? { to: paths.profile.href(), label: 'Back to my profile' }
    : { to: paths.login.href(), label: 'Go to sign in' };

  return (
    <LinkPageCard title="Confirm your e-mail address">
      {outcome.type === 'pending' && (
        <Center py="md">
          <Loader role="status" aria-label="Confirming your e-mail address" />
        </Center>
      )}
      {outcome.type === 'done' && (
        <StatusAlert type="success">
          <Text fz="sm">{messages.emailConfirmed}</Text>
          <Text fz="sm" fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {outcome.email}
          </Text>
        </StatusAlert>
      )}
      {outcome.type === 'failed' && (
        <StatusAlert type="error">
          {outcome.message}
          {outcome.message === messages.emailChangeLinkInvalid &&
            ' Save your profile with the new address again to get a new link.'}
        </StatusAlert>
      )}
      {outcome.type !== 'pending' && (
        <Button component={Link} to={next.to} fullWidth>
          {next.label}
        </Button>
      )}
    </LinkPageCard>
  );
}
