import { addMonths, startOfMonth, type IsoDate } from '@harborstay/domain';

/** The calendar opens with this many months, from the current one. */
export const INITIAL_MONTHS = 24;

export function monthRange(first: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}

/** The months the calendar opens with, from the property's today. */
export function initialMonths(today: IsoDate): IsoDate[] {
  return monthRange(startOfMonth(today), INITIAL_MONTHS);
}

/**
 * What the loaded months read: reservations and prices a calendar year at a time (the prices'
 * window ends on the year's last night, the reservations' on the next year's first day).
 */
export function yearWindowsOf(months: readonly IsoDate[]) {
  const years = [...new Set(months.map((month) => Number(month.slice(0, 4))))];
  return years.map((year) => ({
    reservations: { start: `${year}-01-01`, end: `${year + 1}-01-01` },
    prices: { start: `${year}-01-01`, end: `${year}-12-31` },
  }));
}
