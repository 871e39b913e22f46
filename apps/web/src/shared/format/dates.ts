import { parseIsoDate, type IsoDate } from '@harborstay/domain';

/**
 * Calendar dates as the portal shows them (decision 0022): `Intl` in UTC over the stored day, so
 * the day shown is the day stored whatever the browser's time zone.
 */
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const ordinals = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** 'November 2026'. */
export function formatMonthYear(date: IsoDate): string {
  return monthYear.format(parseIsoDate(date));
}

/** 'Tuesday, November 24, 2026': a day's accessible name. */
export function formatLongDay(date: IsoDate): string {
  return longDay.format(parseIsoDate(date));
}

/** The spec's 'Jan 1st, 2024' (section 9). */
export function formatOrdinalDate(date: IsoDate): string {
  const parsed = parseIsoDate(date);
  const day = parsed.getUTCDate();
  return `${shortMonth.format(parsed)} ${day}${SUFFIX[ordinals.select(day)] ?? 'th'}, ${parsed.getUTCFullYear()}`;
}

/** '16:00' as '04:00 PM': the spec's clock (arrival window, departure '10:00 AM'), as the time field shows it. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const WEEKDAY_INITIALS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
