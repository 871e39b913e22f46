import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVATION_KINDS, RESERVATION_STATUSES } from '@harborstay/contracts';
import { addDays, addMonths } from './dates';
import { monthPeriod, occupancyPercent, yearPeriod } from './occupancy';
import {
  earningCheckIns,
  isActivelyReserved,
  netIncomeOfCheckIns,
  propertyFinancials,
  sumPropertyFinancials,
  type FinancialReservation,
} from './property-financials';

const booking = (
  kind: FinancialReservation['kind'],
  startDate: string,
  endDate: string,
  netIncomeCents: number,
  status = kind === 'maintenance' ? 'unavailable' : 'confirmed',
): FinancialReservation => ({ kind, status, startDate, endDate, netIncomeCents });

describe('propertyFinancials', () => {
  const reservations = [
    booking('guest', '2025-06-10', '2025-06-13', 50_000), // last year: total only
    booking('guest', '2026-03-30', '2026-04-02', 20_000), // checked in in March
    booking('guest', '2026-04-02', '2026-04-05', 30_000),
    booking('guest', '2026-04-08', '2026-04-10', 15_055, 'in progress'),
    booking('guest', '2026-04-10', '2026-04-12', 99_900, 'canceled'),
    booking('owner', '2026-04-12', '2026-04-16', 0),
    booking('maintenance', '2026-04-20', '2026-04-22', 0),
    booking('guest', '2026-04-30', '2026-05-02', 40_000), // checked in in April, one night in May
    booking('guest', '2026-11-20', '2026-11-25', 70_000), // upcoming this year
    booking('guest', '2027-01-05', '2027-01-08', 80_000), // next year
  ];

  it('matches hand-computed figures for the month and year around today', () => {
    const figures = propertyFinancials({ reservations, blockedDates: ['2026-04-26'], today: '2026-04-15' });
    expect(figures.monthNetIncomeCents).toBe(30_000 + 15_055 + 40_000);
    expect(figures.yearNetIncomeCents).toBe(20_000 + 30_000 + 15_055 + 40_000 + 70_000);
    expect(figures.totalNetIncomeCents).toBe(20_000 + 30_000 + 15_055 + 40_000 + 70_000 + 50_000 + 80_000);
    // April: guest nights 1 + 3 + 2 + 1 = 7, owner 4, blocks 2 + 1.
    expect(figures.month).toEqual({ days: 30, guestNights: 7, ownerNights: 4, blockNights: 3 });
    expect(occupancyPercent(figures.month)).toBe(30.4); // 7 / 23
    // 2026: guest nights 3 + 3 + 2 + 2 + 5 = 15; 365 − 4 − 3 = 358 bookable.
    expect(figures.year).toEqual({ days: 365, guestNights: 15, ownerNights: 4, blockNights: 3 });
    expect(occupancyPercent(figures.year)).toBe(4.2);
  });

  it('adds up several properties and pools their nights', () => {
    const one = propertyFinancials({ reservations, today: '2026-04-15' });
    const two = propertyFinancials({
      reservations: [booking('guest', '2026-04-01', '2026-04-11', 10_000)],
      today: '2026-04-15',
    });
    const both = sumPropertyFinancials([one, two]);
    expect(both.monthNetIncomeCents).toBe(one.monthNetIncomeCents + 10_000);
    expect(both.month).toEqual({ days: 60, guestNights: 17, ownerNights: 4, blockNights: 2 });
    expect(sumPropertyFinancials([])).toEqual({
      monthNetIncomeCents: 0,
      yearNetIncomeCents: 0,
      totalNetIncomeCents: 0,
      month: { days: 0, guestNights: 0, ownerNights: 0, blockNights: 0 },
      year: { days: 0, guestNights: 0, ownerNights: 0, blockNights: 0 },
    });
  });
});

