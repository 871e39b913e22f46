import type { FastifyBaseLogger } from 'fastify';
import { messages, type TOwnerProfileRecord, type ZOwnerProfile } from '@harborstay/contracts';
import { type Db, pgErrorCode, PG_UNIQUE_VIOLATION, type User } from '@harborstay/db';
import type { z } from 'zod';
import { badRequest, nonFieldError, notFound } from '../../errors';
import { enqueue } from '../../jobs/queue';
import type { EmailChangeThrottle, SignInThrottle } from '../../plugins/rate-limits';
import { generateToken, hashToken } from '../../lib/secret-tokens';
import { confirmNewEmailMessage, emailChangedNoticeMessage } from './email-change-mail';
import { decodePicture, readPictureDataUrl, removePicture, storePicture } from './profile-picture';
import { confirmPassword } from '../../access/confirm-password';
import type { OwnerScope } from '../../access/owner-scope';
import * as repo from './repository';
import type { PasswordHasher } from '../../lib/passwords';
import type { FileStorage } from '../../lib/file-storage';

/** How long the link sent to a new e-mail address works (docs/decisions). */
export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

export type ProfileContext = {
  db: Db;
  storage: FileStorage;
  /** Tells this server's job worker that e-mails were queued (any server's poll finds them anyway). */
  wakeJobs: () => void;
  publicUrl: string;
  brandName: string;
  log: FastifyBaseLogger;
  /** Wrong current passwords count against the account's sign-in budget. */
  throttle: SignInThrottle;
  passwords: PasswordHasher;
  /** Confirmation e-mails of primary e-mail changes, per user and per inbox. */
  emailChanges: EmailChangeThrottle;
};

/** The signed-in owner whose profile a save writes: the account (for its e-mail) and the scope. */
export type ProfileOwner = { user: User; scope: OwnerScope };

async function toRecord(
  ctx: ProfileContext,
  row: repo.OwnerProfileRow,
  pendingEmail: string | null,
): Promise<TOwnerProfileRecord> {
  return {
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    primary_email: row.primaryEmail,
    secondary_email: row.secondaryEmail,
    address: row.address,
    phone: row.phone,
    picture: row.picturePath ? await readPictureDataUrl(ctx.storage, row.picturePath) : null,
    active: row.active,
    account_id: row.accountId,
    created_at: row.createdAt.toISOString(),
    pending_primary_email: pendingEmail,
  };
}

/** The caller's own profile; 404 when they have none yet (onboarding step 1). */
export async function getProfile(ctx: ProfileContext, scope: OwnerScope) {
  const row = await repo.findProfileWithPendingEmail(ctx.db, scope, new Date());
  if (!row) throw notFound();
  return toRecord(ctx, row.profile, row.pendingEmail);
}

/**
 * A new primary e-mail becomes the sign-in e-mail, and the password can then be reset from it:
 * asking for it needs the current password in the same call, so a stolen token alone cannot
 * take the account. A wrong one counts against the account's sign-in budget, as in a password
 * change. Nothing is checked (or counted) when the e-mail stays.
 */
async function checkCurrentPassword(
  ctx: ProfileContext,
  user: User,
  currentPassword: string | null | undefined,
  address: string,
) {
  if (!currentPassword) throw badRequest({ current_password: [messages.currentPasswordRequired] });
  await confirmPassword({
    passwords: ctx.passwords,
    throttle: ctx.throttle,
    user,
    password: currentPassword,
    address,
    field: 'current_password',
    wrongMessage: messages.wrongCurrentPassword,
  });
}

/**
 * Creates or updates the caller's profile (onboarding step 1 creates it). A new primary e-mail
 * needs the current password, and is not taken at once: a link goes to the new address, and the
 * sign-in e-mail changes only when it is followed. `address` is the client's, for the throttle.
 */
export async function saveProfile(
  ctx: ProfileContext,
  owner: ProfileOwner,
  input: z.output<typeof ZOwnerProfile>,
  address: string,
) {
  const { user } = owner;
  const wantsNewEmail = input.primary_email !== user.email;
  // Counted before anything slow, so simultaneous saves cannot all pass the limit; given back if none goes.
  const mailHold = wantsNewEmail
    ? await ctx.emailChanges.hold({ userId: user.id, newEmail: input.primary_email })
    : undefined;
  const token = wantsNewEmail ? generateToken() : undefined;
  let row: repo.OwnerProfileRow;
  try {
    // Before anything is stored: a refused change saves nothing, not even the photo.
    if (wantsNewEmail) await checkCurrentPassword(ctx, user, input.current_password, address);
    row = await storeProfile(ctx, owner, input, token);
  } catch (error) {
    await mailHold?.release();
    throw error;
  }
  if (token) ctx.wakeJobs();
  return toRecord(ctx, row, await repo.findPendingEmail(ctx.db, owner.scope, new Date()));
}

