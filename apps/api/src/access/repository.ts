import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { authTokens, users, type DbOrTx } from '@harborstay/db';
import { ownedPropertyIdsOf } from './owner-scope';
import { preparedPerDatabase } from '../lib/prepared-statement';

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

export async function insertToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; isRemembered: boolean; expiresAt: Date },
) {
  await db.insert(authTokens).values(values);
}

/**
 * The live token with its user and the ids of the properties the user owns: not revoked, not past
 * its absolute expiry. It runs on every owner request, so it is a prepared statement (built once
 * per database, not per request; PostgreSQL parses it once per connection).
 */
const liveTokenLookup = preparedPerDatabase((db) =>
  db
    .select({
      token: authTokens,
      user: users,
      propertyIds: ownedPropertyIdsOf(users.id),
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('find_live_token'),
);

export async function findLiveToken(db: DbOrTx, tokenHash: string, now: Date) {
  // The driver takes the instant as text; PostgreSQL reads it as the column's timestamptz.
  const [row] = await liveTokenLookup(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function touchToken(db: DbOrTx, tokenId: number, now: Date) {
  await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, tokenId));
}

export async function revokeToken(db: DbOrTx, tokenId: number, now: Date) {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
