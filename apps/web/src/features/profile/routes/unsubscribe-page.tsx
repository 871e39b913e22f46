import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { messages, NOTIFICATION_LABELS, notificationOfToken } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/api-client';
import { StatusAlert } from '../../../shared/ui/status-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { LinkPageCard } from '../components/link-page-card';
import { unsubscribe } from '../api/notification-settings';

type Outcome =
  | { type: 'asking' }
  | { type: 'sending' }
  | { type: 'done' }
  /** A link the server does not know asks nothing more; a failed request may be tried again. */
  | { type: 'failed'; message: string; canRetry: boolean };

const INVALID_LINK = 'This unsubscribe link is not valid. Turn the e-mail off in your profile instead.';

/**
 * /notifications/unsubscribe/{token}: where an e-mail's unsubscribe link leads. Opening it changes
 * nothing (mail scanners open links); its one button turns that e-mail off. No sign-in needed.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const { token = '' } = useParams();
  const kind = notificationOfToken(token);
  const [outcome, setOutcome] = useState<Outcome>(
    kind ? { type: 'asking' } : { type: 'failed', message: INVALID_LINK, canRetry: false },
  );
  const title = kind ? NOTIFICATION_LABELS[kind].title : 'E-mails';
  const isAsking =
    kind !== undefined &&
    (outcome.type === 'asking' ||
      outcome.type === 'sending' ||
      (outcome.type === 'failed' && outcome.canRetry));

  const handleUnsubscribe = () => {
    setOutcome({ type: 'sending' });
    unsubscribe(token)
      .then(() => setOutcome({ type: 'done' }))
      .catch((error: unknown) => {
        const isInvalid = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setOutcome(
          isInvalid
            ? { type: 'failed', message: INVALID_LINK, canRetry: false }
            : { type: 'failed', message: messages.requestFailed, canRetry: true },
        );
      });
  };

  return (
    <LinkPageCard title="Unsubscribe">
      {kind && isAsking && (
        <>
          <Text>
            Stop the e-mails about <strong>{title.toLowerCase()}</strong>?
          </Text>
          <Text c="dimmed" fz="sm">
            {NOTIFICATION_LABELS[kind].description} Your other e-mails stay as they are.
          </Text>
        </>
      )}
      {outcome.type === 'done' && (
        <StatusAlert type="success">
          You will no longer get e-mails about {title.toLowerCase()}. You can turn them on again under
          Notifications in your profile.
        </StatusAlert>
      )}
      {outcome.type === 'failed' && <StatusAlert type="error">{outcome.message}</StatusAlert>}
      {isAsking && (
        <Button onClick={handleUnsubscribe} loading={outcome.type === 'sending'} fullWidth>
          Unsubscribe
        </Button>
      )}
      <Anchor component={Link} to={paths.profile.href()} ta="center" fz="sm">
        Open my notification settings
      </Anchor>
    </LinkPageCard>
  );
}
