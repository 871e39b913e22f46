import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longDate, monthYear, toIsoDate } from '@harborstay/domain';
import { formatDayOfInstant, formatLongDay, formatOrdinalDate, formatShortDate } from './dates';

/** What Intl writes for en-US: the hand-written formatters must match it (decision 0071). */
const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const intl = {
  monthYear: utc({ month: 'long', year: 'numeric' }),
  longDate: utc({ dateStyle: 'long' }),
  longDay: utc({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  shortDate: utc({ month: 'short', day: 'numeric', year: 'numeric' }),
  shortMonth: utc({ month: 'short' }),
  ordinal: new Intl.PluralRules('en-US', { type: 'ordinal' }),
  localDay: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }),
};
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** Every day from 1970 to 2199. */
const days = fc.integer({ min: 0, max: 84_000 }).map((offset) => toIsoDate(new Date(offset * 86_400_000)));

describe('dates as the portal shows them', () => {
  it('reads the examples of the spec and the screens', () => {
    expect(monthYear('2026-11-24')).toBe('November 2026');
    expect(formatLongDay('2026-11-24')).toBe('Tuesday, November 24, 2026');
    expect(formatOrdinalDate('2024-01-01')).toBe('Jan 1st, 2024');
    expect(formatOrdinalDate('2024-01-12')).toBe('Jan 12th, 2024');
    expect(formatOrdinalDate('2024-01-23')).toBe('Jan 23rd, 2024');
    expect(formatShortDate('2026-09-03')).toBe('Sep 3, 2026');
    expect(longDate('2026-10-15')).toBe('October 15, 2026');
  });

  it("writes what Intl's en-US formats write, for any day", () => {
    fc.assert(
      fc.property(days, (day) => {
        const date = new Date(`${day}T00:00:00Z`);
        expect(monthYear(day)).toBe(intl.monthYear.format(date));
        expect(longDate(day)).toBe(intl.longDate.format(date));
        expect(formatLongDay(day)).toBe(intl.longDay.format(date));
        expect(formatShortDate(day)).toBe(intl.shortDate.format(date));
        const dayOfMonth = date.getUTCDate();
        expect(formatOrdinalDate(day)).toBe(
          `${intl.shortMonth.format(date)} ${dayOfMonth}${SUFFIX[intl.ordinal.select(dayOfMonth)]}, ${date.getUTCFullYear()}`,
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('shows an instant as the day it fell on in the browser, as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7_258_118_400_000 }), (ms) => {
        const instant = new Date(ms).toISOString();
        expect(formatDayOfInstant(instant)).toBe(intl.localDay.format(new Date(instant)));
      }),
      { numRuns: 3000 },
    );
  });
});
