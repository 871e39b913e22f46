import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVATION_KINDS, RESERVATION_STATUSES } from '@harborstay/contracts';
import { addDays } from './dates';
import { revenuePerAvailableNight } from './dashboard';
import {
  availableNights,
  countNights,
  monthPeriod,
  occupancyPercent,
  occupancyShare,
  sumNightCounts,
  toPercent,
  yearPeriod,
  type NightCounts,
  type NightHolder,
  type Period,
} from './occupancy';

const stay = (
  kind: NightHolder['kind'],
  startDate: string,
  endDate: string,
  status = kind === 'maintenance' ? 'unavailable' : 'confirmed',
): NightHolder => ({ kind, status, startDate, endDate });

describe('periods', () => {
  it('spans whole calendar months and years, end exclusive', () => {
    expect(monthPeriod('2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-03-01' });
    expect(monthPeriod('2026-12-31')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
    expect(yearPeriod('2028-07-04')).toEqual({ start: '2028-01-01', end: '2029-01-01' });
  });
});

/** The share as a number for the properties below, 0 where no night is available. */
const shareOrZero = (counts: NightCounts) => occupancyShare(counts) ?? 0;

describe('countNights and occupancyShare', () => {
  // April 2026 has 30 days.
  const april = monthPeriod('2026-04-10');

  it('matches a hand-computed month of guest stays, an owner stay and blocks', () => {
    const counts = countNights({
      period: april,
      reservations: [
        stay('guest', '2026-03-31', '2026-04-02'), // 1 night in April
        stay('guest', '2026-04-02', '2026-04-05'), // 3
        stay('guest', '2026-04-08', '2026-04-10', 'in progress'), // 2
        stay('guest', '2026-04-10', '2026-04-20', 'canceled'), // gives its nights back
        stay('owner', '2026-04-12', '2026-04-16'), // 4 owner nights
        stay('maintenance', '2026-04-20', '2026-04-22'), // 2 block nights
        stay('maintenance', '2026-04-22', '2026-04-25', 'available'), // a cancelled block
        stay('guest', '2026-04-30', '2026-05-03'), // 1 night in April
      ],
      blockedDates: ['2026-04-26', '2026-04-27', '2026-05-01'],
    });
    expect(counts).toEqual({ days: 30, guestNights: 7, ownerNights: 4, blockNights: 4 });
    // 7 / (30 − 4 − 4) = 31.8%
    expect(occupancyPercent(counts)).toBe(31.8);
  });

  it('lets a stay win over a price block on the same night', () => {
    const counts = countNights({
      period: april,
      reservations: [stay('guest', '2026-04-01', '2026-04-03')],
      blockedDates: ['2026-04-02', '2026-04-03'],
    });
    expect(counts).toEqual({ days: 30, guestNights: 2, ownerNights: 0, blockNights: 1 });
  });

  it('counts 365 or 366 days in a year and has no occupancy when nothing can be booked', () => {
    expect(countNights({ period: yearPeriod('2027-05-01'), reservations: [] }).days).toBe(365);
    expect(countNights({ period: yearPeriod('2028-05-01'), reservations: [] }).days).toBe(366);
    const allBlocked = countNights({
      period: april,
      reservations: [stay('maintenance', '2026-03-01', '2026-06-01')],
    });
    expect(allBlocked.blockNights).toBe(30);
    expect(availableNights(allBlocked)).toBe(0);
    // No night to divide by: no occupancy, as no RevPAR; the figures that hold a number read 0.
    expect(occupancyShare(allBlocked)).toBeNull();
    expect(occupancyPercent(allBlocked)).toBeNull();
    expect(revenuePerAvailableNight({ netIncomeCents: 0, nights: allBlocked })).toBeNull();
  });

  it('rounds percents to one decimal', () => {
    expect(toPercent(6 / 22)).toBe(27.3);
    expect(toPercent(1)).toBe(100);
    expect(toPercent(0)).toBe(0);
  });
});

const BASE = '2026-01-01';
const arbNight = fc.integer({ min: 0, max: 120 }).map((offset) => addDays(BASE, offset));
const arbReservation: fc.Arbitrary<NightHolder> = fc
  .record({
    kind: fc.constantFrom(...RESERVATION_KINDS),
    status: fc.constantFrom(...RESERVATION_STATUSES),
    start: fc.integer({ min: -10, max: 120 }),
    nights: fc.integer({ min: 1, max: 14 }),
  })
  .map(({ kind, status, start, nights }) => ({
    kind,
    status,
    startDate: addDays(BASE, start),
    endDate: addDays(BASE, start + nights),
  }));
type Calendar = { reservations: NightHolder[]; blockedDates: string[]; period: Period };
const arbCalendar: fc.Arbitrary<Calendar> = fc.record({
  reservations: fc.array(arbReservation, { maxLength: 25 }),
  blockedDates: fc.array(arbNight, { maxLength: 10 }),
  period: fc.integer({ min: 0, max: 3 }).map((month) => monthPeriod(addDays(BASE, month * 31))),
});

/** The nights of the period that nothing holds yet. */
function freeNights(calendar: Calendar) {
  const counts = countNights(calendar);
  const free: string[] = [];
  for (let night = calendar.period.start; night < calendar.period.end; night = addDays(night, 1)) {
    const withNight = countNights({ ...calendar, blockedDates: [...calendar.blockedDates, night] });
    if (withNight.blockNights > counts.blockNights) free.push(night);
  }
  return free;
}

describe('occupancy properties', () => {
  it('stays between 0 and 100 percent and never counts more nights than the period has', () => {
    fc.assert(
      fc.property(arbCalendar, (calendar) => {
        const counts = countNights(calendar);
        expect(counts.guestNights + counts.ownerNights + counts.blockNights).toBeLessThanOrEqual(counts.days);
        const ratio = shareOrZero(counts);
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never goes down when a guest books a free night', () => {
    fc.assert(
      fc.property(arbCalendar, fc.nat(), (calendar, pick) => {
        const free = freeNights(calendar);
        fc.pre(free.length > 0);
        const night = free[pick % free.length] ?? calendar.period.start;
        const before = shareOrZero(countNights(calendar));
        const after = shareOrZero(
          countNights({
            ...calendar,
            reservations: [...calendar.reservations, stay('guest', night, addDays(night, 1))],
          }),
        );
        expect(after).toBeGreaterThan(before);
      }),
    );
  });

  it('shrinks the denominator when a block or an owner stay takes a free night', () => {
    fc.assert(
      fc.property(arbCalendar, fc.nat(), fc.boolean(), (calendar, pick, isOwnerStay) => {
        const free = freeNights(calendar);
        fc.pre(free.length > 0);
        const night = free[pick % free.length] ?? calendar.period.start;
        const before = countNights(calendar);
        const after = countNights({
          ...calendar,
          reservations: [
            ...calendar.reservations,
            stay(isOwnerStay ? 'owner' : 'maintenance', night, addDays(night, 1)),
          ],
        });
        const bookable = (counts: NightCounts) => counts.days - counts.blockNights - counts.ownerNights;
        expect(bookable(after)).toBe(bookable(before) - 1);
        expect(after.guestNights).toBe(before.guestNights);
        expect(shareOrZero(after)).toBeGreaterThanOrEqual(shareOrZero(before));
      }),
    );
  });

  it('ignores canceled stays and cancelled blocks', () => {
    fc.assert(
      fc.property(arbCalendar, arbReservation, (calendar, extra) => {
        const released = { ...extra, status: extra.kind === 'maintenance' ? 'available' : 'canceled' };
        expect(countNights({ ...calendar, reservations: [...calendar.reservations, released] })).toEqual(
          countNights(calendar),
        );
      }),
    );
  });

  it('pools several properties into a figure between the lowest and the highest', () => {
    fc.assert(
      fc.property(fc.array(arbCalendar, { minLength: 1, maxLength: 4 }), (calendars) => {
        const each = calendars.map((calendar) => countNights(calendar));
        const ratios = each
          .filter((counts) => counts.days - counts.blockNights - counts.ownerNights > 0)
          .map(shareOrZero);
        fc.pre(ratios.length === each.length);
        const pooled = shareOrZero(sumNightCounts(each));
        expect(pooled).toBeGreaterThanOrEqual(Math.min(...ratios) - 1e-12);
        expect(pooled).toBeLessThanOrEqual(Math.max(...ratios) + 1e-12);
      }),
    );
  });
});
