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
import { addMonths, type IsoDate } from '@harborstay/domain';
import type { CalendarIndex } from '../lib/calendar-model';
import { monthRange } from '../lib/calendar-windows';
import type { SelectionStore } from '../lib/selection-store';
import { useCalendarInteractions, type CalendarHandlers } from '../lib/use-calendar-interactions';
import { CalendarContext } from './calendar-context';
import { LazyMonth } from './calendar-month';
import { createHoverStore, DayTooltip } from './day-tooltip';
import classes from './calendar.module.css';

/** How far the calendar goes (spec section 2): 100 years back, 20 years ahead. */
export const CALENDAR_YEARS_BACK = 100;
export const CALENDAR_YEARS_AHEAD = 20;
/** Months added at a time when the owner scrolls past the last or asks for earlier ones. */
const MONTHS_STEP = 12;
/** Months drawn at once on first render; the rest when scrolled near (LazyMonth). */
const EAGER_MONTHS = 2;

/**
 * The months in a vertical scroll, opening on `months[0]` (the current month), with the days'
 * pointer and keyboard handlers delegated to the scroll box and one tooltip for the hovered day.
 */
export function CalendarBoard({
  months,
  onMonthsChange,
  index,
  store,
  today,
  handlers,
  onMonthInView,
  height,
}: {
  months: readonly IsoDate[];
  onMonthsChange: (months: IsoDate[]) => void;
  index: CalendarIndex;
  store: SelectionStore;
  today: IsoDate;
  handlers: CalendarHandlers;
  onMonthInView: (month: IsoDate) => void;
  height: number | string;
}) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const hover = useMemo(() => createHoverStore(), []);
  const interactions = useCalendarInteractions({ store, index, today, handlers });
  const context = useMemo(() => ({ index, store, today, defaultFocus: today }), [index, store, today]);
  const first = months[0] ?? today;
  const last = months[months.length - 1] ?? today;
  const earliest = addMonths(today.slice(0, 8) + '01', -12 * CALENDAR_YEARS_BACK);
  const latestMonth = addMonths(today.slice(0, 8) + '01', 12 * CALENDAR_YEARS_AHEAD);

  const sentinel = useRef<HTMLDivElement>(null);
  const later = useRef(() => {});
  const showLater = () => {
    if (last >= latestMonth) return;
    const next = monthRange(addMonths(last, 1), MONTHS_STEP).filter((month) => month <= latestMonth);
    onMonthsChange([...months, ...next]);
  };
  useLayoutEffect(() => {
    later.current = showLater;
  });
  useEffect(() => {
    if (!root || !sentinel.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) later.current();
      },
      { root, rootMargin: '400px 0px' },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [root]);

  // The month in view: the one crossing the top third of the scroll box (for the insight tiles).
  useEffect(() => {
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const month = (visible[0]?.target as HTMLElement | undefined)?.dataset.month;
        if (month) onMonthInView(month);
      },
      { root, rootMargin: '0px 0px -66% 0px' },
    );
    for (const element of root.querySelectorAll('[data-month]')) observer.observe(element);
    return () => observer.disconnect();
  }, [root, months, onMonthInView]);

  const showEarlier = () => {
    const start = addMonths(first, -MONTHS_STEP);
    const earlier = monthRange(start < earliest ? earliest : start, MONTHS_STEP).filter((m) => m < first);
    onMonthsChange([...earlier, ...months]);
  };

  // A tap fires mouseover too: on touch the tooltip would stay over the days, so it shows for a mouse only.
  const lastPointer = useRef<string>('mouse');
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType !== 'mouse') hover.set(null);
    interactions.onPointerDown(event);
  };

  const handleMouseOver = (event: MouseEvent<HTMLDivElement>) => {
    if (lastPointer.current !== 'mouse') return;
    const cell = (event.target as Element).closest<HTMLElement>('[data-date]');
    if (!cell?.dataset.date) return;
    const box = cell.getBoundingClientRect();
    hover.set({ date: cell.dataset.date, x: box.left, y: box.bottom + 6 });
  };

  return (
    <CalendarContext.Provider value={context}>
      <Box
        ref={setRoot}
        className={classes.calendarRoot}
        h={height}
        style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
        px="xs"
        data-testid="calendar-scroll"
        onPointerDown={handlePointerDown}
        onPointerMove={interactions.onPointerMove}
        onPointerUp={interactions.onPointerUp}
        onKeyDown={interactions.onKeyDown}
        onFocus={interactions.onFocus}
        onMouseOver={handleMouseOver}
        onMouseLeave={() => hover.set(null)}
        onScroll={() => hover.set(null)}
      >
        {first > earliest && (
          <Group justify="center" py="xs">
            <Button variant="subtle" size="xs" onClick={showEarlier}>
              Show earlier months
            </Button>
          </Group>
        )}
        <div className={classes.months}>
          {months.map((month, i) => (
            <LazyMonth
              key={month}
              month={month}
              root={root}
              isEager={i < EAGER_MONTHS || month === today.slice(0, 8) + '01'}
            />
          ))}
        </div>
        <div ref={sentinel} style={{ height: 1 }} />
        {last < latestMonth && (
          <Group justify="center" py="xs">
            <Button variant="subtle" size="xs" onClick={showLater}>
              Show later months
            </Button>
          </Group>
        )}
      </Box>
      <DayTooltip hover={hover} index={index} />
    </CalendarContext.Provider>
  );
}
