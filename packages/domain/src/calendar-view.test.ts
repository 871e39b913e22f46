import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeBlockedRanges, monthInsights, type InsightReservation } from './calendar-view';
import { addDays, daysOfMonth, weekdayOf } from './dates';
import { countNights, monthPeriod, type Period } from './occupancy';

const RUNS = { numRuns: 1000 };
const BASE = '2026-03-01';

function nightsOf(ranges: readonly Period[]): Set<string> {
  const nights = new Set<string>();
  for (const range of ranges) for (let n = range.start; n < range.end; n = addDays(n, 1)) nights.add(n);
  return nights;
}

describe('mergeBlockedRanges', () => {
  it('merges touching and overlapping blocks and blocked price nights into one range', () => {
    expect(
      mergeBlockedRanges({
        blocks: [
          { start: '2026-03-05', end: '2026-03-07' },
          { start: '2026-03-07', end: '2026-03-09' },
          { start: '2026-03-20', end: '2026-03-22' },
        ],
        blockedDates: ['2026-03-09', '2026-03-15'],
      }),
    ).toEqual([
      { start: '2026-03-05', end: '2026-03-10' },
      { start: '2026-03-15', end: '2026-03-16' },
      { start: '2026-03-20', end: '2026-03-22' },
    ]);
  });

  it('never loses or invents a blocked night, and leaves no two ranges touching', () => {
    const arbBlock = fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 6 }))
      .map(([from, nights]) => ({ start: addDays(BASE, from), end: addDays(BASE, from + nights) }));
    const arbDates = fc.array(
      fc.integer({ min: 0, max: 60 }).map((i) => addDays(BASE, i)),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(fc.array(arbBlock, { maxLength: 12 }), arbDates, (blocks, blockedDates) => {
        const merged = mergeBlockedRanges({ blocks, blockedDates });
        const expected = nightsOf([
          ...blocks,
          ...blockedDates.map((d) => ({ start: d, end: addDays(d, 1) })),
        ]);
        expect([...nightsOf(merged)].sort()).toEqual([...expected].sort());
        for (let i = 1; i < merged.length; i += 1) {
          const previous = merged[i - 1];
          const current = merged[i];
          if (!previous || !current) throw new Error('unreachable');
          expect(current.start > previous.end).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

const stay = (partial: Partial<InsightReservation> & Pick<InsightReservation, 'startDate' | 'endDate'>) => ({
  kind: 'guest' as const,
  status: 'confirmed',
  netIncomeCents: 0,
  opportunityCostCents: 0,
  ...partial,
});

describe('monthInsights (spec section 9)', () => {
  it('computes occupancy, the average nightly rate, the net income and the owner use cost of a month', () => {
    const insights = monthInsights({
      month: '2026-04-15',
      reservations: [
        stay({ startDate: '2026-04-01', endDate: '2026-04-05', netIncomeCents: 80_000 }),
        stay({ startDate: '2026-04-28', endDate: '2026-05-03', netIncomeCents: 100_000 }),
        stay({ kind: 'owner', startDate: '2026-04-10', endDate: '2026-04-15', opportunityCostCents: 90_000 }),
        stay({ kind: 'maintenance', status: 'unavailable', startDate: '2026-04-20', endDate: '2026-04-22' }),
        stay({ startDate: '2026-04-06', endDate: '2026-04-08', status: 'canceled', netIncomeCents: 9_999 }),
      ],
      blockedDates: ['2026-04-25'],
    });
    // 30 days − 3 block nights − 5 owner nights = 22 bookable; guests hold 4 + 3 nights in April.
    expect(insights.occupancyPercent).toBe(31.8);
    expect(insights.estimatedNetIncomeCents).toBe(180_000);
    expect(insights.averageNightlyRateCents).toBe(20_000);
    expect(insights.ownerUseCostCents).toBe(90_000);
  });

  it('keeps occupancy within 0-100 % whatever the reservations, and none without an available night', () => {
    const arbStay = fc
      .tuple(
        fc.constantFrom('guest' as const, 'owner' as const, 'maintenance' as const),
        fc.constantFrom('confirmed', 'canceled', 'unavailable', 'available', 'in progress'),
        fc.integer({ min: -10, max: 40 }),
        fc.integer({ min: 1, max: 20 }),
      )
      .map(([kind, status, from, nights]) =>
        stay({ kind, status, startDate: addDays(BASE, from), endDate: addDays(BASE, from + nights) }),
      );
    fc.assert(
      fc.property(fc.array(arbStay, { maxLength: 20 }), (reservations) => {
        const { occupancyPercent } = monthInsights({ month: BASE, reservations });
        const counts = countNights({ period: monthPeriod(BASE), reservations });
        if (counts.days - counts.ownerNights - counts.blockNights === 0) {
          expect(occupancyPercent).toBeNull();
          return;
        }
        expect(occupancyPercent).toBeGreaterThanOrEqual(0);
        expect(occupancyPercent).toBeLessThanOrEqual(100);
      }),
      RUNS,
    );
  });
});

describe('month grid dates', () => {
  it('lists the days of a month and their weekdays', () => {
    expect(daysOfMonth('2026-02-14')).toHaveLength(28);
    expect(daysOfMonth('2028-02-01').at(-1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-24')).toBe(2);
  });
});
