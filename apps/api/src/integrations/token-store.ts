import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { connectorTokens, type DbOrTx } from '@harborstay/db';
import { ConnectorUnavailable } from './connector-errors';

export type IssuedToken = { accessToken: string; refreshToken: string | null; expiresInMs: number };

export type TokenSource = {
  connector: 'guesty' | 'breezeway';
  /** At most one token call in this long, across every server (Breezeway: a minute). */
  minIntervalMs: number;
  /** A token this close to its expiry is renewed rather than used. */
  renewBeforeMs: number;
  /** Asks the connector for a new token; given the last refresh token when there is one. */
  issue: (refreshToken: string | null) => Promise<IssuedToken>;
};

/**
 * The connector's access token, shared by every server through the database (connector_tokens).
 * A valid one is used as it is. Otherwise one server claims the right to ask (an UPDATE that only
 * one of them wins, so no transaction is held open over the network: the embedded database has a
 * single connection) and stores what it gets; a server that loses the claim, or asks again within
 * the connector's interval, is told to come back later (ConnectorUnavailable with the wait), which
 * the job queue and the sync command honour.
 */
export async function accessToken(db: DbOrTx, source: TokenSource, now = new Date()): Promise<string> {
  const stored = await readToken(db, source.connector);
  if (
    stored?.accessToken &&
    stored.expiresAt &&
    stored.expiresAt.getTime() - source.renewBeforeMs > now.getTime()
  )
    return stored.accessToken;

  await db.insert(connectorTokens).values({ connector: source.connector }).onConflictDoNothing();
  const earliest = new Date(now.getTime() - source.minIntervalMs);
  const [claimed] = await db
    .update(connectorTokens)
    .set({ requestedAt: now })
    .where(
      and(
        eq(connectorTokens.connector, source.connector),
        or(isNull(connectorTokens.requestedAt), lt(connectorTokens.requestedAt, earliest)),
      ),
    )
    .returning();
  if (!claimed) {
    const latest = await readToken(db, source.connector);
    // Another server asked a moment ago: its token may be stored already.
    if (latest?.accessToken && latest.expiresAt && latest.expiresAt.getTime() > now.getTime())
      return latest.accessToken;
    const waitMs = (latest?.requestedAt?.getTime() ?? now.getTime()) + source.minIntervalMs - now.getTime();
    throw new ConnectorUnavailable(
      `${source.connector}: a token was asked for less than ${source.minIntervalMs / 1000} s ago`,
      Math.max(waitMs, 1000),
    );
  }
  const issued = await source.issue(claimed.refreshToken);
  await db
    .update(connectorTokens)
    .set({
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken,
      expiresAt: new Date(now.getTime() + issued.expiresInMs),
    })
    .where(eq(connectorTokens.connector, source.connector));
  return issued.accessToken;
}

/** The token was refused (401): the next call asks for a new one, within the connector's interval. */
export async function forgetToken(db: DbOrTx, connector: TokenSource['connector'], token: string) {
  await db
    .update(connectorTokens)
    .set({ accessToken: null, expiresAt: sql`now()` })
    .where(and(eq(connectorTokens.connector, connector), eq(connectorTokens.accessToken, token)));
}

async function readToken(db: DbOrTx, connector: string) {
  const [row] = await db.select().from(connectorTokens).where(eq(connectorTokens.connector, connector));
  return row;
}
