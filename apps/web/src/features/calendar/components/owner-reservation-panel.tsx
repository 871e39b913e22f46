import { useCallback, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  ALERT_MS,
  BLOCK_DATE_LABELS,
  isCalendarDate,
  messages,
  type TBlockFields,
  type TDeliveryState,
  type TReservation,
  type TStayFields,
} from '@harborstay/contracts';
import type { IsoDate, Period } from '@harborstay/domain';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/api-client';
import { showFieldErrors } from '../../../shared/api/field-errors';
import { formatClockTime, formatOrdinalDate } from '../../../shared/format/dates';
import { formatDollars } from '../../../shared/format/money';
import { StatusAlert } from '../../../shared/ui/status-alert';
import { loadErrorMessage } from '../../../shared/ui/load-error';
import { useCreateBlock, useCreateStay, useUpdateBlock, useUpdateStay } from '../api/calendar-queries';
import { ChoiceCards } from './choice-cards';
import { blockEndOf, BlockForm, StayForm } from './reservation-forms';

export type Reason = 'Stay' | 'Maintenance';

const REASONS = [
  { value: 'Stay', label: 'Book a stay' },
  { value: 'Maintenance', label: 'Block for maintenance' },
] as const;

export type ConfirmationState = {
  reason: Reason;
  reservationFor: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
};

type PanelProps = {
  propertyId: number;
  today: IsoDate;
  maxOccupancy: number | null;
  cleaningFee: number | null;
  taken: readonly Period[];
  priceOf: (nights: Period) => number;
  selection: { first: IsoDate; last: IsoDate } | null;
  opened: TReservation | null;
  onClose: () => void;
  /** The form's dates as typed (or chosen), both filled and in order, for the grid to show. */
  onDatesTyped: (range: { first: IsoDate; last: IsoDate }) => void;
  /** Opens another reservation in the panel: the other booking of a clash. */
  onOpenReservation: (id: number) => void;
  /** In the phone's bottom sheet: a Close button always, as the sheet covers the months. */
  isInSheet: boolean;
};

type Selection = { first: IsoDate; last: IsoDate };

/** A stay of one chosen day has no check-out yet. */
const emptyStay = (selection: Selection | null): TStayFields => ({
  start_date: selection?.first ?? '',
  end_date: selection && selection.last !== selection.first ? selection.last : '',
  arrival: '16:00',
  guests_count: 1,
  reservation_for: 'Myself',
  guest: null,
  notes: '',
});

const emptyBlock = (selection: Selection | null): TBlockFields => ({
  start_date: selection?.first ?? '',
  end_date: selection ? blockEndOf(selection) : '',
  type_of_maintenance: 'Deep clean',
  notes: '',
});

function stayValues(r: TReservation): TStayFields {
  return {
    start_date: r.start_date,
    end_date: r.end_date,
    arrival: r.arrival ?? '16:00',
    guests_count: r.guests_count ?? 1,
    reservation_for: r.reservation_for ?? 'Myself',
    guest: r.guest ? { ...r.guest, email: r.guest.email ?? '', phone: r.guest.phone ?? '' } : null,
    notes: r.notes ?? '',
  };
}

/** A refusal of the dates shows under the fields and as the spec's alert (section 8). */
function useRefusal() {
  const [error, setError] = useState<string | null>(null);
  const handle = (failure: Error, show: (error: ApiError) => boolean) => {
    if (failure instanceof ApiError && failure.status === 400) {
      show(failure);
      const onDates = failure.fieldErrors('start_date').length + failure.fieldErrors('end_date').length > 0;
      setError(
        onDates ? messages.calendarNotAvailable : (failure.fieldErrors('non_field_errors')[0] ?? null),
      );
      return;
    }
    setError(loadErrorMessage(failure));
  };
  return { error, clear: () => setError(null), handle };
}

