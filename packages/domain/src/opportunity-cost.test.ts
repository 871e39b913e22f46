import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVATION_KINDS } from '@harborstay/contracts';
import { addDays } from './dates';
import { opportunityCostCents, priceOfNights, type NightlyPrices } from './opportunity-cost';

const prices: NightlyPrices = new Map([
  ['2026-04-10', 30_000],
  ['2026-04-11', 36_500],
  ['2026-04-12', 36_500],
  ['2026-04-13', 28_000],
]);

describe('opportunityCostCents', () => {
  it('is the sum of the nightly prices of the nights an owner stay or a block takes', () => {
    // Nights of the 10th, 11th and 12th; the check-out day (13th) is not taken.
    const nights = { startDate: '2026-04-10', endDate: '2026-04-13', prices };
    expect(opportunityCostCents({ kind: 'owner', ...nights })).toBe(30_000 + 36_500 + 36_500);
    expect(opportunityCostCents({ kind: 'maintenance', ...nights })).toBe(103_000);
  });

  it('costs a guest stay nothing: it earns the rent instead', () => {
    expect(
      opportunityCostCents({ kind: 'guest', startDate: '2026-04-10', endDate: '2026-04-13', prices }),
    ).toBe(0);
  });

  it('adds nothing for a night without a price', () => {
    expect(priceOfNights({ startDate: '2026-04-12', endDate: '2026-04-16', prices })).toBe(36_500 + 28_000);
    expect(priceOfNights({ startDate: '2026-05-01', endDate: '2026-05-03', prices })).toBe(0);
  });
});

const BASE = '2026-01-01';
const arbPrices: fc.Arbitrary<NightlyPrices> = fc
  .array(fc.integer({ min: 0, max: 200_000 }), { minLength: 60, maxLength: 60 })
  .map((list) => new Map(list.map((price, i) => [addDays(BASE, i), price])));
/** Three nights in order, a ≤ b ≤ c, from a little before the priced nights to a little after. */
const arbCuts = fc
  .tuple(fc.integer({ min: -5, max: 65 }), fc.nat({ max: 20 }), fc.nat({ max: 20 }))
  .map(([a, ab, bc]) => [addDays(BASE, a), addDays(BASE, a + ab), addDays(BASE, a + ab + bc)] as const);

describe('opportunity cost properties', () => {
  it('splits: a stay cut at any night costs what its two parts cost', () => {
    fc.assert(
      fc.property(
        arbPrices,
        arbCuts,
        fc.constantFrom('owner' as const, 'maintenance' as const),
        (p, cuts, kind) => {
          const [a, b, c] = cuts;
          const cost = (startDate: string, endDate: string) =>
            opportunityCostCents({ kind, startDate, endDate, prices: p });
          expect(cost(a, c)).toBe(cost(a, b) + cost(b, c));
        },
      ),
    );
  });

  it('is the number of nights times the price when every night has the same price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.nat({ max: 40 }), (price, nights) => {
        const flat = new Map(Array.from({ length: 40 }, (_, i) => [addDays(BASE, i), price]));
        const cost = opportunityCostCents({
          kind: 'owner',
          startDate: BASE,
          endDate: addDays(BASE, nights),
          prices: flat,
        });
        expect(cost).toBe(nights * price);
      }),
    );
  });

  it('is the same for an owner stay and a block, never negative, and 0 for a guest', () => {
    fc.assert(
      fc.property(
        arbPrices,
        arbCuts,
        fc.constantFrom(...RESERVATION_KINDS),
        (p, [startDate, , endDate], kind) => {
          const cost = opportunityCostCents({ kind, startDate, endDate, prices: p });
          expect(cost).toBeGreaterThanOrEqual(0);
          expect(cost).toBe(kind === 'guest' ? 0 : priceOfNights({ startDate, endDate, prices: p }));
        },
      ),
    );
  });
});
