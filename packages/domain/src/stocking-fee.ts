import type { Cents } from './money';
import { occupancyShare, type NightCounts } from './occupancy';

/** The management agreement (spec section 9): no stocking fee in a month under 25% occupancy. */
export const STOCKING_FEE_MIN_OCCUPANCY = 0.25;

/**
 * The stocking fee of one month: the property's monthly fee, or nothing when the month's
 * occupancy (the very figure the portal shows, before rounding) is under 25%. A month with no
 * available night has no occupancy, and no guest to stock for: it is waived too.
 */
export function monthStockingFeeCents(input: { monthlyFeeCents: Cents; month: NightCounts }): Cents {
  const share = occupancyShare(input.month);
  return share === null || share < STOCKING_FEE_MIN_OCCUPANCY ? 0 : input.monthlyFeeCents;
}