function changedAlert(r: TReservation, change: 'canceled' | 'modified') {
  notifications.show({
    title: 'Success!',
    message: messages.reservationChanged(
      formatOrdinalDate(r.start_date),
      formatOrdinalDate(r.end_date),
      change,
    ),
    color: 'teal.9',
    autoClose: ALERT_MS.reservation,
    closeButtonProps: { 'aria-label': 'Close the message' },
    // Mantine's gray description under a title is 2.9:1 on white; the text colour meets WCAG AA.
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}

/**
 * The 'Owner Reservation' panel (spec sections 2 and 4): a new stay or block for the selected
 * dates, or an opened reservation read-only (a guest booking always; an owner stay or block with
 * Edit/Back and 'Cancel Reservation' behind 'Confirm cancellation').
 */
export function OwnerReservationPanel(props: PanelProps) {
  const [reason, setReason] = useState<Reason>('Stay');
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const refusal = useRefusal();
  const navigate = useNavigate();
  const createStay = useCreateStay(props.propertyId);
  const updateStay = useUpdateStay(props.propertyId);
  const createBlock = useCreateBlock(props.propertyId);
  const updateBlock = useUpdateBlock(props.propertyId);
  const opened = props.opened;
  const openedReason: Reason | null = opened
    ? opened.kind === 'maintenance'
      ? 'Maintenance'
      : 'Stay'
    : null;
  const shownReason = openedReason ?? reason;
  // The form's dates as they stand, typed or chosen: a new reason's form starts from them (spec
  // section 4 resets the dates only of an existing booking, whose reason cannot change here), as
  // a selection made for the grid's one until the grid picks another (issue 26 point 6).
  const dates = useRef({ start: '', end: '' });
  const [keptDates, setKeptDates] = useState<{ over: Selection | null; dates: Selection } | null>(null);
  const formSelection = keptDates && keptDates.over === props.selection ? keptDates.dates : props.selection;
  const { onDatesTyped } = props;
  const onDatesChange = useCallback(
    (start: string, end: string) => {
      dates.current = { start, end };
      if (isCalendarDate(start) && isCalendarDate(end) && start <= end) {
        onDatesTyped({ first: start, last: end });
      }
    },
    [onDatesTyped],
  );
  const changeReason = (next: Reason) => {
    const { start, end } = dates.current;
    if (isCalendarDate(start)) {
      const last = isCalendarDate(end) && end >= start ? end : start;
      setKeptDates({ over: props.selection, dates: { first: start, last } });
    }
    setReason(next);
  };

  // The opened reservation's own nights do not count against its new dates.
  const rules = useMemo(
    () => ({
      today: props.today,
      maxOccupancy: props.maxOccupancy,
      taken: opened
        ? props.taken.filter((range) => range.end <= opened.start_date || range.start >= opened.end_date)
        : props.taken,
    }),
    [props.today, props.maxOccupancy, props.taken, opened],
  );

  const confirm = (state: ConfirmationState) =>
    void navigate(paths.confirmedInfo.href(props.propertyId), { state });

  /** What a modification or a refusal of either form leads to. */
  const answers = (show: (error: ApiError) => boolean) => ({
    modified: {
      onSuccess: (saved: TReservation) => {
        changedAlert(saved, 'modified');
        setIsEditing(false);
        props.onClose();
      },
      onError: (error: Error) => refusal.handle(error, show),
    },
    refused: (error: Error) => refusal.handle(error, show),
  });

  const submitStay = (values: TStayFields, form: UseFormReturn<TStayFields>) => {
    refusal.clear();
    const show = (error: ApiError) =>
      showFieldErrors(form.setError, error, ['start_date', 'end_date', 'arrival', 'guests_count', 'notes']);
    const { modified, refused } = answers(show);
    if (opened) {
      updateStay.mutate({ id: opened.id, body: { ...values, status: 'confirmed' } }, modified);
      return;
    }
    createStay.mutate(
      { ...values, property_id: props.propertyId },
      {
        onSuccess: (saved) =>
          confirm({
            reason: 'Stay',
            reservationFor: saved.reservation_for,
            startDate: saved.start_date,
            endDate: saved.end_date,
          }),
        onError: refused,
      },
    );
  };

  const submitBlock = (values: TBlockFields, form: UseFormReturn<TBlockFields>) => {
    refusal.clear();
    const show = (error: ApiError) =>
      showFieldErrors(form.setError, error, ['start_date', 'end_date', 'type_of_maintenance', 'notes']);
    const { modified, refused } = answers(show);
    if (opened) {
      updateBlock.mutate({ ...values, id: opened.id, status: 'unavailable' }, modified);
      return;
    }
    createBlock.mutate(values, {
      onSuccess: (saved) =>
        confirm({
          reason: 'Maintenance',
          reservationFor: null,
          startDate: saved.start_date,
          endDate: saved.end_date,
        }),
      onError: refused,
    });
  };

  const cancelOpened = () => {
    if (!opened) return;
    const onSuccess = (saved: TReservation) => {
      setIsConfirming(false);
      changedAlert(saved, 'canceled');
      props.onClose();
    };
    const onError = (error: Error) => {
      setIsConfirming(false);
      refusal.handle(error, () => false);
    };
    if (opened.kind === 'maintenance') {
      updateBlock.mutate({ id: opened.id, status: 'available' }, { onSuccess, onError });
    } else {
      updateStay.mutate({ id: opened.id, body: { status: 'canceled' } }, { onSuccess, onError });
    }
  };

  const isReadOnly = opened !== null && !isEditing;
  const formKey = `${shownReason}-${opened?.id ?? 'new'}-${isEditing}`;

  return (
    <Paper
      withBorder={!props.isInSheet}
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="owner-reservation-title"
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="owner-reservation-title">
            {opened?.kind === 'guest' ? 'Guest Reservation' : 'Owner Reservation'}
          </Title>
          {(opened || props.isInSheet) && (
            <Button variant="subtle" size="xs" onClick={props.onClose}>
              Close
            </Button>
          )}
        </Group>
        {refusal.error && <StatusAlert type="error">{refusal.error}</StatusAlert>}
        {opened?.kind !== 'guest' && (
          <ChoiceCards
            label="Reason For Reservation"
            value={shownReason}
            options={REASONS}
            isDisabled={opened !== null}
            onChange={(value) => {
              refusal.clear();
              changeReason(value);
            }}
          />
        )}
        {isReadOnly && opened ? (
          <ReservationDetails
            reservation={opened}
            onOpenReservation={props.onOpenReservation}
            onEdit={() => setIsEditing(true)}
            onCancel={() => setIsConfirming(true)}
          />
        ) : shownReason === 'Stay' ? (
          <StayForm
            key={formKey}
            rules={rules}
            defaultValues={opened ? stayValues(opened) : emptyStay(formSelection)}
            selection={opened ? null : formSelection}
            onDatesChange={onDatesChange}
            cleaningFee={props.cleaningFee}
            priceOf={props.priceOf}
            submitLabel={opened ? 'Save changes' : 'Book a stay'}
            isSubmitting={createStay.isPending || updateStay.isPending}
            onSubmit={submitStay}
          />
        ) : (
          <BlockForm
            key={formKey}
            rules={rules}
            defaultValues={
              opened
                ? {
                    start_date: opened.start_date,
                    end_date: opened.end_date,
                    type_of_maintenance: (opened.type_of_maintenance ??
                      'Other') as TBlockFields['type_of_maintenance'],
                    notes: opened.notes ?? '',
                  }
                : emptyBlock(formSelection)
            }
            selection={opened ? null : formSelection}
            onDatesChange={onDatesChange}
            priceOf={props.priceOf}
            submitLabel={opened ? 'Save changes' : 'Block dates'}
            isSubmitting={createBlock.isPending || updateBlock.isPending}
            onSubmit={submitBlock}
          />
        )}
        {opened && isEditing && (
          <Button variant="default" onClick={() => setIsEditing(false)}>
            Back
          </Button>
        )}
      </Stack>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Confirm cancellation"
        centered
      >
        <Stack>
          <Text>
            {opened
              ? opened.kind === 'maintenance'
                ? `Cancel the maintenance block (${BLOCK_DATE_LABELS.firstNight} ${formatOrdinalDate(opened.start_date)}, ${BLOCK_DATE_LABELS.freeAgain.toLowerCase()} ${formatOrdinalDate(opened.end_date)})? Guests can book its nights again.`
                : `Cancel the reservation from ${formatOrdinalDate(opened.start_date)} to ${formatOrdinalDate(opened.end_date)}? Its nights become free again.`
              : ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              Keep it
            </Button>
            <Button
              color="red.8"
              loading={updateStay.isPending || updateBlock.isPending}
              onClick={cancelOpened}
            >
              Cancel Reservation
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function Detail({
  label,
  value,
  isMultiLine = false,
}: {
  label: string;
  value: string;
  isMultiLine?: boolean;
}) {
  if (isMultiLine) {
    return (
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
    );
  }
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/**
 * Whether the management company's system has the stay or block yet (contract, "Owner bookings
 * out"): until it has, those nights are still open on the channels. A status region, so that the
 * change to 'Sent' is read out.
 */
export function DeliveryState({ delivery }: { delivery: TDeliveryState }) {
  const isSent = delivery === 'sent';
  const Icon = isSent ? IconCircleCheck : IconClock;
  return (
    <Group gap={6} wrap="nowrap" role="status" data-testid="delivery-state">
      <Icon
        size={18}
        aria-hidden
        color={isSent ? 'var(--mantine-color-teal-9)' : 'var(--mantine-color-yellow-9)'}
      />
      <Text size="sm">{isSent ? messages.deliverySent : messages.deliveryPending}</Text>
    </Group>
  );
}

/**
 * A guest booking from the channels over the owner's own stay or block (contract, "The provider's
 * side"): both are kept, and both say so, so the owner learns of it before the management team calls.
 */
export function Clashes({
  reservation: r,
  onOpenReservation,
}: {
  reservation: TReservation;
  onOpenReservation: (id: number) => void;
}) {
  if (r.clashes.length === 0) return null;
  const describe = r.kind === 'guest' ? messages.clashWithOwner : messages.clashWithGuest;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="clashes"
    >
      <Stack gap={4}>
        {r.clashes.map((clash) => (
          <Stack gap={2} key={clash.id} align="flex-start">
            <Text size="sm">
              {describe(formatOrdinalDate(clash.start_date), formatOrdinalDate(clash.end_date))}
            </Text>
            <Button variant="default" size="xs" onClick={() => onOpenReservation(clash.id)}>
              {clash.kind === 'guest'
                ? 'Open the guest booking'
                : clash.kind === 'maintenance'
                  ? 'Open your block'
                  : 'Open your stay'}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}

function ReservationDetails({
  reservation: r,
  onOpenReservation,
  onEdit,
  onCancel,
}: {
  reservation: TReservation;
  onOpenReservation: (id: number) => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const name = r.guest ? `${r.guest.first_name} ${r.guest.last_name}`.trim() : 'Myself';
  const isBlock = r.kind === 'maintenance';
  return (
    <Stack gap={6} data-testid="reservation-details">
      {r.delivery && <DeliveryState delivery={r.delivery} />}
      <Clashes reservation={r} onOpenReservation={onOpenReservation} />
      <Detail
        label={isBlock ? BLOCK_DATE_LABELS.firstNight : 'Check in'}
        value={formatOrdinalDate(r.start_date)}
      />
      <Detail
        label={isBlock ? BLOCK_DATE_LABELS.freeAgain : 'Check out'}
        value={formatOrdinalDate(r.end_date)}
      />
      <Detail label="Nights" value={String(r.nights_count)} />
      <Detail label="Status" value={r.status} />
      {isBlock ? (
        <Detail label="Type of maintenance" value={r.type_of_maintenance ?? 'No data'} />
      ) : (
        <>
          <Detail label="Guest name" value={name} />
          <Detail label="Guests" value={String(r.guests_count ?? 'No data')} />
          {r.arrival && <Detail label="Arrival" value={formatClockTime(r.arrival)} />}
          {r.departure && <Detail label="Departure" value={r.departure} />}
        </>
      )}
      {r.kind === 'guest' ? (
        <>
          <Detail label="Platform" value={r.platform ?? 'No data'} />
          {/* The gross and the owner's net, each under the one name it has everywhere (decision 0062). */}
          <Detail label="Revenue" value={formatDollars(r.revenue)} />
          <Detail label="Management fee" value={formatDollars(r.management_fee)} />
          <Detail label="Net income" value={formatDollars(r.net_income)} />
        </>
      ) : (
        <>
          {r.notes && <Detail label="Notes" value={r.notes} isMultiLine />}
          <Detail label="Total opportunity cost" value={formatDollars(r.opportunity_cost)} />
        </>
      )}
      {r.is_editable && (
        <Stack mt="sm" gap="xs">
          <Button onClick={onEdit}>Edit</Button>
          <Button color="red.8" variant="outline" onClick={onCancel}>
            Cancel Reservation
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