describe('earningCheckIns', () => {
  it('keeps the standing guest bookings that check in within the period, with all their fields', () => {
    const withCode = (reservation: FinancialReservation, code: string) => ({ ...reservation, code });
    const list = [
      withCode(booking('guest', '2026-03-30', '2026-04-02', 20_000), 'march'),
      withCode(booking('guest', '2026-04-02', '2026-04-05', 30_000), 'april'),
      withCode(booking('guest', '2026-04-08', '2026-04-10', 15_055, 'in progress'), 'in progress'),
      withCode(booking('guest', '2026-04-10', '2026-04-12', 99_900, 'canceled'), 'canceled'),
      withCode(booking('owner', '2026-04-12', '2026-04-16', 0), 'owner'),
      withCode(booking('maintenance', '2026-04-20', '2026-04-22', 0), 'block'),
      withCode(booking('guest', '2026-04-30', '2026-05-02', 40_000), 'into May'),
    ];
    expect(earningCheckIns(list, monthPeriod('2026-04-15')).map((r) => r.code)).toEqual([
      'april',
      'in progress',
      'into May',
    ]);
    expect(earningCheckIns(list).map((r) => r.code)).toEqual(['march', 'april', 'in progress', 'into May']);
  });
});

describe('isActivelyReserved', () => {
  it('is true while a guest stays or has a stay to come, and not for owner stays or canceled ones', () => {
    const today = '2026-04-15';
    expect(isActivelyReserved([booking('guest', '2026-04-14', '2026-04-16', 1)], today)).toBe(true);
    expect(isActivelyReserved([booking('guest', '2026-06-01', '2026-06-03', 1)], today)).toBe(true);
    expect(isActivelyReserved([booking('guest', '2026-04-13', '2026-04-15', 1)], today)).toBe(false);
    expect(isActivelyReserved([booking('owner', '2026-05-01', '2026-05-05', 0)], today)).toBe(false);
    expect(isActivelyReserved([booking('guest', '2026-05-01', '2026-05-05', 1, 'canceled')], today)).toBe(
      false,
    );
  });
});

const BASE = '2026-01-01';
const arbReservation: fc.Arbitrary<FinancialReservation> = fc
  .record({
    kind: fc.constantFrom(...RESERVATION_KINDS),
    status: fc.constantFrom(...RESERVATION_STATUSES),
    start: fc.integer({ min: -400, max: 500 }),
    nights: fc.integer({ min: 1, max: 10 }),
    netIncomeCents: fc.integer({ min: 0, max: 500_000 }),
  })
  .map(({ kind, status, start, nights, netIncomeCents }) => ({
    kind,
    status,
    startDate: addDays(BASE, start),
    endDate: addDays(BASE, start + nights),
    netIncomeCents,
  }));
const arbToday = fc.integer({ min: 0, max: 364 }).map((offset) => addDays(BASE, offset));

describe('financial properties', () => {
  it('never has a month above its year, nor a year above the total', () => {
    fc.assert(
      fc.property(fc.array(arbReservation, { maxLength: 40 }), arbToday, (reservations, today) => {
        const figures = propertyFinancials({ reservations, today });
        expect(figures.monthNetIncomeCents).toBeLessThanOrEqual(figures.yearNetIncomeCents);
        expect(figures.yearNetIncomeCents).toBeLessThanOrEqual(figures.totalNetIncomeCents);
      }),
    );
  });

  it('makes the twelve months of a year add up to the year, for income and nights', () => {
    fc.assert(
      fc.property(fc.array(arbReservation, { maxLength: 40 }), arbToday, (reservations, today) => {
        const year = propertyFinancials({ reservations, today });
        const months = Array.from({ length: 12 }, (_, i) =>
          propertyFinancials({ reservations, today: addMonths(yearPeriod(today).start, i) }),
        );
        expect(months.reduce((sum, month) => sum + month.monthNetIncomeCents, 0)).toBe(
          year.yearNetIncomeCents,
        );
        expect(months.reduce((sum, month) => sum + month.month.guestNights, 0)).toBe(year.year.guestNights);
        expect(months.reduce((sum, month) => sum + month.month.days, 0)).toBe(year.year.days);
      }),
    );
  });

  it('counts a canceled booking nowhere', () => {
    fc.assert(
      fc.property(
        fc.array(arbReservation, { maxLength: 30 }),
        arbReservation,
        arbToday,
        (list, extra, today) => {
          const canceled = { ...extra, kind: 'guest' as const, status: 'canceled' };
          expect(propertyFinancials({ reservations: [...list, canceled], today })).toEqual(
            propertyFinancials({ reservations: list, today }),
          );
          expect(netIncomeOfCheckIns([canceled], monthPeriod(canceled.startDate))).toBe(0);
        },
      ),
    );
  });
});
