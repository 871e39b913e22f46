import { describe, expect, it } from 'vitest';
import { todayIn } from './dates';

describe('todayIn', () => {
  // 05:00 UTC on 1 March 2026 is the evening of 1 March at UTC+14 and of 28 February at UTC-11.
  const instant = new Date('2026-03-01T05:00:00Z');

  it('gives each time zone its own date for the same instant, however often it is asked', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-03-01');
      expect(todayIn('Pacific/Pago_Pago', instant)).toBe('2026-02-28');
      expect(todayIn('UTC', instant)).toBe('2026-03-01');
    }
  });

  it('refuses an unknown time zone every time it is asked', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(() => todayIn('Mars/Olympus_Mons', instant)).toThrow(RangeError);
    }
  });
});
