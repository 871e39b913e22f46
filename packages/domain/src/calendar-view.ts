import { addDays, nightsBetween, type IsoDate } from './dates';
import {
  countNights,
  holdsNights,
  monthPeriod,
  occupancyPercent,
  type NightHolder,
  type Period,
} from './occupancy';
import type { Cents } from './money';

/** Dates in order by their characters: not localeCompare, which starts a browser's ICU (decision 0071). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Adjacent, touching or overlapping maintenance blocks shown as one range (spec section 2), with
 * the blocked price nights (`bd`, `an`) as blocks of one night each. The merged ranges hold
 * exactly the nights of the inputs: none lost, none invented. Sorted by start.
 */
export function mergeBlockedRanges(input: {
  blocks: readonly Period[];
  blockedDates?: readonly IsoDate[];
}): Period[] {
  const ranges = [
    ...input.blocks.filter((block) => block.start < block.end),
    ...(input.blockedDates ?? []).map((date) => ({ start: date, end: addDays(date, 1) })),
  ].sort((a, b) => compareText(a.start, b.start) || compareText(a.end, b.end));
  const merged: Period[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) {
      if (range.end > last.end) merged[merged.length - 1] = { start: last.start, end: range.end };
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/** What the insight tiles need of a reservation besides its nights. */
export type InsightReservation = NightHolder & { netIncomeCents: Cents; opportunityCostCents: Cents };

export type MonthInsights = {
  /** Booked guest nights / (days − block nights − owner nights), a percent with one decimal; null with no such night. */
  occupancyPercent: number | null;
  /** Net income of the guest stays checking in this month / their nights; 0 without any. */
  averageNightlyRateCents: Cents;
  /** Net income of the guest stays checking in this month (income by check-in, decision 0009). */
  estimatedNetIncomeCents: Cents;
  /** The fourth tile (decision 0031): the rent given up to owner stays and blocks checking in this month. */
  ownerUseCostCents: Cents;
};

/** The four insight tiles of the calendar for the month of `month` (spec section 9). */
export function monthInsights(input: {
  month: IsoDate;
  reservations: readonly InsightReservation[];
  blockedDates?: readonly IsoDate[];
}): MonthInsights {
  const period: Period = monthPeriod(input.month);
  const counts = countNights({ period, reservations: input.reservations, blockedDates: input.blockedDates });
  const checkingIn = input.reservations.filter(
    (r) => holdsNights(r.status) && r.startDate >= period.start && r.startDate < period.end,
  );
  const guests = checkingIn.filter((r) => r.kind === 'guest');
  const netIncome = guests.reduce((sum, r) => sum + r.netIncomeCents, 0);
  const guestNights = guests.reduce((sum, r) => sum + nightsBetween(r.startDate, r.endDate), 0);
  return {
    occupancyPercent: occupancyPercent(counts),
    averageNightlyRateCents: guestNights > 0 ? Math.round(netIncome / guestNights) : 0,
    estimatedNetIncomeCents: netIncome,
    ownerUseCostCents: checkingIn
      .filter((r) => r.kind !== 'guest')
      .reduce((sum, r) => sum + r.opportunityCostCents, 0),
  };
}
