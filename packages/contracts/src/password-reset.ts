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