/**
 * Writes the profile, its photo and the e-mail change request (when `token` is given). Every
 * stored photo ends up named by the row or removed: the previous path is read under the user's
 * row lock, so simultaneous saves each replace the one before; the replaced file goes once the
 * new row is committed, and the new file goes if the transaction fails.
 */
async function storeProfile(
  ctx: ProfileContext,
  { user, scope }: ProfileOwner,
  input: z.output<typeof ZOwnerProfile>,
  token: string | undefined,
) {
  const picture = input.picture ? decodePicture(input.picture) : undefined;
  const newPicturePath = picture ? await storePicture(ctx.storage, scope.userId, picture) : undefined;
  let saved: { row: repo.OwnerProfileRow; replacedPicturePath: string | null };
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const previous = await repo.findProfileForUpdate(tx, scope);
      // undefined keeps the photo, null removes it, a data URL replaces it.
      const picturePath = newPicturePath ?? (input.picture === null ? null : (previous?.picturePath ?? null));
      const row = await repo.upsertProfile(tx, scope, {
        firstName: input.first_name,
        lastName: input.last_name,
        // The confirmed address; a new one waits in email_change_requests.
        primaryEmail: user.email,
        secondaryEmail: input.secondary_email || null,
        address: input.address,
        phone: input.phone,
        picturePath,
      });
      await repo.updateUserNames(tx, scope, { firstName: input.first_name, lastName: input.last_name });
      if (token) {
        // Saving with the current address leaves a pending change alone; a new address replaces it.
        await repo.deleteUnusedRequests(tx, scope);
        await repo.insertRequest(tx, scope, {
          newEmail: input.primary_email,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_HOURS * 3600_000),
        });
        // The link's e-mail is written with the request: both are kept, or neither.
        await enqueue(tx, {
          kind: 'send-email',
          payload: confirmNewEmailMessage({
            brandName: ctx.brandName,
            firstName: input.first_name,
            currentEmail: user.email,
            newEmail: input.primary_email,
            link: `${ctx.publicUrl}/accounts/confirm-email/${token}`,
            lifetimeHours: EMAIL_CHANGE_LIFETIME_HOURS,
          }),
        });
      }
      const previousPath = previous?.picturePath ?? null;
      return { row, replacedPicturePath: previousPath !== picturePath ? previousPath : null };
    });
  } catch (error) {
    if (newPicturePath) await removePicture(ctx.storage, newPicturePath);
    throw error;
  }

  if (saved.replacedPicturePath) {
    await removePicture(ctx.storage, saved.replacedPicturePath).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'old profile picture not removed'),
    );
  }
  return saved.row;
}

/** Follows the link sent to a new address: the sign-in and primary e-mail become that address. */
export async function confirmEmail(ctx: ProfileContext, token: string) {
  const now = new Date();
  const request = await repo.findLiveRequest(ctx.db, hashToken(token), now);
  if (!request) throw nonFieldError(messages.emailChangeLinkInvalid);
  const user = await repo.findUser(ctx.db, request.userId);
  if (!user) throw nonFieldError(messages.emailChangeLinkInvalid);
  if (await repo.isEmailTakenByOther(ctx.db, request.newEmail, user.id)) {
    throw nonFieldError(messages.emailInUse);
  }
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.markRequestUsed(tx, request.id, now))) {
        throw nonFieldError(messages.emailChangeLinkInvalid);
      }
      await repo.setSignInEmail(tx, user.id, request.newEmail);
      // The old address hears of the change (someone else may have made it).
      if (user.email !== request.newEmail) {
        await enqueue(tx, {
          kind: 'send-email',
          payload: emailChangedNoticeMessage({
            brandName: ctx.brandName,
            firstName: user.firstName,
            oldEmail: user.email,
            newEmail: request.newEmail,
          }),
        });
      }
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw nonFieldError(messages.emailInUse);
    throw error;
  }
  ctx.wakeJobs();
  return { detail: messages.emailConfirmed, email: request.newEmail };
}
