import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  List,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { LoadError } from '../../../../shared/ui/load-error';
import { StatusAlert } from '../../../../shared/ui/status-alert';
import { useIsBelow } from '../../../../shared/ui/use-is-below';
import { useCalendarFeed, useResetCalendarFeed } from '../../api/calendar-feed';
import classes from '../calendar.module.css';

type Props = { propertyId: number; isOpen: boolean; onClose: () => void };

/**
 * The property's calendar feed (decision 0057): the owner's secret addresses with Copy buttons,
 * how to subscribe on a phone, and a reset for an address that was shared by mistake.
 */
export function CalendarFeedDialog({ propertyId, isOpen, onClose }: Props) {
  const isPhone = useIsBelow('xs');
  const feed = useCalendarFeed(propertyId, isOpen);
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title="Add to my calendar"
      size="lg"
      centered
      fullScreen={isPhone}
      radius={isPhone ? 0 : 'lg'}
      classNames={{ content: classes.touchTargets }}
      // Mantine's header is a <header> inside the dialog, which axe takes for a second banner
      // landmark beside the app's own: here it is a plain row (issue 43). Modal's styles API
      // passes `attributes` to its parts (ModalRoot's useStyles), but its type leaves it out.
      {...({ attributes: { header: { role: 'presentation' } } } as object)}
    >
      <Stack gap="md">
        <Text size="sm">
          Subscribe to this property&apos;s calendar in the calendar app of your phone or computer. Guest
          stays, your own stays and blocks appear there and follow every change. Guests&apos; names and
          contact details are never included.
        </Text>
        {feed.isError ? (
          <LoadError error={feed.error} onRetry={() => void feed.refetch()} isRetrying={feed.isFetching} />
        ) : !feed.data ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading the calendar address">
            <Skeleton h={36} />
            <Skeleton h={60} />
            <Skeleton h={60} />
          </Stack>
        ) : (
          <>
            <Button
              component="a"
              href={feed.data.webcal_url}
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              fullWidth={isPhone}
              style={{ alignSelf: isPhone ? undefined : 'flex-start' }}
            >
              Open in my calendar app
            </Button>
            <AddressField label="Calendar address" address={feed.data.url} />
            <AddressField label="webcal:// address" address={feed.data.webcal_url} />
            <PhoneInstructions />
            <ResetAddress propertyId={propertyId} />
          </>
        )}
      </Stack>
    </Modal>
  );
}

/** A read-only address and its Copy button; the field selects itself, for a copy by hand. */
function AddressField({ label, address }: { label: string; address: string }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={address}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'default'}
            color={copied ? 'teal.9' : undefined}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={copy}
            aria-label={copied ? `${label} copied` : `Copy the ${label.toLowerCase()}`}
            w={104}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function PhoneInstructions() {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        On your phone
      </Title>
      <List size="sm" spacing="xs">
        <List.Item>
          <Text span fw={600} inherit>
            iPhone or iPad:
          </Text>{' '}
          open this page on the phone and tap &lsquo;Open in my calendar app&rsquo;, then Subscribe. Or copy
          the address and add it in Settings › Calendar › Accounts › Add Account › Other › Add Subscribed
          Calendar.
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            Google Calendar (Android):
          </Text>{' '}
          on a computer, open{' '}
          <Anchor
            href="https://calendar.google.com/calendar/r/settings/addbyurl"
            target="_blank"
            rel="noreferrer"
            inherit
          >
            Google Calendar › Add calendar › From URL
          </Anchor>
          , paste the calendar address and add it. It then shows on your phone; Google refreshes it every few
          hours.
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            Outlook:
          </Text>{' '}
          Add calendar › Subscribe from web, and paste the calendar address.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Keep the address to yourself: anyone who has it can see this calendar.
      </Text>
    </Stack>
  );
}

/** Resetting asks first: every calendar subscribed to the old address stops updating at once. */
function ResetAddress({ propertyId }: { propertyId: number }) {
  const reset = useResetCalendarFeed(propertyId);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  // The question may open below a phone's fold: its safe answer takes the focus, which shows it.
  useEffect(() => {
    if (isConfirming) keepButton.current?.focus();
  }, [isConfirming]);

  if (isConfirming) {
    return (
      <Alert
        color="red.9"
        title="Reset the address?"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Stack gap="sm">
          <Text size="sm">
            The current address stops working at once: calendars subscribed to it stop updating, and you add
            the new address to your calendar apps again.
          </Text>
          {reset.isError && <Text size="sm">The address was not reset. Try again.</Text>}
          <Group gap="sm">
            <Button ref={keepButton} variant="default" onClick={() => setIsConfirming(false)}>
              Keep the address
            </Button>
            <Button
              color="red.8"
              loading={reset.isPending}
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: () => {
                    setIsConfirming(false);
                    setIsDone(true);
                  },
                })
              }
            >
              Reset address
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      {isDone && (
        <StatusAlert type="success">
          The address is new: the old one no longer works. Add the new one to your calendar apps.
        </StatusAlert>
      )}
      <Button
        variant="subtle"
        color="red"
        // The subtle variant's own text red is under 4.5:1 on white; red.9 meets WCAG AA.
        c="red.9"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => {
          setIsDone(false);
          setIsConfirming(true);
        }}
      >
        Reset address
      </Button>
      <Text size="xs" c="dimmed">
        If the address was shared by mistake, reset it: the old one stops working.
      </Text>
    </Stack>
  );
}
