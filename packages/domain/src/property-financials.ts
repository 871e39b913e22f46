import type { IsoDate } from './dates';
import type { Cents } from './money';
import {
  countNights,
  holdsNights,
  isInPeriod,
  monthPeriod,
  sumNightCounts,
  yearPeriod,
  type NightCounts,
  type NightHolder,
  type Period,
} from './occupancy';

/** A reservation as the financial figures see it; net income is the owner's share (revenue − fee). */
export type FinancialReservation = NightHolder & { netIncomeCents: Cents };

/** Only guest bookings that still hold their nights earn: owner stays and blocks earn nothing. */
export function isEarning(reservation: NightHolder): boolean {
  return reservation.kind === 'guest' && holdsNights(reservation.status);
}

/**
 * The guest bookings whose money belongs to the period: those that still stand and check in
 * within it (all of them without one). A stay counts wholly in the month of its check-in, as the
 * spec's tooltips say ("all check-ins for the month", "all reservations that checked in this
 * year"), so month and year always add up.
 */
export function earningCheckIns<T extends NightHolder>(reservations: readonly T[], period?: Period): T[] {
  return reservations.filter(
    (reservation) => isEarning(reservation) && (!period || isInPeriod(reservation.startDate, period)),
  );
}

/** Net income of the period's earning check-ins (see earningCheckIns). */
export function netIncomeOfCheckIns(reservations: readonly FinancialReservation[], period?: Period): Cents {
  return earningCheckIns(reservations, period).reduce(
    (total, reservation) => total + reservation.netIncomeCents,
    0,
  );
}

export type PropertyFinancials = {
  /** Check-ins in the current month. */
  monthNetIncomeCents: Cents;
  /** Check-ins in the current year, upcoming ones included: an estimate until the year is over. */
  yearNetIncomeCents: Cents;
  /** Every booking ever made that still stands, past and upcoming. */
  totalNetIncomeCents: Cents;
  month: NightCounts;
  year: NightCounts;
};

/**
 * The figures of one property for the month and year around `today` (the property's own today,
 * from its time zone). Whole periods are counted, upcoming bookings included, like the estimate.
 */
export function propertyFinancials(input: {
  reservations: readonly FinancialReservation[];
  blockedDates?: readonly IsoDate[];
  today: IsoDate;
}): PropertyFinancials {
  const month = monthPeriod(input.today);
  const year = yearPeriod(input.today);
  return {
    monthNetIncomeCents: netIncomeOfCheckIns(input.reservations, month),
    yearNetIncomeCents: netIncomeOfCheckIns(input.reservations, year),
    totalNetIncomeCents: netIncomeOfCheckIns(input.reservations),
    month: countNights({ period: month, reservations: input.reservations, blockedDates: input.blockedDates }),
    year: countNights({ period: year, reservations: input.reservations, blockedDates: input.blockedDates }),
  };
}

/** An owner's figures over several properties: money added up, nights pooled. */
export function sumPropertyFinancials(list: readonly PropertyFinancials[]): PropertyFinancials {
  return {
    monthNetIncomeCents: list.reduce((sum, item) => sum + item.monthNetIncomeCents, 0),
    yearNetIncomeCents: list.reduce((sum, item) => sum + item.yearNetIncomeCents, 0),
    totalNetIncomeCents: list.reduce((sum, item) => sum + item.totalNetIncomeCents, 0),
    month: sumNightCounts(list.map((item) => item.month)),
    year: sumNightCounts(list.map((item) => item.year)),
  };
}

/** Actively reserved: a guest is staying now or has booked a stay still to come. */
export function isActivelyReserved(reservations: readonly NightHolder[], today: IsoDate): boolean {
  return reservations.some((reservation) => isEarning(reservation) && reservation.endDate > today);
}
