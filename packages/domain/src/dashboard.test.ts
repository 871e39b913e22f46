import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVATION_KINDS, RESERVATION_STATUSES } from '@harborstay/contracts';
import { addDays, addMonths } from './dates';
import { occupancyPercent } from './occupancy';
import {
  averageNightlyRate,
  bookingPace,
  dashboardFigures,
  guestNightsBookedBy,
  isNewReservation,
  netIncomeByMonth,
  revenuePerAvailableNight,
  type BookedReservation,
} from './dashboard';
import { monthPeriod } from './occupancy';
import { propertyFinancials } from './property-financials';

const stay = (
  kind: BookedReservation['kind'],
  startDate: string,
  endDate: string,
  netIncomeCents: number,
  bookedOn: string,
  status = kind === 'maintenance' ? 'unavailable' : 'confirmed',
): BookedReservation => ({ kind, status, startDate, endDate, netIncomeCents, bookedOn });

// One property, today 2026-04-15: April holds guest stays, an owner stay, a block, a
// cancellation, a stay coming in from March and one going out into May.
const april = [
  stay('guest', '2025-05-01', '2025-05-04', 25_000, '2025-04-01'), // last year, booked by 2025-04-15
  stay('guest', '2025-06-10', '2025-06-12', 12_000, '2025-05-01'), // last year, booked after 2025-04-15
  stay('guest', '2026-03-30', '2026-04-02', 20_000, '2026-02-01'), // March's money, one April night
  stay('guest', '2026-04-02', '2026-04-05', 30_000, '2026-03-20'),
  stay('guest', '2026-04-08', '2026-04-10', 15_055, '2026-04-01'), // new this month
  stay('guest', '2026-04-10', '2026-04-12', 99_900, '2026-04-05', 'canceled'), // nowhere
  stay('owner', '2026-04-12', '2026-04-16', 0, '2026-04-01'),
  stay('maintenance', '2026-04-20', '2026-04-22', 0, '2026-04-02'),
  stay('guest', '2026-04-30', '2026-05-02', 40_000, '2026-04-10'), // new; one night in May
  stay('guest', '2026-06-28', '2026-07-03', 50_000, '2026-01-10'), // 3 June nights, 2 July nights
];
const TODAY = '2026-04-15';

describe('the dashboard figures of a hand-computed month', () => {
  const figures = dashboardFigures([
    {
      today: TODAY,
      reservations: april,
      blockedDates: ['2026-04-26'],
      taskFinishedOn: ['2026-03-31', '2026-04-01', '2026-04-30'],
    },
  ]);

  it('net income by check-in, nights by night, each night once', () => {
    expect(figures.monthNetIncomeCents).toBe(30_000 + 15_055 + 40_000);
    expect(figures.monthCheckInNights).toBe(3 + 2 + 2);
    // Guest: 04-01, 04-02..04, 04-08..09, 04-30 = 7; owner 4; blocks 2 + the price block.
    expect(figures.month).toEqual({ days: 30, guestNights: 7, ownerNights: 4, blockNights: 3 });
    expect(occupancyPercent(figures.month)).toBe(30.4); // 7 / 23
  });

  it('nightly rate and RevPAR to the cent', () => {
    expect(
      averageNightlyRate({ netIncomeCents: figures.monthNetIncomeCents, nights: figures.monthCheckInNights }),
    ).toBe(
      12_151, // 85,055 / 7 = 12,150.71
    );
    expect(
      revenuePerAvailableNight({ netIncomeCents: figures.monthNetIncomeCents, nights: figures.month }),
    ).toBe(
      3_698, // 85,055 / 23 = 3,698.04
    );
  });

  it('counts the standing guest bookings booked this month and the tasks finished in it', () => {
    expect(figures.newReservations).toBe(2);
    expect(figures.completedTasks).toBe(2); // 04-01 and 04-30, not 03-31
  });

  it('gives each month of this year and last year its check-ins', () => {
    expect(figures.netIncomeByMonth).toEqual([0, 0, 20_000, 85_055, 0, 50_000, 0, 0, 0, 0, 0, 0]);
    expect(figures.lastYearNetIncomeByMonth).toEqual([0, 0, 0, 0, 25_000, 12_000, 0, 0, 0, 0, 0, 0]);
  });

  it('paces the next three months against last year as it stood a year ago', () => {
    expect(bookingPace(april, TODAY)).toEqual([
      { month: '2026-05-01', guestNights: 1, lastYearGuestNights: 3 },
      { month: '2026-06-01', guestNights: 3, lastYearGuestNights: 0 },
      { month: '2026-07-01', guestNights: 2, lastYearGuestNights: 0 },
    ]);
    expect(figures.pace).toEqual([
      { guestNights: 1, lastYearGuestNights: 3 },
      { guestNights: 3, lastYearGuestNights: 0 },
      { guestNights: 2, lastYearGuestNights: 0 },
    ]);
  });

  it('has no rate rather than a zero one when nothing is bookable', () => {
    expect(averageNightlyRate({ netIncomeCents: 0, nights: 0 })).toBeNull();
    expect(
      revenuePerAvailableNight({
        netIncomeCents: 0,
        nights: { days: 30, guestNights: 0, ownerNights: 20, blockNights: 10 },
      }),
    ).toBeNull();
  });
});

