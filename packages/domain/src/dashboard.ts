import { addMonths, nightsBetween, startOfMonth, type IsoDate } from './dates';
import type { Cents } from './money';
import {
  availableNights,
  countNights,
  isInPeriod,
  monthPeriod,
  sumNightCounts,
  yearPeriod,
  type NightCounts,
  type Period,
} from './occupancy';
import { earningCheckIns, isEarning, type FinancialReservation } from './property-financials';

/**
 * A reservation as the dashboard sees it: the financial one and the day it was booked, in the
 * property's time zone (its confirmation, or its creation when it has none).
 */
export type BookedReservation = FinancialReservation & { bookedOn: IsoDate };

/**
 * Average nightly rate (spec section 9): net income of the guest stays / their nights. The stays
 * are those whose money the period holds (its check-ins), and all their nights count, so the rate
 * is the owner's share of one night of those stays. None: no rate (null), not zero.
 */
export function averageNightlyRate(input: { netIncomeCents: Cents; nights: number }): Cents | null {
  return input.nights > 0 ? Math.round(input.netIncomeCents / input.nights) : null;
}

/**
 * Net income per available night (RevPAR on the owner's share): the period's net income (by
 * check-in) / the nights the properties could take guests (days − owner nights − block nights,
 * the denominator of occupancy). No available night: null.
 */
export function revenuePerAvailableNight(input: {
  netIncomeCents: Cents;
  nights: NightCounts;
}): Cents | null {
  const available = availableNights(input.nights);
  return available > 0 ? Math.round(input.netIncomeCents / available) : null;
}

/**
 * A new reservation of the period: a guest booking booked (confirmed) within it that still
 * stands. A booking canceled since counts nowhere, as everywhere else (decision 0009).
 */
export function isNewReservation(reservation: BookedReservation, period: Period): boolean {
  return isEarning(reservation) && isInPeriod(reservation.bookedOn, period);
}

/**
 * Guest nights inside a period held by standing guest bookings booked on or before `bookedBy`:
 * what was on the books that day. Standing guest stays never share a night (the exclusion
 * constraint), so clipped nights add up.
 */
export function guestNightsBookedBy(
  reservations: readonly BookedReservation[],
  period: Period,
  bookedBy: IsoDate,
): number {
  return reservations
    .filter((reservation) => isEarning(reservation) && reservation.bookedOn <= bookedBy)
    .reduce((sum, { startDate, endDate }) => {
      const from = startDate > period.start ? startDate : period.start;
      const to = endDate < period.end ? endDate : period.end;
      return from < to ? sum + nightsBetween(from, to) : sum;
    }, 0);
}

export type PaceMonth = {
  /** The first day of the month ahead. */
  month: IsoDate;
  /** Its guest nights already booked today. */
  guestNights: number;
  /** The same month a year earlier: its guest nights that had been booked by this day last year. */
  lastYearGuestNights: number;
};

export const PACE_MONTHS = 3;

/**
 * Booking pace: for each of the next three months (after today's), the guest nights already on
 * the books against those of the same month a year earlier as they stood on the same day a year
 * earlier. Stays canceled since count nowhere in either year (their cancellation date is not kept).
 */
export function bookingPace(reservations: readonly BookedReservation[], today: IsoDate): PaceMonth[] {
  const lastYearToday = addMonths(today, -12);
  return Array.from({ length: PACE_MONTHS }, (_, index) => {
    const month = addMonths(startOfMonth(today), index + 1);
    return {
      month,
      guestNights: guestNightsBookedBy(reservations, monthPeriod(month), today),
      lastYearGuestNights: guestNightsBookedBy(
        reservations,
        monthPeriod(addMonths(month, -12)),
        lastYearToday,
      ),
    };
  });
}

/** Net income of the check-ins of each month of the year around `date`, January to December. */
export function netIncomeByMonth(reservations: readonly FinancialReservation[], date: IsoDate): Cents[] {
  const { start } = yearPeriod(date);
  return Array.from({ length: 12 }, (_, index) =>
    earningCheckIns(reservations, monthPeriod(addMonths(start, index))).reduce(
      (sum, reservation) => sum + reservation.netIncomeCents,
      0,
    ),
  );
}

/** One property's records as the dashboard needs them, with its own today. */
export type DashboardProperty = {
  today: IsoDate;
  reservations: readonly BookedReservation[];
  blockedDates?: readonly IsoDate[];
  /** The days its care tasks finished, in its time zone. */
  taskFinishedOn?: readonly IsoDate[];
};

export type DashboardFigures = {
  monthNetIncomeCents: Cents;
  /** Nights of this month's check-ins (the nightly rate's denominator). */
  monthCheckInNights: number;
  month: NightCounts;
  newReservations: number;
  completedTasks: number;
  /** January to December of each property's current year, and of the year before. */
  netIncomeByMonth: Cents[];
  lastYearNetIncomeByMonth: Cents[];
  pace: Omit<PaceMonth, 'month'>[];
};

/**
 * The dashboard of several properties (the domain's definition; the database computes it):
 * money added up, nights pooled, each property's month, year and pace taken from its own today.
 */
export function dashboardFigures(list: readonly DashboardProperty[]): DashboardFigures {
  const each = list.map(({ today, reservations, blockedDates, taskFinishedOn }) => {
    const month = monthPeriod(today);
    const checkIns = earningCheckIns(reservations, month);
    return {
      monthNetIncomeCents: checkIns.reduce((sum, reservation) => sum + reservation.netIncomeCents, 0),
      monthCheckInNights: checkIns.reduce((sum, r) => sum + nightsBetween(r.startDate, r.endDate), 0),
      month: countNights({ period: month, reservations, blockedDates }),
      newReservations: reservations.filter((reservation) => isNewReservation(reservation, month)).length,
      completedTasks: (taskFinishedOn ?? []).filter((day) => isInPeriod(day, month)).length,
      netIncomeByMonth: netIncomeByMonth(reservations, today),
      lastYearNetIncomeByMonth: netIncomeByMonth(reservations, addMonths(today, -12)),
      pace: bookingPace(reservations, today),
    };
  });
  const sum = (pick: (item: (typeof each)[number]) => number) =>
    each.reduce((total, item) => total + pick(item), 0);
  const sumAt = (length: number, pick: (item: (typeof each)[number], index: number) => number) =>
    Array.from({ length }, (_, index) => sum((item) => pick(item, index)));
  return {
    monthNetIncomeCents: sum((item) => item.monthNetIncomeCents),
    monthCheckInNights: sum((item) => item.monthCheckInNights),
    month: sumNightCounts(each.map((item) => item.month)),
    newReservations: sum((item) => item.newReservations),
    completedTasks: sum((item) => item.completedTasks),
    netIncomeByMonth: sumAt(12, (item, index) => item.netIncomeByMonth[index] ?? 0),
    lastYearNetIncomeByMonth: sumAt(12, (item, index) => item.lastYearNetIncomeByMonth[index] ?? 0),
    pace: Array.from({ length: PACE_MONTHS }, (_, index) => ({
      guestNights: sum((item) => item.pace[index]?.guestNights ?? 0),
      lastYearGuestNights: sum((item) => item.pace[index]?.lastYearGuestNights ?? 0),
    })),
  };
}
