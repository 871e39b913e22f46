import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN, type TNotificationKind } from '@harborstay/contracts';

export type UnsubscribeSigner = {
  /**
   * The token of one owner's one notification, signed at `issuedAt`:
   * `<user id>.<kind>.<issued, Unix ms>.<HMAC-SHA256, base64url>`.
   */
  sign: (userId: number, kind: TNotificationKind, issuedAt: Date) => string;
  /**
   * Whom and what a token names, and when it was issued (null for a token of the first form,
   * without that part, sent before issue 43), when it is one this server signed; undefined otherwise.
   */
  verify: (token: string) => { userId: number; kind: TNotificationKind; issuedAt: Date | null } | undefined;
};

/**
 * The key is derived from the server's URL-signing secret with a purpose of its own, so that a
 * signed file address can never pass for an unsubscribe token or the other way round, and no
 * further secret needs keeping. Tokens do not expire: RFC 8058 unsubscribe addresses are used
 * long after the e-mail was sent, and all one can do with a token is turn one e-mail off. The
 * token carries when it was issued, so that one sent before the owner turned that e-mail back on
 * stops working with no state kept per e-mail (decision 0087).
 */
export function createUnsubscribeSigner(urlSigningSecret: string): UnsubscribeSigner {
  const key = createHmac('sha256', urlSigningSecret)
    .update('harborstay notification unsubscribe v1')
    .digest();
  // Over the parts as written: '007' is not a spelling of 7's token.
  const mac = (parts: readonly string[]) =>
    createHmac('sha256', key).update(parts.join(':')).digest('base64url');
  return {
    sign: (userId, kind, issuedAt) => {
      const parts = [String(userId), kind, String(issuedAt.getTime())];
      return `${parts.join('.')}.${mac(parts)}`;
    },
    verify: (token) => {
      const [, id, kind, issued, signature] = UNSUBSCRIBE_TOKEN.exec(token) ?? [];
      if (!id || !kind || !signature) return undefined;
      const expected = Buffer.from(mac(issued === undefined ? [id, kind] : [id, kind, issued]));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return {
        userId: Number(id),
        kind: kind as TNotificationKind,
        issuedAt: issued === undefined ? null : new Date(Number(issued)),
      };
    },
  };
}
