import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { authTokens, passwordResetTokens, users, type DbOrTx } from '@harborstay/db';

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  // Links past their expiry are of no use to anyone: they go when a new one is made.
  await db
    .delete(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.userId, values.userId), lt(passwordResetTokens.expiresAt, values.createdAt)),
    );
  await db.insert(passwordResetTokens).values(values);
}

/**
 * The reset token of this hash and user if it still works: unused, not expired, its user
 * active, and made after the user's last password change.
 */
export async function findUsableResetToken(
  db: DbOrTx,
  input: { userId: number; tokenHash: string; now: Date },
) {
  const [row] = await db
    .select({
      tokenId: passwordResetTokens.id,
      userId: users.id,
      purpose: passwordResetTokens.purpose,
      email: users.email,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, input.tokenHash),
        eq(passwordResetTokens.userId, input.userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, input.now),
        eq(users.isActive, true),
        or(isNull(users.passwordChangedAt), gt(passwordResetTokens.createdAt, users.passwordChangedAt)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * What a link of this hash and user was for, whether or not it still works: only the holder of the
 * real token (sent to the account's e-mail) finds it, so the answer tells a guesser nothing.
 */
export async function findResetTokenPurpose(db: DbOrTx, input: { userId: number; tokenHash: string }) {
  const [row] = await db
    .select({ purpose: passwordResetTokens.purpose })
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, input.tokenHash), eq(passwordResetTokens.userId, input.userId)),
    )
    .limit(1);
  return row?.purpose;
}

/** Marks the token used, and says whether this call was the one that did (two tabs cannot both use it). */
export async function claimResetToken(db: DbOrTx, tokenId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, tokenId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return claimed.length === 1;
}

/** A new password hash; every reset link sent before it stops working. */
export async function setPassword(db: DbOrTx, input: { userId: number; passwordHash: string; now: Date }) {
  await db
    .update(users)
    .set({ passwordHash: input.passwordHash, passwordChangedAt: input.now })
    .where(eq(users.id, input.userId));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: input.now })
    .where(and(eq(passwordResetTokens.userId, input.userId), isNull(passwordResetTokens.usedAt)));
}

/** Ends every session of the user except the one making this call. */
export async function revokeOtherTokens(
  db: DbOrTx,
  input: { userId: number; keepTokenId: number; now: Date },
) {
  await db
    .update(authTokens)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(authTokens.userId, input.userId),
        ne(authTokens.id, input.keepTokenId),
        isNull(authTokens.revokedAt),
      ),
    );
}
