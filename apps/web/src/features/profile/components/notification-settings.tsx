import { useState, type FormEvent } from 'react';
import { Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import {
  ALERT_MS,
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  type TNotificationSettings,
} from '@harborstay/contracts';
import { FormSection } from '../../../shared/ui/form-section';
import { LoadError, loadErrorMessage } from '../../../shared/ui/load-error';
import { StatusAlert } from '../../../shared/ui/status-alert';
import { useTimedMessage } from '../../../shared/ui/use-timed-message';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

type Feedback = { type: 'success' | 'error'; text: string };

/**
 * The 'Notifications' section of 'My Owner Profile': which e-mails the owner wants, each on or off,
 * saved together. Every e-mail's own unsubscribe link turns its switch off too.
 */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  return (
    <FormSection title="Notifications">
      <Text c="dimmed" fz="sm" mt={-8}>
        The e-mails we send you. Each one also has a link that turns it off.
      </Text>
      {settings.data ? (
        <NotificationSwitches saved={settings.data} />
      ) : settings.error ? (
        <LoadError
          error={settings.error}
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      ) : (
        <Loader size="sm" role="status" aria-label="Loading your notification settings" />
      )}
    </FormSection>
  );
}

function NotificationSwitches({ saved }: { saved: TNotificationSettings }) {
  const [choice, setChoice] = useState(saved);
  const save = useSaveNotificationSettings();
  const feedback = useTimedMessage<Feedback>(ALERT_MS.profile);
  const isChanged = NOTIFICATION_KINDS.some((kind) => choice[kind] !== saved[kind]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice, {
      onSuccess: (answer) => {
        setChoice(answer);
        feedback.show({ type: 'success', text: 'Your notification settings are saved.' });
      },
      onError: (error) => feedback.show({ type: 'error', text: loadErrorMessage(error) }),
    });
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Notifications">
      <Stack gap="md">
        {feedback.message && (
          <StatusAlert type={feedback.message.type} testId="notifications-alert">
            {feedback.message.text}
          </StatusAlert>
        )}
        {NOTIFICATION_KINDS.map((kind) => (
          <Switch
            key={kind}
            name={kind}
            checked={choice[kind]}
            onChange={(event) => {
              const isOn = event.currentTarget.checked;
              setChoice((current) => ({ ...current, [kind]: isOn }));
            }}
            label={NOTIFICATION_LABELS[kind].title}
            description={NOTIFICATION_LABELS[kind].description}
            size="md"
            styles={{ label: { fontWeight: 600 } }}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" disabled={!isChanged} loading={save.isPending}>
            Save notifications
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
