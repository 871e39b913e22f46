import type { TReservationKind } from '@harborstay/contracts';
import { addDays, type IsoDate } from './dates';
import type { Cents } from './money';

/** The price calendar of a property: each night's price. */
export type NightlyPrices = ReadonlyMap<IsoDate, Cents>;

/**
 * The sum of the nightly prices of the nights [startDate, endDate). A night the calendar has
 * no price for adds nothing: there is no known rent to count.
 */
export function priceOfNights(input: { startDate: IsoDate; endDate: IsoDate; prices: NightlyPrices }): Cents {
  let total = 0;
  for (let night = input.startDate; night < input.endDate; night = addDays(night, 1)) {
    total += input.prices.get(night) ?? 0;
  }
  return total;
}

/**
 * What an owner stay or a maintenance block costs the owner: the rent its nights would have
 * fetched at the calendar's nightly prices. A guest stay earns that rent instead, so it costs 0.
 */
export function opportunityCostCents(input: {
  kind: TReservationKind;
  startDate: IsoDate;
  endDate: IsoDate;
  prices: NightlyPrices;
}): Cents {
  return input.kind === 'guest' ? 0 : priceOfNights(input);
}
