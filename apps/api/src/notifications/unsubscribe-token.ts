import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN, type TNotificationKind } from '@harborstay/contracts';

export type UnsubscribeSigner = {
  /** The token of one owner's one notification: `<user id>.<kind>.<HMAC-SHA256, base64url>`. */
  sign: (userId: number, kind: TNotificationKind) => string;
  /** Whom and what a token names, when it is one this server signed; undefined otherwise. */
  verify: (token: string) => { userId: number; kind: TNotificationKind } | undefined;
};

/**
 * The key is derived from the server's URL-signing secret with a purpose of its own, so that a
 * signed file address can never pass for an unsubscribe token or the other way round, and no
 * further secret needs keeping. Tokens do not expire: RFC 8058 unsubscribe addresses are used
 * long after the e-mail was sent, and all one can do with a token is turn one e-mail off.
 */
export function createUnsubscribeSigner(urlSigningSecret: string): UnsubscribeSigner {
  const key = createHmac('sha256', urlSigningSecret)
    .update('harborstay notification unsubscribe v1')
    .digest();
  // Over the id as written: '007' is not a spelling of 7's token.
  const mac = (id: string, kind: string) =>
    createHmac('sha256', key).update(`${id}:${kind}`).digest('base64url');
  return {
    sign: (userId, kind) => `${userId}.${kind}.${mac(String(userId), kind)}`,
    verify: (token) => {
      const [, id, kind, signature] = UNSUBSCRIBE_TOKEN.exec(token) ?? [];
      if (!id || !kind || !signature) return undefined;
      const expected = Buffer.from(mac(id, kind));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId: Number(id), kind: kind as TNotificationKind };
    },
  };
}
