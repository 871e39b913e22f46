import type { TCalendarPrice, TReservation } from '@harborstay/contracts';
import {
  addDays,
  addMonths,
  holdsNights,
  mergeBlockedRanges,
  type IsoDate,
  type Period,
} from '@harborstay/domain';

/** What holds a night: a reservation, or the price calendar's block (bd / an). */
export type NightHolder =
  { type: 'reservation'; reservation: TReservation } | { type: 'blocked'; ref: 'bd' | 'an' };

/** The legend's three kinds; a price-calendar block shows as a Block. */
export type BarKind = 'guest' | 'owner' | 'block';

export type CalendarIndex = {
  /**
   * What holds each night, and what a click on it opens. A night that a guest booking and the
   * owner's own stay or block both hold (a clash) keeps the owner's, so that the owner's bar runs on.
   */
  holders: ReadonlyMap<IsoDate, NightHolder>;
  /** The guest booking of each clashing night (contract, "The provider's side"): drawn beside the owner's. */
  clashes: ReadonlyMap<IsoDate, TReservation>;
  prices: ReadonlyMap<IsoDate, number>;
  /** Merged maintenance ranges (blocks and blocked price nights), for the rounded ends of their bars. */
  blockRanges: readonly Period[];
  /** Every held night as a range, for the overlap check of a selection. */
  taken: readonly Period[];
};

export function barKindOf(holder: NightHolder): BarKind {
  if (holder.type === 'blocked') return 'block';
  return holder.reservation.kind === 'guest'
    ? 'guest'
    : holder.reservation.kind === 'owner'
      ? 'owner'
      : 'block';
}

/** Indexes the reservations and prices loaded so far by night. */
export function buildCalendarIndex(
  reservations: readonly TReservation[],
  prices: readonly TCalendarPrice[],
): CalendarIndex {
  const holders = new Map<IsoDate, NightHolder>();
  const clashes = new Map<IsoDate, TReservation>();
  const taken: Period[] = [];
  const blocks: Period[] = [];
  const blockedDates: IsoDate[] = [];
  for (const reservation of reservations) {
    if (!holdsNights(reservation.status)) continue;
    taken.push({ start: reservation.start_date, end: reservation.end_date });
    if (reservation.kind === 'maintenance')
      blocks.push({ start: reservation.start_date, end: reservation.end_date });
    for (let night = reservation.start_date; night < reservation.end_date; night = addDays(night, 1)) {
      const other = holders.get(night);
      const isClash =
        other?.type === 'reservation' &&
        (other.reservation.kind === 'guest') !== (reservation.kind === 'guest');
      if (!isClash) {
        holders.set(night, { type: 'reservation', reservation });
        continue;
      }
      const guest = reservation.kind === 'guest' ? reservation : other.reservation;
      clashes.set(night, guest);
      holders.set(night, {
        type: 'reservation',
        reservation: guest === reservation ? other.reservation : reservation,
      });
    }
  }
  const priceMap = new Map<IsoDate, number>();
  for (const entry of prices) {
    priceMap.set(entry.date, entry.price);
    const ref = entry.block_refs[0]?.type;
    if (ref && !holders.has(entry.date)) {
      holders.set(entry.date, { type: 'blocked', ref });
      blockedDates.push(entry.date);
      taken.push({ start: entry.date, end: addDays(entry.date, 1) });
    }
  }
  return {
    holders,
    clashes,
    prices: priceMap,
    blockRanges: mergeBlockedRanges({ blocks, blockedDates }),
    taken,
  };
}

/** The first reservation holding a night of [start, end), if any. */
export function firstHolderIn(index: CalendarIndex, range: Period): NightHolder | undefined {
  for (let night = range.start; night < range.end; night = addDays(night, 1)) {
    const holder = index.holders.get(night);
    if (holder) return holder;
  }
  return undefined;
}

/** The sum of the nightly prices of [start, end), in dollars (what the server will compute, shown ahead). */
export function priceOfRange(index: CalendarIndex, range: Period): number {
  let cents = 0;
  for (let night = range.start; night < range.end; night = addDays(night, 1)) {
    cents += Math.round((index.prices.get(night) ?? 0) * 100);
  }
  return cents / 100;
}

/**
 * The clashes of a month: each pair of a guest booking and an owner stay or block that hold one of
 * its nights together, counted once (the insight bar says how many).
 */
export function clashesInMonth(index: CalendarIndex, month: IsoDate): number {
  const pairs = new Set<string>();
  const end = addMonths(month, 1);
  for (let night = month; night < end; night = addDays(night, 1)) {
    const guest = index.clashes.get(night);
    const own = index.holders.get(night);
    if (guest && own?.type === 'reservation') pairs.add(`${guest.id}-${own.reservation.id}`);
  }
  return pairs.size;
}
