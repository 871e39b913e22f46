import {
  countNights,
  earningCheckIns,
  monthPeriod,
  monthStockingFeeCents,
  netIncomeOfCheckIns,
  occupancyRatio,
  sumNightCounts,
  toPercent,
  type IsoDate,
  type NightCounts,
} from '@harborstay/domain';
import type { PlannedReservation } from './planned-reservation';
import type { PlannedPrice } from './prices';
import type { DemoProperty } from './properties';

/**
 * One month of an owner statement, computed from the very rows the seed inserts with the
 * domain's rules, so a statement always agrees with the portal's figures for its month.
 */
export type MonthFigures = {
  month: IsoDate;
  checkIns: number;
  nights: NightCounts;
  revenueCents: number;
  managementFeeCents: number;
  netIncomeCents: number;
  stockingFeeCents: number;
  payoutCents: number;
};

export function monthFigures(
  property: DemoProperty,
  month: IsoDate,
  reservations: readonly PlannedReservation[],
  prices: readonly PlannedPrice[],
): MonthFigures {
  const period = monthPeriod(month);
  const checkIns = earningCheckIns(reservations, period);
  const nights = countNights({
    period,
    reservations,
    blockedDates: prices.filter((price) => price.blockRef !== null).map((price) => price.date),
  });
  const netIncomeCents = netIncomeOfCheckIns(reservations, period);
  const stockingFeeCents = monthStockingFeeCents({
    monthlyFeeCents: property.fields.stockingFeeCents ?? 0,
    month: nights,
  });
  return {
    month,
    checkIns: checkIns.length,
    nights,
    revenueCents: checkIns.reduce((sum, r) => sum + r.revenueCents, 0),
    managementFeeCents: checkIns.reduce((sum, r) => sum + r.managementFeeCents, 0),
    netIncomeCents,
    stockingFeeCents,
    payoutCents: netIncomeCents - stockingFeeCents,
  };
}

/** Occupancy as the portal shows it: a percent with one decimal. */
export function occupancyPercent(figures: MonthFigures): number {
  return toPercent(occupancyRatio(figures.nights));
}

/** Figures of several months added up, for the annual statement. */
export function sumFigures(months: readonly MonthFigures[]): MonthFigures | null {
  const [first, ...rest] = months;
  if (!first) return null;
  return rest.reduce(
    (total, m) => ({
      ...total,
      checkIns: total.checkIns + m.checkIns,
      nights: sumNightCounts([total.nights, m.nights]),
      revenueCents: total.revenueCents + m.revenueCents,
      managementFeeCents: total.managementFeeCents + m.managementFeeCents,
      netIncomeCents: total.netIncomeCents + m.netIncomeCents,
      stockingFeeCents: total.stockingFeeCents + m.stockingFeeCents,
      payoutCents: total.payoutCents + m.payoutCents,
    }),
    first,
  );
}
