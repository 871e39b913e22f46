import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_TOKEN } from '@harborstay/contracts';
import { createUnsubscribeSigner } from './unsubscribe-token';

const SECRET = 'a-url-signing-secret-of-at-least-32-chars';
const signer = createUnsubscribeSigner(SECRET);

/** A token as servers signed them before issue 43: no issue time (decision 0087). */
function firstFormToken(userId: number, kind: string) {
  const key = createHmac('sha256', SECRET).update('harborstay notification unsubscribe v1').digest();
  return `${userId}.${kind}.${createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url')}`;
}

describe('unsubscribe tokens', () => {
  it('carry when they were issued, signed with the owner and the notification', () => {
    const issuedAt = new Date('2026-12-07T23:50:01.123Z');
    const token = signer.sign(42, 'statement_published', issuedAt);
    expect(token).toMatch(/^42\.statement_published\.1796687401123\.[\w-]{43}$/);
    expect(token).toMatch(UNSUBSCRIBE_TOKEN);
    expect(token.length).toBeLessThanOrEqual(100);
    expect(signer.verify(token)).toEqual({ userId: 42, kind: 'statement_published', issuedAt });
    // Any part changed, the signature no longer holds.
    const [, , , signature] = token.split('.');
    for (const forged of [
      `42.statement_published.1796687401124.${signature}`,
      `43.statement_published.1796687401123.${signature}`,
      `42.new_booking.1796687401123.${signature}`,
    ])
      expect(signer.verify(forged), forged).toBeUndefined();
    expect(createUnsubscribeSigner(`${SECRET}!`).verify(token)).toBeUndefined();
  });

  it('still verify in their first form, sent before they carried a time, as issued at no known time', () => {
    const token = firstFormToken(7, 'new_booking');
    expect(token).toMatch(UNSUBSCRIBE_TOKEN);
    expect(signer.verify(token)).toEqual({ userId: 7, kind: 'new_booking', issuedAt: null });
    expect(signer.verify(firstFormToken(7, 'new_booking').replace('7.', '8.'))).toBeUndefined();
  });
});