const BASE = '2026-01-01';
const arbStay: fc.Arbitrary<BookedReservation> = fc
  .record({
    kind: fc.constantFrom(...RESERVATION_KINDS),
    status: fc.constantFrom(...RESERVATION_STATUSES),
    start: fc.integer({ min: -400, max: 500 }),
    nights: fc.integer({ min: 1, max: 10 }),
    lead: fc.integer({ min: 0, max: 200 }),
    netIncomeCents: fc.integer({ min: 0, max: 500_000 }),
  })
  .map(({ kind, status, start, nights, lead, netIncomeCents }) => ({
    kind,
    status,
    startDate: addDays(BASE, start),
    endDate: addDays(BASE, start + nights),
    bookedOn: addDays(BASE, start - lead),
    netIncomeCents,
  }));
const arbToday = fc.integer({ min: 0, max: 364 }).map((offset) => addDays(BASE, offset));

describe('dashboard properties', () => {
  it("agrees with the property financials for the month and makes the year's months add up to its income", () => {
    fc.assert(
      fc.property(fc.array(arbStay, { maxLength: 40 }), arbToday, (reservations, today) => {
        const dashboard = dashboardFigures([{ today, reservations }]);
        const financials = propertyFinancials({ reservations, today });
        expect(dashboard.monthNetIncomeCents).toBe(financials.monthNetIncomeCents);
        expect(dashboard.month).toEqual(financials.month);
        expect(dashboard.netIncomeByMonth.reduce((a, b) => a + b, 0)).toBe(financials.yearNetIncomeCents);
        expect(netIncomeByMonth(reservations, today)[Number(today.slice(5, 7)) - 1]).toBe(
          financials.monthNetIncomeCents,
        );
      }),
    );
  });

  it('adds properties up: the figures of two together are the sums of each', () => {
    fc.assert(
      fc.property(
        fc.array(arbStay, { maxLength: 20 }),
        fc.array(arbStay, { maxLength: 20 }),
        arbToday,
        (a, b, today) => {
          const one = dashboardFigures([{ today, reservations: a }]);
          const two = dashboardFigures([{ today, reservations: b }]);
          const both = dashboardFigures([
            { today, reservations: a },
            { today, reservations: b },
          ]);
          expect(both.monthNetIncomeCents).toBe(one.monthNetIncomeCents + two.monthNetIncomeCents);
          expect(both.newReservations).toBe(one.newReservations + two.newReservations);
          expect(both.month.days).toBe(one.month.days + two.month.days);
          expect(both.pace.map((m) => m.guestNights)).toEqual(
            one.pace.map((m, i) => m.guestNights + (two.pace[i]?.guestNights ?? 0)),
          );
        },
      ),
    );
  });

  it('counts a canceled booking nowhere, and a rate stays between the smallest and largest nightly share', () => {
    fc.assert(
      fc.property(fc.array(arbStay, { maxLength: 30 }), arbStay, arbToday, (list, extra, today) => {
        const canceled = { ...extra, kind: 'guest' as const, status: 'canceled' };
        expect(dashboardFigures([{ today, reservations: [...list, canceled] }])).toEqual(
          dashboardFigures([{ today, reservations: list }]),
        );
        expect(isNewReservation(canceled, monthPeriod(canceled.bookedOn))).toBe(false);
        const figures = dashboardFigures([{ today, reservations: list }]);
        const rate = averageNightlyRate({
          netIncomeCents: figures.monthNetIncomeCents,
          nights: figures.monthCheckInNights,
        });
        if (rate === null) expect(figures.monthCheckInNights).toBe(0);
        else expect(rate).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never has more nights on the books than the month holds, nor more a year ago than booked by then', () => {
    fc.assert(
      fc.property(fc.array(arbStay, { maxLength: 40 }), arbToday, (reservations, today) => {
        for (const { month, guestNights } of bookingPace(reservations, today)) {
          const period = monthPeriod(month);
          expect(guestNights).toBeLessThanOrEqual(
            guestNightsBookedBy(reservations, period, addMonths(month, 12)),
          );
        }
      }),
    );
  });
});
