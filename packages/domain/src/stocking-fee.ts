import type { Cents } from './money';
import { occupancyRatio, type NightCounts } from './occupancy';

/** The management agreement (spec section 9): no stocking fee in a month under 25% occupancy. */
export const STOCKING_FEE_MIN_OCCUPANCY = 0.25;

/**
 * The stocking fee of one month: the property's monthly fee, or nothing when the month's
 * occupancy (the very figure the portal shows, before rounding) is under 25%. A month with no
 * bookable night at all has 0% occupancy, so it is waived too.
 */
export function monthStockingFeeCents(input: { monthlyFeeCents: Cents; month: NightCounts }): Cents {
  return occupancyRatio(input.month) < STOCKING_FEE_MIN_OCCUPANCY ? 0 : input.monthlyFeeCents;
}
