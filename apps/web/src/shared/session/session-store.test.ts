import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZLoginResponse } from '@harborstay/contracts';
import { isSession } from './session-store';

/** Any JSON value, or one of the field's own type (so that valid sessions come up often). */
const fieldOr = (own: fc.Arbitrary<unknown>) => fc.oneof(own, own, fc.jsonValue());

/** Stored values near a session: each field either of its type or any JSON, sometimes missing. */
const nearSession = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      key: fieldOr(fc.string()),
      user: fc.oneof(
        fc.jsonValue(),
        fc.record(
          {
            id: fieldOr(fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 53), fc.constant(-0))),
            username: fieldOr(fc.string()),
            email: fieldOr(fc.string()),
            first_name: fieldOr(fc.string()),
            last_name: fieldOr(fc.string()),
            extra: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
);

describe('isSession', () => {
  it('accepts exactly what ZLoginResponse accepts, for any stored JSON', () => {
    fc.assert(
      fc.property(nearSession, (value) => {
        // As the store reads it: JSON text parsed (no undefined, no -0 distinct from 0).
        const stored: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
        expect(isSession(stored)).toBe(ZLoginResponse.safeParse(stored).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the sign-in answer and refuses one without its token', () => {
    const session = {
      key: 'token-of-ann',
      user: { id: 7, username: 'ann', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' },
    };
    expect(isSession(session)).toBe(true);
    expect(isSession({ user: session.user })).toBe(false);
  });
});
