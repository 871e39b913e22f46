import { useCallback, useMemo, useState } from 'react';
import { Button, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { messages, type TReservation } from '@harborstay/contracts';
import { startOfMonth, type IsoDate, type Period } from '@harborstay/domain';
import { parsePropertyId } from '../../../shared/property/current-property';
import { StatusAlert } from '../../../shared/ui/status-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import {
  pricesQuery,
  reservationsQuery,
  useCalendarProperty,
  usePropertyToday,
} from '../api/calendar-queries';
import { CalendarBoard } from '../components/calendar-board';
import { CalendarLegend, InsightTiles } from '../components/insight-tiles';
import { OwnerReservationPanel } from '../components/owner-reservation-panel';
import { initialMonths, yearWindowsOf } from '../lib/calendar-windows';
import { buildCalendarIndex, priceOfRange, type NightHolder } from '../lib/calendar-model';
import { createSelectionStore } from '../lib/selection-store';
import type { CalendarHandlers } from '../lib/use-calendar-interactions';

/** /owner/property-calendar/{id}: inside PropertyLayout, which sends a foreign id to the dashboard. */
export function CalendarPage() {
  useDocumentTitle('Calendar');
  const propertyId = parsePropertyId(useParams().id) ?? 0;
  const today = usePropertyToday(propertyId);
  const property = useCalendarProperty(propertyId);
  if (today.isError) {
    return <CalendarLoadError onRetry={() => void today.refetch()} />;
  }
  if (!today.data || !property.data) return <Skeleton h={640} radius="lg" />;
  return (
    <CalendarView
      key={propertyId}
      propertyId={propertyId}
      today={today.data}
      maxOccupancy={property.data.max_occupancy}
      cleaningFee={property.data.cleaning_fee}
    />
  );
}

function CalendarLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusAlert type="error">
      <Stack gap="xs" align="flex-start">
        {messages.calendarLoadFailed}
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </StatusAlert>
  );
}

function CalendarView(props: {
  propertyId: number;
  today: IsoDate;
  maxOccupancy: number | null;
  cleaningFee: number | null;
}) {
  const { propertyId, today } = props;
  const isNarrow = useMediaQuery('(max-width: 62em)');
  const [months, setMonths] = useState(() => initialMonths(today));
  const [monthInView, setMonthInView] = useState(startOfMonth(today));
  const [selection, setSelection] = useState<{ first: IsoDate; last: IsoDate } | null>(null);
  const [opened, setOpened] = useState<TReservation | null>(null);
  const store = useMemo(() => createSelectionStore(), []);

  const windows = yearWindowsOf(months);
  const reservations = useQueries({
    queries: windows.map((window) => reservationsQuery(propertyId, window.reservations)),
    combine: (results) => ({
      data: results.flatMap((result) => result.data ?? []),
      isError: results.some((result) => result.isError),
      isPending: results.some((result) => result.isPending),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
  const prices = useQueries({
    queries: windows.map((window) => pricesQuery(propertyId, window.prices)),
    combine: (results) => ({
      data: results.flatMap((result) => result.data ?? []),
      isError: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
  const reservationList = useMemo(() => dedupe(reservations.data), [reservations.data]);
  const index = useMemo(
    () => buildCalendarIndex(reservationList, prices.data),
    [reservationList, prices.data],
  );
  const blockedDates = useMemo(
    () => prices.data.filter((entry) => entry.block_refs.length > 0).map((entry) => entry.date),
    [prices.data],
  );

  const handlers = useMemo<CalendarHandlers>(
    () => ({
      onSelect: (range) => {
        setOpened(null);
        setSelection(range);
      },
      onOpen: (holder: NightHolder) => {
        if (holder.type === 'reservation') setOpened(holder.reservation);
      },
      onClear: () => {
        setSelection(null);
        setOpened(null);
      },
    }),
    [],
  );
  const closePanel = useCallback(() => {
    setOpened(null);
    setSelection(null);
    store.set({ anchor: null, end: null });
  }, [store]);
  const priceOf = useCallback((nights: Period) => priceOfRange(index, nights), [index]);
  // The opened reservation as last read, so that its delivery state follows the polls.
  const shownOpened = useMemo(
    () => (opened ? (reservationList.find((r) => r.id === opened.id) ?? opened) : null),
    [opened, reservationList],
  );

  if (reservations.isError || prices.isError) {
    return (
      <CalendarLoadError
        onRetry={() => {
          reservations.refetch();
          prices.refetch();
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        Calendar
      </Title>
      <InsightTiles month={monthInView} reservations={reservationList} blockedDates={blockedDates} />
      <CalendarLegend />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {reservations.isPending ? (
            <Skeleton h={640} radius="lg" />
          ) : (
            <CalendarBoard
              months={months}
              onMonthsChange={setMonths}
              index={index}
              store={store}
              today={today}
              handlers={handlers}
              onMonthInView={setMonthInView}
              height={isNarrow ? '62vh' : 'calc(100vh - 260px)'}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div style={isNarrow ? undefined : { position: 'sticky', top: 16 }}>
            <OwnerReservationPanel
              key={opened?.id ?? 'new'}
              propertyId={propertyId}
              today={today}
              maxOccupancy={props.maxOccupancy}
              cleaningFee={props.cleaningFee}
              taken={index.taken}
              priceOf={priceOf}
              selection={selection}
              opened={shownOpened}
              onClose={closePanel}
            />
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A stay across the new year comes in both years' lists: once is enough. */
function dedupe(list: readonly TReservation[]): TReservation[] {
  const byId = new Map<number, TReservation>();
  for (const reservation of list) byId.set(reservation.id, reservation);
  return [...byId.values()];
}
