import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollars, formatDollarsAndCents, formatWholeDollars } from './money';

/** What Intl writes for en-US: the hand-written formatters must match it (decision 0071). */
const intlWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const intlCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Intl writes '-$0' for an amount that rounds to zero from below; the portal writes '$0'. */
const withoutNegativeZero = (text: string) => text.replace(/^-(\$0(\.00)?)$/, '$1');

/** Amounts as the API sends them: whole cents, up to ten million dollars either way. */
const dollars = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((cents) => cents / 100);

describe('money', () => {
  it('rounds headline figures to whole dollars with thousands separators', () => {
    expect(formatWholeDollars(12345.5)).toBe('$12,346');
    expect(formatWholeDollars(-80)).toBe('-$80');
    expect(formatWholeDollars(-0.4)).toBe('$0');
  });

  it('shows an amount whole when it is, and with its cents otherwise', () => {
    expect(formatDollars(75)).toBe('$75');
    expect(formatDollars(150.5)).toBe('$150.50');
    expect(formatDollars(1234.56)).toBe('$1,234.56');
    expect(formatDollarsAndCents(-1234.5)).toBe('-$1,234.50');
  });

  it("writes what Intl's en-US currency format writes, for any amount in cents", () => {
    fc.assert(
      fc.property(dollars, (amount) => {
        expect(formatWholeDollars(amount)).toBe(withoutNegativeZero(intlWhole.format(amount)));
        expect(formatDollarsAndCents(amount)).toBe(withoutNegativeZero(intlCents.format(amount)));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds a figure with more decimals (an average) to whole dollars as Intl does', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (amount) => {
        expect(formatWholeDollars(amount)).toBe(withoutNegativeZero(intlWhole.format(amount)));
      }),
      { numRuns: 2000 },
    );
  });
});
