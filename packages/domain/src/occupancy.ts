import { ACTIVE_RESERVATION_STATUSES, type TReservationKind } from '@harborstay/contracts';
import { addDays, addMonths, nightsBetween, startOfMonth, type IsoDate } from './dates';

/** A run of nights [start, end): the night of `end` is not in it, like a reservation's check-out. */
export type Period = { start: IsoDate; end: IsoDate };

/** The calendar month around a date. */
export function monthPeriod(date: IsoDate): Period {
  const start = startOfMonth(date);
  return { start, end: addMonths(start, 1) };
}

/** The calendar year around a date. */
export function yearPeriod(date: IsoDate): Period {
  const year = Number(date.slice(0, 4));
  return { start: `${year}-01-01`, end: `${year + 1}-01-01` };
}

export function isInPeriod(date: IsoDate, period: Period): boolean {
  return date >= period.start && date < period.end;
}

/** What the occupancy rule needs of a reservation: its kind, status and nights. */
export type NightHolder = {
  kind: TReservationKind;
  status: string;
  startDate: IsoDate;
  endDate: IsoDate;
};

/** Canceled stays and cancelled blocks ('available') give their nights back. */
export function holdsNights(status: string): boolean {
  return (ACTIVE_RESERVATION_STATUSES as readonly string[]).includes(status);
}

export type NightCounts = {
  /** Nights in the period (days in the month or year). */
  days: number;
  guestNights: number;
  ownerNights: number;
  /** Maintenance blocks and nights blocked on the price calendar (By Default, Advance Notice). */
  blockNights: number;
};

type NightUse = 'guest' | 'owner' | 'block';
/** If two records claim one night (a price block under a stay), the stay wins: it is what happened. */
const PRECEDENCE: Record<NightUse, number> = { guest: 3, owner: 2, block: 1 };
const USE_OF_KIND: Record<TReservationKind, NightUse> = {
  guest: 'guest',
  owner: 'owner',
  maintenance: 'block',
};

/**
 * Classifies every night of the period once: booked by a guest, used by the owner, blocked, or
 * free. Each night counts once, so overlapping records can never push occupancy past 100%.
 */
export function countNights(input: {
  period: Period;
  reservations: readonly NightHolder[];
  blockedDates?: readonly IsoDate[];
}): NightCounts {
  const { period } = input;
  const uses = new Map<IsoDate, NightUse>();
  const claim = (night: IsoDate, use: NightUse) => {
    const current = uses.get(night);
    if (!current || PRECEDENCE[use] > PRECEDENCE[current]) uses.set(night, use);
  };

  for (const reservation of input.reservations) {
    if (!holdsNights(reservation.status)) continue;
    const from = reservation.startDate > period.start ? reservation.startDate : period.start;
    const to = reservation.endDate < period.end ? reservation.endDate : period.end;
    for (let night = from; night < to; night = addDays(night, 1)) claim(night, USE_OF_KIND[reservation.kind]);
  }
  for (const night of input.blockedDates ?? []) {
    if (isInPeriod(night, period)) claim(night, 'block');
  }

  const counts: NightCounts = {
    days: nightsBetween(period.start, period.end),
    guestNights: 0,
    ownerNights: 0,
    blockNights: 0,
  };
  for (const use of uses.values()) {
    if (use === 'guest') counts.guestNights += 1;
    else if (use === 'owner') counts.ownerNights += 1;
    else counts.blockNights += 1;
  }
  return counts;
}

/**
 * The nights the properties could take guests: days − block nights − owner nights. The one
 * denominator of occupancy and of RevPAR (dashboard.ts).
 */
export function availableNights(counts: NightCounts): number {
  return counts.days - counts.blockNights - counts.ownerNights;
}

/**
 * Occupancy of spec section 9: booked guest nights / available nights, as a share from 0 to 1.
 * A period with no available night has no occupancy (null, shown '–'), as it has no RevPAR and
 * no nightly rate: the rule of every figure divided by nights (issue 26, point 10).
 */
export function occupancyShare(counts: NightCounts): number | null {
  const available = availableNights(counts);
  return available > 0 ? counts.guestNights / available : null;
}

/** Occupancy in percent with one decimal, or null where no night is available. */
export function occupancyPercent(counts: NightCounts): number | null {
  const share = occupancyShare(counts);
  return share === null ? null : toPercent(share);
}

/** A share as a percent with one decimal: 0.27272 → 27.3. */
export function toPercent(ratio: number): number {
  return Math.round(ratio * 1000) / 10;
}

/** Several properties together: their nights pooled, so a big calendar weighs more than a small one. */
export function sumNightCounts(counts: readonly NightCounts[]): NightCounts {
  return counts.reduce<NightCounts>(
    (total, next) => ({
      days: total.days + next.days,
      guestNights: total.guestNights + next.guestNights,
      ownerNights: total.ownerNights + next.ownerNights,
      blockNights: total.blockNights + next.blockNights,
    }),
    { days: 0, guestNights: 0, ownerNights: 0, blockNights: 0 },
  );
}
