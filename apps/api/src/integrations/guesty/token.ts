import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { connectorTokenGrants, type DbOrTx } from '@harborstay/db';
import { ConnectorRefused, ConnectorUnavailable } from '../connector-errors';
import type { TokenSource } from '../token-store';

/** Guesty grants five tokens per API key within 24 hours (open-api-docs.guesty.com, "Get Started"). */
export const TOKENS_PER_DAY = 5;
const DAY_MS = 24 * 3_600_000;
/** A token is renewed this long before it expires, so that a long pull never meets an expired one. */
const RENEW_BEFORE_MS = 15 * 60_000;
/** After a refused token (401), the next is not asked for sooner: five a day leave no room for loops. */
const TOKEN_INTERVAL_MS = 5 * 60_000;

/** Documented: `{token_type: "Bearer", expires_in: 86400, access_token, scope}`. */
const ZTokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z
    .number()
    .int()
    .positive()
    .max(7 * 86_400),
});

export type TokenRequest = (body: URLSearchParams) => Promise<Response>;

/**
 * Guesty's token through the shared token store (token-store.ts): one server asks for everybody,
 * and each grant is recorded first, so that a sixth within 24 hours is refused here with a clear
 * error and a wait, never asked of Guesty (which would answer with a refusal of its own).
 */
export function guestyTokenSource(
  db: DbOrTx,
  credentials: { clientId: string; clientSecret: string },
  request: TokenRequest,
): TokenSource {
  return {
    connector: 'guesty',
    minIntervalMs: TOKEN_INTERVAL_MS,
    renewBeforeMs: RENEW_BEFORE_MS,
    issue: async () => {
      await recordGrant(db);
      const response = await request(
        new URLSearchParams({
          grant_type: 'client_credentials',
          scope: 'open-api',
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
        }),
      );
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 429 || response.status >= 500)
          throw new ConnectorUnavailable(`Guesty token: answered ${response.status}`, TOKEN_INTERVAL_MS);
        throw new ConnectorRefused(
          `Guesty token: answered ${response.status} (check GUESTY_CLIENT_ID and GUESTY_CLIENT_SECRET)`,
        );
      }
      const parsed = ZTokenAnswer.safeParse(await response.json());
      if (!parsed.success) throw new ConnectorRefused('Guesty token answer not understood');
      return {
        accessToken: parsed.data.access_token,
        refreshToken: null,
        expiresInMs: parsed.data.expires_in * 1000,
      };
    },
  };
}

/** Records a token request, or refuses it when five were asked for in the last 24 hours. */
async function recordGrant(db: DbOrTx, now = new Date()) {
  const since = new Date(now.getTime() - DAY_MS);
  const grants = await db
    .select({ askedAt: connectorTokenGrants.askedAt })
    .from(connectorTokenGrants)
    .where(and(eq(connectorTokenGrants.connector, 'guesty'), gt(connectorTokenGrants.askedAt, since)))
    .orderBy(asc(connectorTokenGrants.askedAt));
  const oldest = grants[0]?.askedAt;
  if (grants.length >= TOKENS_PER_DAY && oldest) {
    const next = new Date(oldest.getTime() + DAY_MS);
    throw new ConnectorUnavailable(
      `Guesty grants ${TOKENS_PER_DAY} tokens a day and ${grants.length} were asked for since ${oldest.toISOString()}: the next can be asked for at ${next.toISOString()}`,
      next.getTime() - now.getTime(),
    );
  }
  await db.insert(connectorTokenGrants).values({ connector: 'guesty', askedAt: now });
}
