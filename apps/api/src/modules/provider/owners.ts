import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TProviderOwner, ZProviderOwnerPut } from '@harborstay/contracts';
import { ownerProfiles, passwordResetTokens, users, type DbOrTx, type User } from '@harborstay/db';
import { AppError, notFound } from '../../errors';
import { issueInvitation, type InvitationDeps } from '../../access/invitation';
import { revokeAllTokens } from '../../access/repository';
import type { IngestionDeps } from './ingestion';

/**
 * Owner accounts from the company's systems (contract, "Owners and properties"), part of the one
 * ingestion service: created or updated by the company's own id, invited instead of given a
 * password, deactivated without losing their history.
 */
export type OwnerDeps = Pick<IngestionDeps, 'db' | 'notify' | 'wakeJobs'> & InvitationDeps;

type OwnerBody = z.output<typeof ZProviderOwnerPut>;

function toOwner(user: User): TProviderOwner {
  return {
    id: user.id,
    external_id: user.externalId ?? '',
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    is_active: user.isActive,
    has_password: user.passwordHash !== null,
  };
}

const findByExternalId = async (db: DbOrTx, externalId: string) =>
  (await db.select().from(users).where(eq(users.externalId, externalId)))[0];

const emailTaken = (other: User) =>
  new AppError(409, {
    detail: other.externalId
      ? `${other.email} is the e-mail of the owner external_id ${other.externalId}.`
      : `${other.email} is the e-mail of another account.`,
  });

/**
 * Creates (201) or updates (200) the owner the company knows as `externalId`. A new account has no
 * password; it is invited (unless `invite` is false, or the call is a bulk import), and `invite`
 * means nothing to an account that exists, so the same call twice changes nothing. An account
 * made before with this e-mail and no external id (the admin CLI's) is taken over. A deactivated
 * owner is active again.
 */
export async function putOwner(
  deps: OwnerDeps,
  input: { externalId: string; body: OwnerBody },
): Promise<{ isCreated: boolean; owner: TProviderOwner }> {
  const { body } = input;
  const result = await deps.db.transaction(async (tx) => {
    const stored = await findByExternalId(tx, input.externalId);
    const [sameEmail] = await tx.select().from(users).where(eq(users.email, body.email));
    if (sameEmail && sameEmail.id !== stored?.id && (stored || sameEmail.externalId !== null))
      throw emailTaken(sameEmail);
    const existing = stored ?? sameEmail;
    const values = {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      externalId: input.externalId,
      isActive: true,
    };
    if (!existing) {
      const [created] = await tx.insert(users).values(values).returning();
      if (!created) throw new Error('owner not stored');
      if (body.invite && deps.notify) await issueInvitation(tx, deps, created);
      return { isCreated: true, user: created };
    }
    const isSame = (Object.keys(values) as (keyof typeof values)[]).every(
      (key) => existing[key] === values[key],
    );
    if (isSame) return { isCreated: false, user: existing };
    const [updated] = await tx.update(users).set(values).where(eq(users.id, existing.id)).returning();
    if (!updated) throw new Error('owner not stored');
    // The profile's names and primary e-mail follow the account's (the sign-in e-mail is the
    // primary one); its phone follows when the company sends one.
    await tx
      .update(ownerProfiles)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        primaryEmail: body.email,
        ...(body.phone ? { phone: body.phone } : {}),
      })
      .where(eq(ownerProfiles.userId, existing.id));
    return { isCreated: false, user: updated };
  });
  deps.wakeJobs();
  return { isCreated: result.isCreated, owner: toOwner(result.user) };
}

/**
 * The company no longer has this owner: the account can no longer sign in, its sessions end at
 * once and its unused links stop working; its properties, stays and documents stay as they are.
 */
export async function deactivateOwner(deps: OwnerDeps, externalId: string): Promise<TProviderOwner> {
  return deps.db.transaction(async (tx) => {
    const stored = await findByExternalId(tx, externalId);
    if (!stored) throw notFound();
    if (!stored.isActive) return toOwner(stored);
    const now = new Date();
    const [updated] = await tx
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, stored.id))
      .returning();
    if (!updated) throw notFound();
    await revokeAllTokens(tx, stored.id, now);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, stored.id), isNull(passwordResetTokens.usedAt)));
    return toOwner(updated);
  });
}

/** A new invitation for an active owner with no password yet; the link sent before stops working. */
export async function inviteOwner(
  deps: OwnerDeps,
  externalId: string,
): Promise<{ detail: string; expires_at: string }> {
  const { expiresAt, email } = await deps.db.transaction(async (tx) => {
    const stored = await findByExternalId(tx, externalId);
    if (!stored) throw notFound();
    if (!stored.isActive)
      throw new AppError(409, { detail: 'This owner is deactivated: PUT the owner again first.' });
    if (stored.passwordHash !== null)
      throw new AppError(409, {
        detail:
          'This owner has set a password already; they can reset it from the sign-in page if it is lost.',
      });
    return { ...(await issueInvitation(tx, deps, stored)), email: stored.email };
  });
  deps.wakeJobs();
  return { detail: `Invitation sent to ${email}.`, expires_at: expiresAt.toISOString() };
}
