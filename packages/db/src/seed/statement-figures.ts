import { addMonths, daysInMonth, nightsBetween, type IsoDate } from '@harborstay/domain';
import type { PlannedReservation } from './planned-reservation';
import type { PlannedPrice } from './prices';
import type { DemoProperty } from './properties';

/** One month of an owner statement, computed from the very rows the seed inserts. */
export type MonthFigures = {
  month: IsoDate;
  checkIns: number;
  guestNights: number;
  ownerNights: number;
  blockedNights: number;
  /** Spec section 9: booked guest nights / (days - block nights - owner nights). */
  occupancyPercent: number;
  revenueCents: number;
  managementFeeCents: number;
  netIncomeCents: number;
  stockingFeeCents: number;
  payoutCents: number;
};

function nightsWithin(start: IsoDate, end: IsoDate, from: IsoDate, until: IsoDate): number {
  const first = start > from ? start : from;
  const last = end < until ? end : until;
  return Math.max(0, nightsBetween(first, last));
}

export function monthFigures(
  property: DemoProperty,
  month: IsoDate,
  reservations: readonly PlannedReservation[],
  prices: readonly PlannedPrice[],
): MonthFigures {
  const next = addMonths(month, 1);
  const active = reservations.filter((r) => r.status !== 'canceled');
  const nightsOfKind = (kind: PlannedReservation['kind']) =>
    active
      .filter((r) => r.kind === kind)
      .reduce((sum, r) => sum + nightsWithin(r.startDate, r.endDate, month, next), 0);
  // Money follows the check-in month, as the dashboard's "all check-ins for the month" does.
  const checkIns = active.filter((r) => r.kind === 'guest' && r.startDate >= month && r.startDate < next);
  const sum = (pick: (r: PlannedReservation) => number | undefined) =>
    checkIns.reduce((total, r) => total + (pick(r) ?? 0), 0);

  const guestNights = nightsOfKind('guest');
  const ownerNights = nightsOfKind('owner');
  const blockedNights =
    nightsOfKind('maintenance') + prices.filter((p) => p.blockRef && p.date >= month && p.date < next).length;
  const available =
    daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))) - ownerNights - blockedNights;
  const occupancyPercent = available > 0 ? Math.round((guestNights / available) * 100) : 0;
  const netIncomeCents = sum((r) => r.netIncomeCents);
  // The agreement waives the stocking fee in a month under 25% occupancy.
  const stockingFeeCents = occupancyPercent < 25 ? 0 : (property.fields.stockingFeeCents ?? 0);
  return {
    month,
    checkIns: checkIns.length,
    guestNights,
    ownerNights,
    blockedNights,
    occupancyPercent,
    revenueCents: sum((r) => r.revenueCents),
    managementFeeCents: sum((r) => r.managementFeeCents),
    netIncomeCents,
    stockingFeeCents,
    payoutCents: netIncomeCents - stockingFeeCents,
  };
}

/** Figures of several months added up, for the annual statement. */
export function sumFigures(months: readonly MonthFigures[]): MonthFigures | null {
  const [first, ...rest] = months;
  if (!first) return null;
  return rest.reduce(
    (total, m) => ({
      ...total,
      checkIns: total.checkIns + m.checkIns,
      guestNights: total.guestNights + m.guestNights,
      ownerNights: total.ownerNights + m.ownerNights,
      blockedNights: total.blockedNights + m.blockedNights,
      revenueCents: total.revenueCents + m.revenueCents,
      managementFeeCents: total.managementFeeCents + m.managementFeeCents,
      netIncomeCents: total.netIncomeCents + m.netIncomeCents,
      stockingFeeCents: total.stockingFeeCents + m.stockingFeeCents,
      payoutCents: total.payoutCents + m.payoutCents,
    }),
    first,
  );
}
