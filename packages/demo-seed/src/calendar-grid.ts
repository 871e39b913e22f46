import { addDays, nightsBetween, type IsoDate, type NightlyPrices } from '@harborstay/domain';
import type { PlannedPrice } from './prices';
import type { SeedWindow } from './seed-window';

/**
 * The nights of one property as an array, marking which are taken. Everything is placed
 * through it, so no two active reservations (or a reservation and a blocked price night)
 * can ever overlap: the database's exclusion constraint is never hit.
 */
export type CalendarGrid = {
  window: SeedWindow;
  prices: readonly PlannedPrice[];
  /** The same prices by night, as the domain's price rules read them. */
  nightlyPrices: NightlyPrices;
  /** Index of today's night. */
  todayIndex: number;
  /** Nights at or after this index are out of bounds (the end of management, or of the window). */
  limit: number;
  dateAt: (index: number) => IsoDate;
  /** Free nights in a row from `index`, stopping at `limit`. */
  freeRun: (index: number) => number;
  isFree: (index: number, nights: number) => boolean;
  take: (index: number, nights: number) => void;
};

export function createCalendarGrid(
  window: SeedWindow,
  prices: readonly PlannedPrice[],
  managementEnd: IsoDate | null,
): CalendarGrid {
  const taken = new Uint8Array(prices.length);
  const limit = managementEnd
    ? Math.min(prices.length, nightsBetween(window.start, managementEnd))
    : prices.length;
  const freeRun = (index: number) => {
    let run = 0;
    while (index + run < limit && taken[index + run] === 0) run += 1;
    return run;
  };
  return {
    window,
    prices,
    nightlyPrices: new Map(prices.map((price) => [price.date, price.priceCents])),
    todayIndex: nightsBetween(window.start, window.today),
    limit,
    dateAt: (index) => addDays(window.start, index),
    freeRun,
    isFree: (index, nights) => index >= 0 && freeRun(index) >= nights,
    take: (index, nights) => taken.fill(1, index, index + nights),
  };
}

/**
 * A free start for `nights` nights between `from` and `to` (exclusive), tried at random a
 * bounded number of times; null when the stretch is too full. `accept` lets a caller prefer
 * some starts (e.g. quiet season) without ever looping forever.
 */
export function findFreeStart(
  grid: CalendarGrid,
  next: () => number,
  range: { from: number; to: number; nights: number; accept?: (index: number) => boolean },
): number | null {
  const from = Math.max(0, range.from);
  const lastStart = Math.min(range.to, grid.limit) - range.nights;
  if (lastStart < from) return null;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const index = from + Math.floor(next() * (lastStart - from + 1));
    if (!grid.isFree(index, range.nights)) continue;
    if (range.accept && attempt < 40 && !range.accept(index)) continue;
    return index;
  }
  return null;
}
