import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_SERIAL_ID, ZPathId } from '@harborstay/contracts';
import { parsePropertyId } from './current-property';

/** Text near an id: digits (leading zeros, too many, past the largest id) or any string. */
const nearId = fc.oneof(
  fc.string(),
  fc.stringMatching(/^\d{1,12}$/),
  fc.integer({ min: -5, max: MAX_SERIAL_ID + 5 }).map(String),
  fc.constantFrom('0', '00', '1', '01', String(MAX_SERIAL_ID), String(MAX_SERIAL_ID + 1), ' 2', '2e0', '0x2'),
);

describe('parsePropertyId', () => {
  it('reads exactly the ids ZPathId reads, as the same number', () => {
    fc.assert(
      fc.property(nearId, (segment) => {
        const parsed = ZPathId.safeParse(segment);
        expect(parsePropertyId(segment)).toBe(parsed.success ? parsed.data : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('has no id without a segment', () => {
    expect(parsePropertyId(undefined)).toBeNull();
  });
});
