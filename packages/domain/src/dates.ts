/**
 * Calendar dates as 'YYYY-MM-DD' strings. Arithmetic is done on UTC midnights, where every
 * day has 24 hours, so no daylight-saving change can shift a date.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  return toIsoDate(parseIsoDate(value)) === value;
}

export function parseIsoDate(value: IsoDate): Date {
  return new Date(`${value}T00:00:00Z`);
}

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(parseIsoDate(date).getTime() + days * DAY_MS));
}

/** Nights from start to end (end exclusive): 2026-01-01 → 2026-01-03 is 2. */
export function nightsBetween(start: IsoDate, end: IsoDate): number {
  return Math.round((parseIsoDate(end).getTime() - parseIsoDate(start).getTime()) / DAY_MS);
}

export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = parseIsoDate(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = daysInMonth(target.getUTCFullYear(), target.getUTCMonth() + 1);
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return toIsoDate(target);
}

/**
 * The English month names, January first: the portal's own wording (filters, figures, generated
 * statements), the same bytes on every machine, where Intl's output depends on the ICU version.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'October 2026' (the portal's English month names, see MONTH_NAMES). */
export function monthYear(date: IsoDate): string {
  return `${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;
}

/** 'October 15, 2026'. */
export function longDate(date: IsoDate): string {
  return `${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
}

/** month is 1-12. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/**
 * One formatter per time zone, made on first use: building an Intl.DateTimeFormat costs far more
 * than formatting with one, and `todayIn` runs for every property of every figures request. The
 * map holds at most one entry per IANA zone; an unknown zone throws and is not kept.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's calendar date in a time zone, such as a property's. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const parts = dayFormatIn(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day of the week of a date: 0 is Sunday, 6 is Saturday. */
export function weekdayOf(date: IsoDate): number {
  return parseIsoDate(date).getUTCDay();
}

/** Every day of the month of `date`, in order. */
export function daysOfMonth(date: IsoDate): IsoDate[] {
  const first = startOfMonth(date);
  const count = daysInMonth(Number(first.slice(0, 4)), Number(first.slice(5, 7)));
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}
