import { describe, expect, it } from 'vitest';
import { formatDollars, formatWholeDollars } from './money';

describe('money', () => {
  it('rounds headline figures to whole dollars with thousands separators', () => {
    expect(formatWholeDollars(12345.5)).toBe('$12,346');
    expect(formatWholeDollars(-80)).toBe('-$80');
  });

  it('shows an amount whole when it is, and with its cents otherwise', () => {
    expect(formatDollars(75)).toBe('$75');
    expect(formatDollars(150.5)).toBe('$150.50');
    expect(formatDollars(1234.56)).toBe('$1,234.56');
  });
});
