import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZLoginResponse } from '@harborstay/contracts';
import { sessionOf } from './session-store';

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

describe('sessionOf', () => {
  it('reads exactly what ZLoginResponse reads, for any stored JSON', () => {
    fc.assert(
      fc.property(nearSession, (value) => {
        // As the store reads it: JSON text, parsed (JSON.stringify drops undefined and writes -0 as 0).
        const stored: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
        const parsed = ZLoginResponse.safeParse(stored);
        expect(sessionOf(stored)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads -0 and the largest safe id as the schema does', () => {
    for (const text of ['-0', '9007199254740991', '9007199254740992']) {
      const stored: unknown = JSON.parse(
        `{"key":"k","user":{"id":${text},"username":"u","email":"e","first_name":"f","last_name":"l"}}`,
      );
      const parsed = ZLoginResponse.safeParse(stored);
      expect(sessionOf(stored)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('accepts the sign-in answer and refuses one without its token', () => {
    const session = {
      key: 'token-of-ann',
      user: { id: 7, username: 'ann', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' },
    };
    expect(sessionOf({ ...session, extra: 1 })).toEqual(session);
    expect(sessionOf({ user: session.user })).toBeNull();
  });
});
