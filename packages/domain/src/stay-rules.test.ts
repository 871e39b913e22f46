import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '@harborstay/contracts';
import { addDays, nightsBetween } from './dates';
import type { Period } from './occupancy';
import {
  blockIssues,
  blockNights,
  guestOptions,
  guestsIssues,
  issuesByField,
  latestBookableDate,
  overlapsAny,
  periodsOverlap,
  stayIssues,
} from './stay-rules';

const today = '2026-06-10';
const RUNS = { numRuns: 1000 };

describe('stayIssues (spec section 5)', () => {
  it('allows 2 to 28 nights from today on', () => {
    expect(stayIssues({ startDate: today, endDate: addDays(today, 2), today })).toEqual([]);
    expect(stayIssues({ startDate: today, endDate: addDays(today, 28), today })).toEqual([]);
  });

  it('refuses a date in the past', () => {
    expect(stayIssues({ startDate: '2026-06-09', endDate: '2026-06-12', today })).toEqual([
      { field: 'start_date', message: messages.pastDate },
    ]);
    expect(messages.pastDate).toBe('You can’t book a date that is in the past');
  });

  it('refuses dates more than 20 years ahead, counted from the property’s today', () => {
    expect(latestBookableDate(today)).toBe('2046-06-10');
    expect(stayIssues({ startDate: '2046-06-08', endDate: '2046-06-10', today })).toEqual([]);
    expect(stayIssues({ startDate: '2046-06-09', endDate: '2046-06-11', today })).toEqual([
      { field: 'end_date', message: 'Please choose dates within the next 20 years' },
    ]);
    expect(stayIssues({ startDate: '2126-01-01', endDate: '2126-01-04', today })).toEqual([
      { field: 'start_date', message: messages.tooFarAhead },
      { field: 'end_date', message: messages.tooFarAhead },
    ]);
    expect(blockIssues({ startDate: '2046-06-10', endDate: '2046-06-10', today })).toEqual([]);
    expect(blockIssues({ startDate: '2047-03-01', endDate: '2047-03-02', today })).toEqual([
      { field: 'start_date', message: messages.tooFarAhead },
      { field: 'end_date', message: messages.tooFarAhead },
    ]);
  });

  it('refuses a check-out before the check-in', () => {
    expect(stayIssues({ startDate: '2026-06-20', endDate: '2026-06-18', today })).toEqual([
      { field: 'end_date', message: 'Check out date must be on or after the check in date' },
    ]);
  });

  it('refuses fewer than 2 nights', () => {
    for (const endDate of ['2026-06-20', '2026-06-21']) {
      expect(stayIssues({ startDate: '2026-06-20', endDate, today })).toEqual([
        { field: 'end_date', message: "Reservation doesn't match minimum nights restrictions: 2" },
      ]);
    }
  });

  it('refuses 29 nights or more', () => {
    expect(stayIssues({ startDate: today, endDate: addDays(today, 29), today })).toEqual([
      {
        field: 'end_date',
        message: 'Please contact the Harborstay team for bookings stays of 29 days or longer',
      },
    ]);
  });

  it('refuses an overlap with a taken range, and allows back-to-back stays', () => {
    const taken = [{ start: '2026-06-20', end: '2026-06-23' }];
    expect(stayIssues({ startDate: '2026-06-22', endDate: '2026-06-25', today, taken })).toEqual([
      { field: 'start_date', message: 'That date range overlaps an existing reservation' },
    ]);
    expect(stayIssues({ startDate: '2026-06-23', endDate: '2026-06-25', today, taken })).toEqual([]);
    expect(stayIssues({ startDate: '2026-06-18', endDate: '2026-06-20', today, taken })).toEqual([]);
  });

  it('is allowed exactly when the start is not past and the nights are within [2, 29)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -5, max: 40 }), (from, length) => {
        const startDate = addDays(today, from);
        const endDate = addDays(startDate, length);
        const allowed = stayIssues({ startDate, endDate, today }).length === 0;
        expect(allowed).toBe(startDate >= today && length >= 2 && length < 29);
      }),
      RUNS,
    );
  });
});

