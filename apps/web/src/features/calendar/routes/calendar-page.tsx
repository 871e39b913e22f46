import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { RevealInTurn, turns } from '../../../shared/ui/reveal-in-turn';
import { useIsBelow } from '../../../shared/ui/use-is-below';
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
import { CalendarFeedButton } from '../components/feed/calendar-feed-button';
import { CalendarLegend, InsightTiles } from '../components/insight-tiles';
import { ReservationSheet } from '../components/reservation-sheet';
import classes from '../components/calendar.module.css';
import { initialMonths, yearWindowsOf } from '../lib/calendar-windows';
import { buildCalendarIndex, clashesInMonth, priceOfRange, type NightHolder } from '../lib/calendar-model';
import { createSelectionStore } from '../lib/selection-store';
import type { CalendarHandlers } from '../lib/use-calendar-interactions';
import type * as PanelModule from '../components/owner-reservation-panel';

// The panel's forms (inputs, pickers, their dialogs, zod and react-hook-form) are a chunk of their
// own (decision 0069). Beside the months they are asked for as soon as the page renders; on a
// phone they wait in a closed sheet, so they are asked for at the owner's first touch of the page,
// which the sheet's opening follows (decision 0073).
let panelModule: Promise<typeof PanelModule> | undefined;
function loadPanel() {
  panelModule ??= import('../components/owner-reservation-panel');
  return panelModule;
}
const OwnerReservationPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.OwnerReservationPanel })),
);

