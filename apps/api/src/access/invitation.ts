import { and, eq, isNull } from 'drizzle-orm';
import { INVITATION_LINK_DAYS } from '@harborstay/contracts';
import { passwordResetTokens, type DbOrTx } from '@harborstay/db';
import { enqueue } from '../jobs/queue';
import { generateToken, hashToken } from '../lib/secret-tokens';
import { composeInvitationMail } from './invitation-mail';
import { resetLinkUrl } from './reset-link';

/** An invitation link lasts 7 days (contract), where a reset link lasts an hour. */
export const INVITATION_LINK_TTL_MS = INVITATION_LINK_DAYS * 24 * 60 * 60_000;

export type InvitationDeps = {
  brandName: string;
  publicUrl: string;
  operationsEmail: string | undefined;
};

/**
 * Invites an owner with no password yet: a single-use link to the reset page (its confirm call
 * sets the password), e-mailed through the durable queue in the caller's transaction. Every link
 * sent to the owner before stops working, so only the newest invitation opens the account.
 */
export async function issueInvitation(
  tx: DbOrTx,
  deps: InvitationDeps,
  user: { id: number; email: string; firstName: string },
  now = new Date(),
): Promise<{ expiresAt: Date }> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  const token = generateToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + INVITATION_LINK_TTL_MS);
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash,
    purpose: 'invitation',
    createdAt: now,
    expiresAt,
  });
  await enqueue(tx, {
    kind: 'send-email',
    idempotencyKey: `invitation:${tokenHash}`,
    payload: composeInvitationMail({
      to: user.email,
      firstName: user.firstName,
      brandName: deps.brandName,
      link: resetLinkUrl(deps.publicUrl, user.id, token),
      validDays: INVITATION_LINK_TTL_MS / (24 * 60 * 60_000),
      operationsEmail: deps.operationsEmail,
    }),
  });
  return { expiresAt };
}
