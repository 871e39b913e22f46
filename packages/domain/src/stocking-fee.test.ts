import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { occupancyShare, type NightCounts } from './occupancy';
import { monthStockingFeeCents, STOCKING_FEE_MIN_OCCUPANCY } from './stocking-fee';

const FEE = 7_500;
const month = (guestNights: number, ownerNights = 0, blockNights = 0, days = 30): NightCounts => ({
  days,
  guestNights,
  ownerNights,
  blockNights,
});

describe('monthStockingFeeCents', () => {
  it('charges the fee from 25% occupancy on and waives it under 25%', () => {
    // 7 / (30 − 2) = 25% exactly: not under 25%, so the fee is due.
    expect(monthStockingFeeCents({ monthlyFeeCents: FEE, month: month(7, 2) })).toBe(FEE);
    // 6 / (30 − 2 − 3) = 24%.
    expect(monthStockingFeeCents({ monthlyFeeCents: FEE, month: month(6, 2, 3) })).toBe(0);
    // 7 / (31 − 2) = 24.1%.
    expect(monthStockingFeeCents({ monthlyFeeCents: FEE, month: month(7, 0, 2, 31) })).toBe(0);
    expect(monthStockingFeeCents({ monthlyFeeCents: FEE, month: month(30) })).toBe(FEE);
  });

  it('waives the fee of a month with no bookable night, and of a month with no guest', () => {
    expect(monthStockingFeeCents({ monthlyFeeCents: FEE, month: month(0, 10, 20) })).toBe(0);
    expect(monthStockingFeeCents({ monthlyFeeCents: FEE, month: month(0) })).toBe(0);
  });
});

const arbMonth: fc.Arbitrary<NightCounts> = fc
  .record({
    days: fc.integer({ min: 28, max: 31 }),
    guest: fc.nat(),
    owner: fc.nat(),
    block: fc.nat(),
  })
  .map(({ days, guest, owner, block }) => {
    // Split the month's nights among guests, owner, blocks and free nights.
    const guestNights = guest % (days + 1);
    const ownerNights = owner % (days - guestNights + 1);
    const blockNights = block % (days - guestNights - ownerNights + 1);
    return { days, guestNights, ownerNights, blockNights };
  });
const arbFee = fc.integer({ min: 0, max: 50_000 });

describe('stocking fee properties', () => {
  it('is the whole fee or nothing, and nothing exactly when occupancy is under 25%', () => {
    fc.assert(
      fc.property(arbMonth, arbFee, (counts, fee) => {
        const charged = monthStockingFeeCents({ monthlyFeeCents: fee, month: counts });
        expect(charged).toBe((occupancyShare(counts) ?? 0) < STOCKING_FEE_MIN_OCCUPANCY ? 0 : fee);
      }),
    );
  });

  it('is never waived again once a guest books one more free night', () => {
    fc.assert(
      fc.property(arbMonth, arbFee, (counts, fee) => {
        const free = counts.days - counts.guestNights - counts.ownerNights - counts.blockNights;
        fc.pre(free > 0);
        const busier = { ...counts, guestNights: counts.guestNights + 1 };
        const before = monthStockingFeeCents({ monthlyFeeCents: fee, month: counts });
        expect(monthStockingFeeCents({ monthlyFeeCents: fee, month: busier })).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
