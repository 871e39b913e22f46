import { messages, RESET_LINK_PURPOSES, type TResetLinkPurpose } from '@harborstay/contracts';
import type { Db } from '@harborstay/db';
import { AppError, nonFieldError } from '../../errors';
import type { PasswordHasher } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/secret-tokens';
import { enqueue } from '../../jobs/queue';
import { findUserByEmail, revokeAllTokens } from '../../access/repository';
import * as repo from './repository';
import { composeResetMail } from './reset-mail';
import { decodeUid, RESET_LINK_TTL_MS, resetLinkUrl } from '../../access/reset-link';

export type ResetMailDeps = { db: Db; brandName: string; publicUrl: string };

/**
 * The work behind a reset request, a job of its own so that the answer is the same, and as
 * quick, whether or not the e-mail belongs to an account. The link and its e-mail are written
 * in one transaction; a retry of this job (its server died after the commit) finds its e-mail's
 * idempotency key taken and writes nothing, so no second link is made.
 */
export async function queueResetMail(deps: ResetMailDeps, email: string, jobId: number, now = new Date()) {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;

  const token = generateToken();
  await deps.db.transaction(async (tx) => {
    const mailJob = await enqueue(tx, {
      kind: 'send-email',
      idempotencyKey: `password-reset-mail:${jobId}`,
      payload: composeResetMail({
        to: user.email,
        firstName: user.firstName,
        brandName: deps.brandName,
        link: resetLinkUrl(deps.publicUrl, user.id, token),
        validMinutes: RESET_LINK_TTL_MS / 60_000,
      }),
    });
    if (mailJob === undefined) return;
    await repo.insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
  });
}

const invalidLink = () => nonFieldError(messages.passwordResetLinkInvalid);

const purposeOf = (value: string): TResetLinkPurpose =>
  value === 'invitation' ? 'invitation' : RESET_LINK_PURPOSES[0];

/** The token's row when the link still works; a used, expired or forged link answers 400. */
async function findUsableLink(db: Db, input: { uid: string; token: string }, now: Date) {
  const userId = decodeUid(input.uid);
  if (userId === undefined) throw invalidLink();
  const row = await repo.findUsableResetToken(db, { userId, tokenHash: hashToken(input.token), now });
  if (!row) throw invalidLink();
  return row;
}

/**
 * What the reset page shows for a link (decision 0091): one that works answers its purpose and its
 * account's e-mail; one that was real but no longer works answers a 400 saying what it was for and,
 * for an invitation, where to ask for a new one; a forged one the plain 400.
 */
export async function checkResetLink(
  db: Db,
  input: { uid: string; token: string },
  contactEmail: string | null,
  now = new Date(),
): Promise<{ purpose: TResetLinkPurpose; email: string }> {
  const userId = decodeUid(input.uid);
  if (userId === undefined) throw invalidLink();
  const tokenHash = hashToken(input.token);
  const usable = await repo.findUsableResetToken(db, { userId, tokenHash, now });
  if (usable) return { purpose: purposeOf(usable.purpose), email: usable.email };
  const stored = await repo.findResetTokenPurpose(db, { userId, tokenHash });
  if (stored === undefined) throw invalidLink();
  const purpose = purposeOf(stored);
  throw new AppError(400, {
    non_field_errors: [
      purpose === 'invitation' ? messages.invitationLinkInvalid : messages.passwordResetLinkInvalid,
    ],
    purpose,
    contact_email: purpose === 'invitation' ? contactEmail : null,
  });
}

/**
 * Sets the new password in one transaction: the token is used up, the password and its change
 * time written, and every session of the user ends.
 */
export async function confirmPasswordReset(
  { db, passwords }: { db: Db; passwords: PasswordHasher },
  input: { uid: string; token: string; newPassword: string },
  now = new Date(),
) {
  const link = await findUsableLink(db, input, now);
  // Hashing is the slow part: outside the transaction, and only for a link that works.
  const passwordHash = await passwords.hash(input.newPassword);
  await db.transaction(async (tx) => {
    if (!(await repo.claimResetToken(tx, link.tokenId, now))) throw invalidLink();
    await repo.setPassword(tx, { userId: link.userId, passwordHash, now });
    await revokeAllTokens(tx, link.userId, now);
  });
}
