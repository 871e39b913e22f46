import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatPercent } from './percent';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

it("writes a percent with one decimal at most, as Intl's en-US number format does", () => {
  expect(formatPercent(12.5)).toBe('12.5%');
  expect(formatPercent(20)).toBe('20%');
  expect(formatPercent(66.66)).toBe('66.7%');
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000 }), (hundredths) => {
      const percent = hundredths / 100;
      expect(formatPercent(percent)).toBe(`${intl.format(percent)}%`);
    }),
    { numRuns: 3000 },
  );
});
