import { memo, type CSSProperties } from 'react';
import type { TReservation } from '@harborstay/contracts';
import { addDays, weekdayOf, type IsoDate } from '@harborstay/domain';
import { formatLongDay } from '../../../shared/format/dates';
import { formatDollars } from '../../../shared/format/money';
import { barKindOf, type BarKind, type CalendarIndex, type NightHolder } from '../lib/calendar-model';
import { useDayState } from '../lib/selection-store';
import { useCalendarContext } from './calendar-context';
import classes from './calendar.module.css';

const KIND_NAMES: Record<BarKind, string> = {
  guest: 'Guest Booking',
  owner: 'My Reservation',
  block: 'Block',
};

/** Two nights belong to one bar: the same reservation, or maintenance blocks that touch (shown merged). */
export function isSameBar(a: NightHolder | undefined, b: NightHolder | undefined): boolean {
  if (!a || !b) return false;
  if (barKindOf(a) === 'block' && barKindOf(b) === 'block') return true;
  return a.type === 'reservation' && b.type === 'reservation' && a.reservation.id === b.reservation.id;
}

const idOf = (holder: NightHolder | undefined) =>
  holder?.type === 'reservation' ? holder.reservation.id : undefined;

/** A day's accessible name: its date, its price or state, what holds it, and a clash. */
export function dayLabel(input: {
  date: IsoDate;
  price: number | undefined;
  morning: NightHolder | undefined;
  night: NightHolder | undefined;
  /** The guest booking that clashes with the owner's stay or block on the night before, and on this one. */
  clashMorning?: TReservation | undefined;
  clashNight?: TReservation | undefined;
  isPast: boolean;
}): string {
  const { morning, night, clashMorning, clashNight } = input;
  const parts = [formatLongDay(input.date)];
  if (night) {
    const kind = KIND_NAMES[barKindOf(night)];
    const isCheckIn = !isSameBar(morning, night);
    parts.push(isCheckIn ? `${kind}, check-in` : kind);
  } else if (!input.isPast) {
    parts.push(input.price === undefined ? 'no price' : formatDollars(input.price), 'available');
  }
  if (clashNight) {
    const isCheckIn = clashMorning?.id !== clashNight.id;
    parts.push(`clash with a Guest Booking${isCheckIn ? ' checking in' : ''}`);
  }
  // A guest booking that runs on into a clash does not check out: it goes on beside the owner's bar.
  if (morning && !isSameBar(morning, night) && idOf(morning) !== clashNight?.id) {
    parts.push(`${KIND_NAMES[barKindOf(morning)]} check-out`);
  }
  if (clashMorning && clashMorning.id !== clashNight?.id && clashMorning.id !== idOf(night)) {
    parts.push('Guest Booking check-out, end of the clash');
  }
  if (input.isPast) parts.push('past');
  return parts.join(', ');
}

/** The name written on a bar where it starts, and where it goes on into a new week. */
export function barName(holder: NightHolder): string {
  if (holder.type === 'blocked') return holder.ref === 'bd' ? 'Blocked by default' : 'Advance notice';
  const r = holder.reservation;
  if (r.kind === 'maintenance') return r.type_of_maintenance ?? 'Block';
  if (r.guest) return `${r.guest.first_name} ${r.guest.last_name}`.trim();
  return 'My stay';
}

/** How many nights of this week and month the bar that starts its label on `date` still covers (at least 1). */
function labelSpan(index: CalendarIndex, date: IsoDate, night: NightHolder): number {
  const daysLeftInWeek = 7 - weekdayOf(date);
  let span = 1;
  const isOnBar = (next: IsoDate) =>
    next.slice(0, 7) === date.slice(0, 7) && isSameBar(index.holders.get(next), night);
  while (span < daysLeftInWeek && isOnBar(addDays(date, span))) span += 1;
  return span;
}

/**
 * One day of the grid. It holds no handlers (the grid delegates them) and renders again only
 * when its own selection, focus or opened booking changes (decision 0032).
 */
export const CalendarDay = memo(function CalendarDay({ date }: { date: IsoDate }) {
  const { index, store, today, defaultFocus } = useCalendarContext();
  const yesterday = addDays(date, -1);
  const morning = index.holders.get(yesterday);
  const night = index.holders.get(date);
  const clashMorning = index.clashes.get(yesterday);
  const clashNight = index.clashes.get(date);
  const { selection, isFocus, hasFocus, isMorningOpened, isNightOpened } = useDayState(store, date, {
    morning: idOf(morning),
    night: idOf(night),
  });
  const price = index.prices.get(date);
  const isPast = date < today;
  const tabbable = isFocus || (!hasFocus && date === defaultFocus);
  const isCheckIn = night !== undefined && !isSameBar(morning, night);
  // A bar's name where it starts, and again where it comes on into a new row of the grid.
  const isRowStart = weekdayOf(date) === 0 || date.endsWith('-01');
  const hasLabel = night !== undefined && (isCheckIn || isRowStart);
  return (
    <div
      role="gridcell"
      className={classes.day}
      data-date={date}
      data-selection={selection}
      data-past={isPast || undefined}
      data-today={date === today || undefined}
      aria-selected={selection !== 'none' && selection !== 'out'}
      aria-label={dayLabel({ date, price, morning, night, clashMorning, clashNight, isPast })}
      tabIndex={tabbable ? 0 : -1}
    >
      <span className={classes.dayNumber} aria-hidden>
        {Number(date.slice(8))}
      </span>
      {morning && (
        <span
          className={`${classes.half} ${classes.morning}`}
          data-kind={barKindOf(morning)}
          data-cap={isSameBar(morning, night) ? undefined : 'end'}
          data-opened={isMorningOpened || undefined}
          aria-hidden
        />
      )}
      {night && (
        <span
          className={`${classes.half} ${classes.night}`}
          data-kind={barKindOf(night)}
          data-cap={isSameBar(morning, night) ? undefined : 'start'}
          data-opened={isNightOpened || undefined}
          aria-hidden
        />
      )}
      {/* The guest booking of a clash, below the owner's bar: both stay in sight. */}
      {clashMorning && (
        <span
          className={`${classes.clash} ${classes.morning}`}
          data-cap={clashMorning.id === clashNight?.id ? undefined : 'end'}
          aria-hidden
        />
      )}
      {clashNight && (
        <span
          className={`${classes.clash} ${classes.night}`}
          data-cap={clashMorning?.id === clashNight.id ? undefined : 'start'}
          aria-hidden
        />
      )}
      {night && hasLabel && (
        <span
          className={classes.barLabel}
          data-label={barName(night)}
          data-continued={isCheckIn ? undefined : true}
          style={{ '--span': labelSpan(index, date, night) } as CSSProperties}
          aria-hidden
        />
      )}
      {!night && !isPast && price !== undefined && (
        <span className={classes.price} data-price={formatDollars(price)} aria-hidden />
      )}
    </div>
  );
});
