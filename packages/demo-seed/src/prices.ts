import { nightsBetween, parseIsoDate, type IsoDate } from '@harborstay/domain';
import type { DemoProperty } from './properties';
import { createRandom } from './random';
import { nightsOf, type SeedWindow } from './seed-window';

export type BlockRef = 'bd' | 'an';

export type PlannedPrice = { date: IsoDate; priceCents: number; blockRef: BlockRef | null };

/** The season multiplier of the month a night falls in. */
export function seasonFactor(property: DemoProperty, night: IsoDate): number {
  return property.seasonality[parseIsoDate(night).getUTCMonth()] ?? 1;
}

/** Christmas to New Year and the Fourth of July week sell at a premium everywhere. */
function holidayFactor(night: IsoDate): number {
  const monthDay = night.slice(5);
  if (monthDay >= '12-20' || monthDay <= '01-02') return 1.3;
  if (monthDay >= '07-01' && monthDay <= '07-07') return 1.15;
  return 1;
}

/**
 * One price per night of the window: base × season × weekend × holiday, rising ~3.5% a year,
 * with a little day-to-day noise as a dynamic pricing tool would add, rounded to $5.
 */
export function planPrices(property: DemoProperty, window: SeedWindow): PlannedPrice[] {
  const random = createRandom(`prices:${property.slug}`);
  return nightsOf(window.start, window.end).map((night) => {
    const weekday = parseIsoDate(night).getUTCDay();
    const weekend = weekday === 5 || weekday === 6 ? 1.22 : 1;
    const yearsIn = nightsBetween(window.start, night) / 365;
    const noise = 0.96 + random.next() * 0.08;
    const dollars =
      (property.basePriceCents / 100) *
      seasonFactor(property, night) *
      weekend *
      holidayFactor(night) *
      (1 + 0.035 * yearsIn) *
      noise;
    return { date: night, priceCents: Math.round(dollars / 5) * 500, blockRef: null };
  });
}