describe('blockIssues (spec section 5)', () => {
  it('allows one day (start equals end) and up to 28 nights', () => {
    expect(blockIssues({ startDate: today, endDate: today, today })).toEqual([]);
    expect(blockNights({ startDate: today, endDate: today })).toEqual({ start: today, end: '2026-06-11' });
    expect(blockIssues({ startDate: today, endDate: addDays(today, 28), today })).toEqual([]);
  });

  it('refuses past dates under either field', () => {
    expect(blockIssues({ startDate: '2026-06-01', endDate: '2026-06-05', today })).toEqual([
      { field: 'start_date', message: messages.pastDate },
      { field: 'end_date', message: messages.pastDate },
    ]);
  });

  it('refuses an end before the start with the block form message (decision 0006)', () => {
    expect(blockIssues({ startDate: '2026-06-20', endDate: '2026-06-19', today })).toEqual([
      { field: 'end_date', message: 'End date must be on or after the start date' },
    ]);
  });

  it('refuses 29 days or more, and overlaps', () => {
    expect(blockIssues({ startDate: today, endDate: addDays(today, 29), today })).toEqual([
      { field: 'end_date', message: messages.longStay(29) },
    ]);
    const taken = [{ start: '2026-06-20', end: '2026-06-21' }];
    expect(blockIssues({ startDate: '2026-06-20', endDate: '2026-06-20', today, taken })).toEqual([
      { field: 'start_date', message: messages.overlap },
    ]);
  });
});

describe('guests', () => {
  it('offers 1 to 10 by default and up to max_occupancy when known', () => {
    expect(guestOptions(null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(guestOptions(4)).toEqual([1, 2, 3, 4]);
    expect(guestsIssues({ guestsCount: 5, maxOccupancy: 4 })).toEqual([
      { field: 'guests_count', message: 'Enter a whole number from 1 to 4' },
    ]);
    expect(guestsIssues({ guestsCount: 10, maxOccupancy: undefined })).toEqual([]);
    expect(guestsIssues({ guestsCount: 0, maxOccupancy: undefined })).toHaveLength(1);
  });

  it('gathers issues by field for the API body', () => {
    expect(
      issuesByField([
        { field: 'start_date', message: 'a' },
        { field: 'start_date', message: 'b' },
      ]),
    ).toEqual({ start_date: ['a', 'b'] });
  });
});

const arbRange: fc.Arbitrary<Period> = fc
  .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 30 }))
  .map(([from, nights]) => ({ start: addDays(today, from), end: addDays(today, from + nights) }));

describe('overlap properties', () => {
  it('no two accepted ranges overlap: accepting only what meets nothing taken keeps the calendar clean', () => {
    fc.assert(
      fc.property(fc.array(arbRange, { maxLength: 40 }), (requests) => {
        const accepted: Period[] = [];
        for (const range of requests) if (!overlapsAny(range, accepted)) accepted.push(range);
        for (const [i, a] of accepted.entries()) {
          for (const b of accepted.slice(i + 1)) expect(periodsOverlap(a, b)).toBe(false);
        }
        // And every refused range did meet an accepted one.
        for (const range of requests) {
          if (!accepted.includes(range)) expect(overlapsAny(range, accepted)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('two ranges overlap exactly when they share a night', () => {
    fc.assert(
      fc.property(arbRange, arbRange, (a, b) => {
        let shared = false;
        for (let night = a.start; night < a.end; night = addDays(night, 1)) {
          if (night >= b.start && night < b.end) shared = true;
        }
        expect(periodsOverlap(a, b)).toBe(shared);
        expect(periodsOverlap(a, b)).toBe(periodsOverlap(b, a));
        expect(nightsBetween(a.start, a.end)).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});