/** /owner/property-calendar/{id}: inside PropertyLayout, which sends a foreign id to the dashboard. */
export function CalendarPage() {
  useDocumentTitle('Calendar');
  // Mantine's md breakpoint: the panel beside the months above it, a bottom sheet below (decision 0062).
  // Below the two-column layout's breakpoint (calendar.module.css), known at the first render: a
  // phone must not render the side panel's form first (decision 0069).
  const isNarrow = useIsBelow('md');
  useEffect(() => {
    if (!isNarrow) void loadPanel();
  }, [isNarrow]);
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
      isNarrow={isNarrow}
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
  isNarrow: boolean;
}) {
  const { propertyId, today, isNarrow } = props;
  const [months, setMonths] = useState(() => initialMonths(today));
  const [monthInView, setMonthInView] = useState(startOfMonth(today));
  const [selection, setSelection] = useState<{ first: IsoDate; last: IsoDate } | null>(null);
  const [opened, setOpened] = useState<TReservation | null>(null);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const store = useMemo(() => createSelectionStore(), []);

  const windows = yearWindowsOf(months);
  // The years the calendar opens with: the months wait for all of them once. A year added later
  // loads behind the months already shown, which stay where they are (a skeleton in their place
  // lost the scroll: issue 26 point 6).
  const openingYears = useMemo(
    () => new Set(yearWindowsOf(initialMonths(today)).map((window) => window.reservations.start)),
    [today],
  );
  const reservations = useQueries({
    queries: windows.map((window) => reservationsQuery(propertyId, window.reservations)),
    combine: (results) => ({
      data: results.flatMap((result) => result.data ?? []),
      isError: results.some((result) => result.isError),
      isFirstLoad: results.some(
        (result, i) => result.isPending && openingYears.has(windows[i]?.reservations.start ?? ''),
      ),
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
  const clashes = useMemo(() => clashesInMonth(index, monthInView), [index, monthInView]);
  const blockedDates = useMemo(
    () => prices.data.filter((entry) => entry.block_refs.length > 0).map((entry) => entry.date),
    [prices.data],
  );

  const handlers = useMemo<CalendarHandlers>(
    () => ({
      onSelect: (range) => {
        setOpened(null);
        setSelection(range);
        // On a phone the sheet rises once a range is whole; a first day waits for its second.
        if (range.first !== range.last) setIsSheetOpen(true);
      },
      onOpen: (holder: NightHolder) => {
        if (holder.type !== 'reservation') return;
        setOpened(holder.reservation);
        setIsSheetOpen(true);
      },
      onClear: () => {
        setSelection(null);
        setOpened(null);
        setIsSheetOpen(false);
      },
    }),
    [],
  );
  const closePanel = useCallback(() => {
    setOpened(null);
    setSelection(null);
    setIsSheetOpen(false);
    store.set({ anchor: null, end: null });
  }, [store]);
  // Dates typed in the form show on the grid as a drag would (issue 26 point 6).
  const showTypedDates = useCallback(
    (range: { first: IsoDate; last: IsoDate }) =>
      // One day is an anchor without an end, as a first click leaves it, so a second click still ends the range.
      store.set({ anchor: range.first, end: range.first === range.last ? null : range.last }),
    [store],
  );
  const priceOf = useCallback((nights: Period) => priceOfRange(index, nights), [index]);
  // The booking open in the panel is drawn highlighted in the grid.
  useEffect(() => store.set({ opened: opened?.id ?? null }), [opened, store]);
  /** A clash named in the panel opens the other booking of the pair. */
  const openReservation = useCallback(
    (id: number) => {
      const reservation = reservationList.find((r) => r.id === id);
      if (!reservation) return;
      store.set({ anchor: null, end: null });
      setOpened(reservation);
      setIsSheetOpen(true);
    },
    [reservationList, store],
  );
  // The weekday rows stay under the insight bar, whose height changes with the month and width.
  const [insightsBar, setInsightsBar] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const column = insightsBar?.parentElement;
    if (!insightsBar || !column || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      column.style.setProperty('--calendar-bar-height', `${insightsBar.offsetHeight}px`),
    );
    observer.observe(insightsBar);
    return () => observer.disconnect();
  }, [insightsBar]);
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

  const boardSkeleton = <Skeleton h={640} radius="lg" />;
  const panel = (
    <Suspense fallback={<Skeleton h={480} radius="lg" />}>
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
        onDatesTyped={showTypedDates}
        onOpenReservation={openReservation}
        isInSheet={isNarrow}
      />
    </Suspense>
  );

  return (
    <Stack
      gap="md"
      className={`${classes.page} ${classes.touchTargets}`}
      onPointerDownCapture={isNarrow ? () => void loadPanel() : undefined}
    >
      <a href="#calendar-days" className={classes.skipLink} onClick={focusDays}>
        Skip to the calendar
      </a>
      {/* The page's actions sit at the right of its title (a calendar feed's button among them). */}
      <Group justify="space-between" align="center" gap="sm" className={classes.pageHeader}>
        <Title order={1} fz={26}>
          Calendar
        </Title>
        <CalendarFeedButton propertyId={propertyId} />
      </Group>
      <div className={classes.layout}>
        <div className={classes.monthsColumn}>
          <div className={classes.insightsBar} ref={setInsightsBar}>
            <InsightTiles
              month={monthInView}
              reservations={reservationList}
              blockedDates={blockedDates}
              clashes={clashes}
            >
              <CalendarLegend />
            </InsightTiles>
          </div>
          {reservations.isFirstLoad ? (
            boardSkeleton
          ) : (
            <RevealInTurn turn={turns.page} fallback={boardSkeleton}>
              <CalendarBoard
                months={months}
                onMonthsChange={setMonths}
                index={index}
                store={store}
                today={today}
                handlers={handlers}
                onMonthInView={setMonthInView}
              />
            </RevealInTurn>
          )}
        </div>
        {!isNarrow && (
          <div className={classes.panelColumn}>
            <RevealInTurn turn={turns.page + 1}>{panel}</RevealInTurn>
          </div>
        )}
      </div>
      {isNarrow && (
        <RevealInTurn turn={turns.page + 1}>
          <ReservationSheet
            isOpen={isSheetOpen}
            selection={selection}
            onOpen={() => setIsSheetOpen(true)}
            onClose={closePanel}
          >
            {panel}
          </ReservationSheet>
        </RevealInTurn>
      )}
    </Stack>
  );
}

/** The skip link goes to the day that takes Tab in the grid (today, or the last day focused). */
function focusDays(event: MouseEvent<HTMLAnchorElement>) {
  const day = document.querySelector<HTMLElement>('#calendar-days [role="gridcell"][tabindex="0"]');
  if (!day) return;
  event.preventDefault();
  day.focus();
}

/** A stay across the new year comes in both years' lists: once is enough. */
function dedupe(list: readonly TReservation[]): TReservation[] {
  const byId = new Map<number, TReservation>();
  for (const reservation of list) byId.set(reservation.id, reservation);
  return [...byId.values()];
}
