import { useEffect, useState } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BLOCK_DATE_LABELS, messages } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { formatOrdinalDate } from '../../../shared/format/dates';
import { parsePropertyId } from '../../../shared/property/current-property';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { ConfirmationState } from '../components/owner-reservation-panel';

/** The countdown of spec section 2, ticking every second (decision 0006). */
export const COUNTDOWN_SECONDS = 5;

function isConfirmationState(value: unknown): value is ConfirmationState {
  return typeof value === 'object' && value !== null && 'reason' in value && 'startDate' in value;
}

/** /confirmed-info/{propertyId}: after a stay or block is made; back to the calendar in 5 seconds. */
export function ConfirmedInfoPage() {
  useDocumentTitle('Reservation confirmed');
  const propertyId = parsePropertyId(useParams().propertyId);
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);
  const calendar =
    propertyId === null ? paths.owner.properties.href() : paths.owner.propertyCalendar.href(propertyId);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds === 0) void navigate(calendar, { replace: true });
  }, [seconds, navigate, calendar]);

  const confirmation = isConfirmationState(state) ? state : null;
  const isBlock = confirmation?.reason === 'Maintenance';
  const heading = isBlock ? messages.blockConfirmed : messages.reservationConfirmed;
  const line = isBlock
    ? messages.blockHelp
    : confirmation?.reservationFor === 'Other person'
      ? messages.stayForOther
      : messages.enjoyYourStay;

  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal.8" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {heading}
        </Title>
        <Text>{line}</Text>
        {confirmation && (
          <Stack gap={2} data-testid="confirmed-dates">
            <Text fw={600}>
              {isBlock ? BLOCK_DATE_LABELS.firstNight : 'Check in'}{' '}
              {formatOrdinalDate(confirmation.startDate)}
            </Text>
            <Text fw={600}>
              {isBlock ? BLOCK_DATE_LABELS.freeAgain : 'Check out'} {formatOrdinalDate(confirmation.endDate)}
            </Text>
          </Stack>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          Back to the calendar in {seconds} {seconds === 1 ? 'second' : 'seconds'}
        </Text>
        <Button onClick={() => void navigate(calendar, { replace: true })}>Continue to Calendar</Button>
      </Stack>
    </Paper>
  );
}
