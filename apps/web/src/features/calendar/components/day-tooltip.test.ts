import { describe, expect, it } from 'vitest';
import { formatClockTime } from '../../../shared/format/dates';
import { tooltipPosition } from './day-tooltip';

const view = { width: 1440, height: 900 };
const size = { width: 220, height: 150 };

describe('tooltipPosition (issue 26 point 6)', () => {
  it('puts the tooltip under its day when it fits', () => {
    expect(tooltipPosition({ left: 300, top: 200, bottom: 264 }, size, view)).toEqual({
      left: 300,
      top: 270,
    });
  });

  it('puts it above a day near the bottom of the window, and keeps it off the sides', () => {
    expect(tooltipPosition({ left: 1380, top: 820, bottom: 884 }, size, view)).toEqual({
      left: 1440 - 8 - 220,
      top: 820 - 6 - 150,
    });
  });

  it('keeps it in the window on a short one', () => {
    expect(tooltipPosition({ left: 0, top: 60, bottom: 124 }, size, { width: 390, height: 200 })).toEqual({
      left: 8,
      top: 8,
    });
  });
});

describe('formatClockTime', () => {
  it("writes a 24-hour time the way the form's time field shows it", () => {
    expect(formatClockTime('16:00')).toBe('04:00 PM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:30')).toBe('12:30 PM');
    expect(formatClockTime('23:59')).toBe('11:59 PM');
  });
});
