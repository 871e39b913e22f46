import { longDate, MONTH_NAMES, parseIsoDate, type IsoDate } from '@harborstay/domain';

/**
 * Calendar dates as the portal shows them (decision 0022): the stored day, whatever the browser's
 * time zone. Written by hand, not with Intl (decision 0071): a page's first Intl object starts the
 * browser's ICU, about 100 ms of main thread on a mid-range phone, in the task that paints the
 * page. `dates.test.ts` holds each function to Intl's en-US output.
 */

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const shortMonth = (month: number) => (MONTH_NAMES[month] ?? '').slice(0, 3);

/** 'Tuesday, November 24, 2026': a day's accessible name. */
export function formatLongDay(date: IsoDate): string {
  return `${WEEKDAY_NAMES[parseIsoDate(date).getUTCDay()] ?? ''}, ${longDate(date)}`;
}

/** 'Nov 3, 2026'. */
export function formatShortDate(date: IsoDate): string {
  const parsed = parseIsoDate(date);
  return `${shortMonth(parsed.getUTCMonth())} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}`;
}

/** An instant (an ISO timestamp) as the day it fell on where the owner is: 'Nov 24, 2026'. */
export function formatDayOfInstant(instant: string): string {
  const parsed = new Date(instant);
  return `${shortMonth(parsed.getMonth())} ${parsed.getDate()}, ${parsed.getFullYear()}`;
}

/** The spec's 'Jan 1st, 2024' (section 9). */
export function formatOrdinalDate(date: IsoDate): string {
  const parsed = parseIsoDate(date);
  const day = parsed.getUTCDate();
  return `${shortMonth(parsed.getUTCMonth())} ${day}${ordinalSuffix(day)}, ${parsed.getUTCFullYear()}`;
}

/** English ordinals: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

/** '16:00' as '04:00 PM': the spec's clock (arrival window, departure '10:00 AM'), as the time field shows it. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const WEEKDAY_INITIALS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
