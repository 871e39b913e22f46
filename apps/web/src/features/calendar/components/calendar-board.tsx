import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Box, Button, Group } from '@mantine/core';
import { addMonths, latestBookableDate, startOfMonth, type IsoDate } from '@harborstay/domain';
import type { CalendarIndex } from '../lib/calendar-model';
import { monthRange } from '../lib/calendar-windows';
import type { SelectionStore } from '../lib/selection-store';
import { useCalendarInteractions, type CalendarHandlers } from '../lib/use-calendar-interactions';
import { useMonthInView } from '../lib/use-month-in-view';
import { CalendarContext } from './calendar-context';
import { LazyMonth } from './calendar-month';
import { createHoverStore, DayTooltip } from './day-tooltip';
import { turns } from '../../../shared/ui/reveal-in-turn';
import classes from './calendar.module.css';

/** How far back the calendar goes (spec section 2): 100 years; ahead it ends on the last bookable day. */
export const CALENDAR_YEARS_BACK = 100;
/** Months added at a time when the owner scrolls past the last or asks for earlier ones. */
const MONTHS_STEP = 12;
/** Months drawn at once on first render; the rest when scrolled near (LazyMonth). */
const EAGER_MONTHS = 2;
/** Frames a day moved to by the keyboard may take to be drawn (its month appended, then rendered). */
const FOCUS_FRAMES = 60;

/**
 * The months down the page (the page itself scrolls: decision 0062), opening on `months[0]` (the
 * current month), with the days' pointer and keyboard handlers delegated to the months' box and
 * one tooltip for the hovered day.
 */
export function CalendarBoard({
  months,
  onMonthsChange,
  index,
  store,
  today,
  handlers,
  onMonthInView,
}: {
  months: readonly IsoDate[];
  onMonthsChange: (months: IsoDate[]) => void;
  index: CalendarIndex;
  store: SelectionStore;
  today: IsoDate;
  handlers: CalendarHandlers;
  onMonthInView: (month: IsoDate) => void;
}) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const hover = useMemo(() => createHoverStore(), []);
  const first = months[0] ?? today;
  const last = months[months.length - 1] ?? today;
  const earliest = addMonths(startOfMonth(today), -12 * CALENDAR_YEARS_BACK);
  const latestMonth = startOfMonth(latestBookableDate(today));

  const showLater = () => {
    if (last >= latestMonth) return;
    const next = monthRange(addMonths(last, 1), MONTHS_STEP).filter((month) => month <= latestMonth);
    onMonthsChange([...months, ...next]);
  };
  /** The first month shown before 'Show earlier months' added a year above it: the view stays with it. */
  const keepInView = useRef<IsoDate | null>(null);
  const showEarlier = () => {
    if (first <= earliest) return;
    const start = addMonths(first, -MONTHS_STEP);
    const earlier = monthRange(start < earliest ? earliest : start, MONTHS_STEP).filter((m) => m < first);
    keepInView.current = first;
    onMonthsChange([...earlier, ...months]);
  };
  // A year added above would push the view a year back (issue 26): the month just before the
  // one that was first comes into view instead, one month back, as the button's name says.
  useLayoutEffect(() => {
    const kept = keepInView.current;
    keepInView.current = null;
    if (!kept || !root) return;
    root.querySelector(`[data-month="${addMonths(kept, -1)}"]`)?.scrollIntoView({ block: 'start' });
  }, [root, first]);

  const edges = useRef({ showLater, showEarlier, first, last });
  useLayoutEffect(() => {
    edges.current = { showLater, showEarlier, first, last };
  });

  /** A day the keyboard moved to beyond the loaded months: load them, then focus it once drawn. */
  const focusBeyond = (date: IsoDate) => {
    const { first: from, last: to } = edges.current;
    if (date < from) edges.current.showEarlier();
    else if (startOfMonth(date) > to) edges.current.showLater();
    let frames = 0;
    const tryFocus = () => {
      const cell = root?.querySelector<HTMLElement>(`[data-date="${date}"]`);
      if (cell) {
        store.set({ focus: date });
        cell.focus();
      } else if ((frames += 1) < FOCUS_FRAMES) requestAnimationFrame(tryFocus);
    };
    requestAnimationFrame(tryFocus);
  };
  const interactions = useCalendarInteractions({
    store,
    index,
    today,
    latest: latestBookableDate(today),
    handlers,
    onFocusBeyond: focusBeyond,
  });
  const context = useMemo(() => ({ index, store, today, defaultFocus: today }), [index, store, today]);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sentinel.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) edges.current.showLater();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, []);

  useMonthInView(root, months, onMonthInView);

  // The tooltip is placed where its day was: a scroll of the page leaves it behind.
  useEffect(() => {
    const hide = () => hover.set(null);
    window.addEventListener('scroll', hide, { passive: true });
    return () => window.removeEventListener('scroll', hide);
  }, [hover]);

  // A tap fires mouseover too: on touch the tooltip would stay over the days, so it shows for a mouse only.
  const lastPointer = useRef<string>('mouse');
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType !== 'mouse') hover.set(null);
    interactions.onPointerDown(event);
  };

  const handleMouseOver = (event: MouseEvent<HTMLDivElement>) => {
    // No tooltip while a drag is under way: it would cover the range being drawn, and its
    // measuring would cost each move's frame (decision 0062).
    if (lastPointer.current !== 'mouse' || store.get().isDragging) {
      hover.set(null);
      return;
    }
    const cell = (event.target as Element).closest<HTMLElement>('[data-date]');
    if (!cell?.dataset.date) return;
    const box = cell.getBoundingClientRect();
    hover.set({ date: cell.dataset.date, left: box.left, top: box.top, bottom: box.bottom });
  };

  return (
    <CalendarContext.Provider value={context}>
      <Box
        ref={setRoot}
        id="calendar-days"
        className={classes.calendarRoot}
        data-testid="calendar-months"
        onPointerDown={handlePointerDown}
        onPointerMove={interactions.onPointerMove}
        onPointerUp={interactions.onPointerUp}
        onKeyDown={interactions.onKeyDown}
        onFocus={interactions.onFocus}
        onMouseOver={handleMouseOver}
        onMouseLeave={() => hover.set(null)}
      >
        {first > earliest && (
          <Group justify="center" pb="xs">
            <Button variant="subtle" size="xs" mih={44} onClick={showEarlier}>
              Show earlier months
            </Button>
          </Group>
        )}
        <div className={classes.months}>
          {months.map((month, i) => (
            <LazyMonth
              key={month}
              month={month}
              isEager={i < EAGER_MONTHS || month === startOfMonth(today)}
              // The months after the first come a frame apart: shorter tasks on a phone.
              turn={i === 0 ? null : turns.page}
            />
          ))}
        </div>
        {/* More months load as this comes near the view; the keyboard loads them by moving past the last day. */}
        <div ref={sentinel} style={{ height: 1 }} />
      </Box>
      <DayTooltip hover={hover} index={index} />
    </CalendarContext.Provider>
  );
}
