import { memo } from 'react';
import { addDays, type IsoDate } from '@harborstay/domain';
import { formatLongDay } from '../../../shared/format/dates';
import { formatDollars } from '../../../shared/format/money';
import { barKindOf, type BarKind, type NightHolder } from '../lib/calendar-model';
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

/** A day's accessible name: its date, its price or state, and what holds it. */
export function dayLabel(input: {
  date: IsoDate;
  price: number | undefined;
  morning: NightHolder | undefined;
  night: NightHolder | undefined;
  isPast: boolean;
}): string {
  const parts = [formatLongDay(input.date)];
  if (input.night) {
    const kind = KIND_NAMES[barKindOf(input.night)];
    const isCheckIn = !isSameBar(input.morning, input.night);
    parts.push(isCheckIn ? `${kind}, check-in` : kind);
  } else {
    parts.push(input.price === undefined ? 'no price' : formatDollars(input.price), 'available');
  }
  if (input.morning && !isSameBar(input.morning, input.night)) {
    parts.push(`${KIND_NAMES[barKindOf(input.morning)]} check-out`);
  }
  if (input.isPast) parts.push('past');
  return parts.join(', ');
}

/**
 * One day of the grid. It holds no handlers (the grid delegates them) and renders again only
 * when its own selection or focus changes (decision 0032).
 */
export const CalendarDay = memo(function CalendarDay({ date }: { date: IsoDate }) {
  const { index, store, today, defaultFocus } = useCalendarContext();
  const { selection, isFocus, hasFocus } = useDayState(store, date);
  const morning = index.holders.get(addDays(date, -1));
  const night = index.holders.get(date);
  const price = index.prices.get(date);
  const isPast = date < today;
  const tabbable = isFocus || (!hasFocus && date === defaultFocus);
  return (
    <div
      role="gridcell"
      className={classes.day}
      data-date={date}
      data-selection={selection}
      data-past={isPast || undefined}
      aria-selected={selection !== 'none'}
      aria-label={dayLabel({ date, price, morning, night, isPast })}
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
          aria-hidden
        />
      )}
      {night && (
        <span
          className={`${classes.half} ${classes.night}`}
          data-kind={barKindOf(night)}
          data-cap={isSameBar(morning, night) ? undefined : 'start'}
          aria-hidden
        />
      )}
      {!night && price !== undefined && (
        <span className={classes.price} data-price={formatDollars(price)} aria-hidden />
      )}
    </div>
  );
});
