import { and, eq, gt, isNull } from 'drizzle-orm';
import { authTokens, users, type DbOrTx } from '@harborstay/db';

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

export async function insertToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; isRemembered: boolean; expiresAt: Date },
) {
  await db.insert(authTokens).values(values);
}

/** The live token with its user: not revoked, not past its absolute expiry. */
export async function findLiveToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
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
