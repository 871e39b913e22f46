import { addDays, addMonths, isIsoDate, nightsBetween, startOfMonth, type IsoDate } from '@harborstay/domain';

/**
 * The stretch of calendar the demo covers, all relative to `today` so the demo always
 * looks alive: the 24 whole months before this one, this month, and the 12 after it.
 */
export type SeedWindow = {
  today: IsoDate;
  monthStart: IsoDate;
  /** First night with a price. */
  start: IsoDate;
  /** The day after the last night with a price (nights are [start, end)). */
  end: IsoDate;
};

export function seedWindow(today: IsoDate): SeedWindow {
  if (!isIsoDate(today)) throw new Error(`today must be a YYYY-MM-DD date, got '${today}'`);
  const monthStart = startOfMonth(today);
  // 13 months after this month's start: whatever day `today` is, at least 12 months lie ahead.
  return { today, monthStart, start: addMonths(monthStart, -24), end: addMonths(monthStart, 13) };
}

/** Every night of [start, end) in order. */
export function nightsOf(start: IsoDate, end: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let i = 0; i < nightsBetween(start, end); i += 1) nights.push(addDays(start, i));
  return nights;
}

/** The first day of each month from `from`'s month up to, not including, `until`'s month. */
export function monthsBetween(from: IsoDate, until: IsoDate): IsoDate[] {
  const months: IsoDate[] = [];
  for (let month = startOfMonth(from); month < startOfMonth(until); month = addMonths(month, 1)) {
    months.push(month);
  }
  return months;
}
