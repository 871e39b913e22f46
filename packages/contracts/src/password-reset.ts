import { z } from 'zod';
import { ZAccountEmail } from './fields';
import { messages } from './messages';
import { ZNewPassword } from './password';

/** `POST /api/auth/password/reset/`: the form and the wire are the same. */
export const ZPasswordResetRequest = z.object({ email: ZAccountEmail });
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

/** The link's two path segments: a base64url user id and a random token. */
const ZResetLink = {
  uid: z.string().min(1, messages.required).max(24),
  token: z.string().min(1, messages.required).max(128),
};

/** `POST /api/auth/password/reset/check/`: the page asks whether its link still works before showing a form. */
export const ZPasswordResetCheckRequest = z.object(ZResetLink);
export type TPasswordResetCheckRequest = z.infer<typeof ZPasswordResetCheckRequest>;

/** A link of the reset page is a password reset (an hour) or an invitation to a new account (7 days). */
export const RESET_LINK_PURPOSES = ['reset', 'invitation'] as const;
export type TResetLinkPurpose = (typeof RESET_LINK_PURPOSES)[number];

/** How long an invitation link works (contract, "Owners and properties"; decision 0050). */
export const INVITATION_LINK_DAYS = 7;

/**
 * The check's answer for a link that works: what it is for, and the e-mail of its account, which the
 * page greets and the sign-in page fills in once the password is chosen (decision 0091).
 */
export const ZPasswordResetLinkValid = z.object({
  detail: z.string(),
  purpose: z.enum(RESET_LINK_PURPOSES),
  email: z.string(),
});
export type TPasswordResetLinkValid = z.infer<typeof ZPasswordResetLinkValid>;

/**
 * The check's 400 for a link that was real but no longer works (used, expired, replaced): what it
 * was for, and where an invited owner asks for a new invitation (the company's operations
 * address, null when it has none). A forged link gets the plain 400, which tells nothing.
 */
export const ZPasswordResetLinkRefused = z.object({
  non_field_errors: z.array(z.string()),
  purpose: z.enum(RESET_LINK_PURPOSES),
  contact_email: z.string().nullable(),
});
export type TPasswordResetLinkRefused = z.infer<typeof ZPasswordResetLinkRefused>;

/** A typed password, then the same again: required, and 'Passwords don't match' when it differs. */
export const ZPasswordConfirmation = z.string().min(1, messages.required);

/**
 * Adds "Passwords don't match" to `new_password2` when both were typed and differ. Shared by
 * every form that asks for a new password twice, so the rule and its message live once.
 */
export function checkPasswordsMatch(
  value: { new_password1: string; new_password2: string },
  ctx: z.RefinementCtx,
) {
  if (value.new_password2 !== '' && value.new_password2 !== value.new_password1) {
    ctx.addIssue({ code: 'custom', path: ['new_password2'], message: messages.passwordsDontMatch });
  }
}

/** The new-password form of the reset page (spec section 5 'New password (reset)'). */
export const ZPasswordResetForm = z
  .object({ new_password1: ZNewPassword, new_password2: ZPasswordConfirmation })
  .superRefine(checkPasswordsMatch);
export type TPasswordResetForm = z.infer<typeof ZPasswordResetForm>;

/** `POST /api/auth/password/reset/confirm/`: the form's two fields with the link's segments. */
export const ZPasswordResetConfirmRequest = z
  .object({ ...ZResetLink, new_password1: ZNewPassword, new_password2: ZPasswordConfirmation })
  .superRefine(checkPasswordsMatch);
export type TPasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequest>;
