import { z } from 'zod';
import { ifValidSoFar, isBlankOrEmail, ZAccountEmail, ZText } from './fields';
import { messages } from './messages';
import { ZNewPassword } from './password';

/** Input maxLengths of spec section 5: one more than the rule, so the rule's message can show. */
export const PROFILE_INPUT_MAX_LENGTH = { name: 51, email: 51, address: 257, phone: 20 } as const;

/** The photo: resized in the browser to at most 512px, then at most 300 KB (docs/decisions). */
export const PICTURE_MAX_PX = 512;
export const PICTURE_MAX_BYTES = 300 * 1024;
export const PICTURE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TPictureMimeType = (typeof PICTURE_MIME_TYPES)[number];

const PICTURE_DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
/** The longest data URL of a PICTURE_MAX_BYTES image: the prefix and 4 base64 characters per 3 bytes. */
const PICTURE_MAX_DATA_URL_LENGTH = 'data:image/jpeg;base64,'.length + 4 * Math.ceil(PICTURE_MAX_BYTES / 3);

const ZSecondaryEmail = z
  .string()
  .trim()
  .max(50, messages.maxLength(50))
  .refine(isBlankOrEmail, { error: messages.invalidEmail, ...ifValidSoFar });

/** A plus sign followed by 10 to 20 digits (spec section 5). */
export const PROFILE_PHONE = /^\+\d{10,20}$/;

const profileFields = {
  first_name: ZText({ max: 50, isRequired: true }),
  last_name: ZText({ max: 50, isRequired: true }),
  /** The sign-in e-mail follows the primary e-mail. */
  primary_email: ZAccountEmail,
  /** Optional: '' or null mean none. */
  secondary_email: ZSecondaryEmail.nullish(),
  /** Labelled required in the UI, and required here too so that both sides hold the same rule. */
  address: ZText({ max: 256, isRequired: true }),
  phone: z
    .string()
    .trim()
    .min(1, messages.required)
    .regex(PROFILE_PHONE, { error: messages.invalidProfilePhone, ...ifValidSoFar }),
};

/**
 * POST /api/owners/create-owner-profile/: creates or updates the caller's profile.
 * picture: a data URL sets a new photo, null removes it, absent keeps the one there is.
 * current_password: required (and checked) only when primary_email differs from the sign-in
 * e-mail, so a stolen token alone cannot move the account to another inbox (docs/decisions 0010).
 */
export const ZOwnerProfile = z.object({
  ...profileFields,
  picture: z
    .string()
    .max(PICTURE_MAX_DATA_URL_LENGTH, messages.pictureTooLarge)
    .regex(PICTURE_DATA_URL, messages.pictureType)
    .nullish(),
  current_password: z.string().max(256, messages.wrongCurrentPassword).nullish(),
});
export type TOwnerProfile = z.input<typeof ZOwnerProfile>;

/** GET /api/owners/owner/ and the answer of a save (spec section 3, plus the e-mail awaiting confirmation). */
export const ZOwnerProfileRecord = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  primary_email: z.string(),
  secondary_email: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  /** The photo as a data URL, or null. */
  picture: z.string().nullable(),
  active: z.boolean(),
  account_id: z.number().int(),
  created_at: z.string(),
  /** A new primary e-mail waiting for its confirmation link to be followed. */
  pending_primary_email: z.string().nullable(),
});
export type TOwnerProfileRecord = z.infer<typeof ZOwnerProfileRecord>;

/** POST /api/owners/confirm-email/: the token of the link sent to the new address. */
export const ZConfirmEmailRequest = z.object({ token: z.string().min(1).max(128) });
export const ZConfirmEmailResponse = z.object({ detail: z.string(), email: z.string() });
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponse>;

type PasswordFields = { oldPassword: string; newPassword: string; confirmPassword: string };

/**
 * The password part of the profile form (spec section 5): all optional; once an old password
 * (or a new one) is typed, the three fields must make a valid change.
 */
function checkPasswordChange(value: PasswordFields, ctx: z.RefinementCtx) {
  const { oldPassword, newPassword, confirmPassword } = value;
  if (!oldPassword && !newPassword && !confirmPassword) return;
  const issue = (field: keyof PasswordFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });

  // A new password without the old one could never be saved: the change needs the old one.
  if (!oldPassword) issue('oldPassword', messages.required);
  if (!newPassword) {
    issue('newPassword', messages.required);
  } else {
    const rules = ZNewPassword.safeParse(newPassword);
    if (!rules.success) issue('newPassword', rules.error.issues[0]?.message ?? messages.required);
    else if (newPassword === oldPassword) issue('newPassword', messages.passwordSameAsOld);
  }
  if (!confirmPassword) {
    if (newPassword) issue('confirmPassword', messages.required);
  } else if (confirmPassword !== newPassword) {
    issue('confirmPassword', messages.passwordsDontMatch);
  }
}

const formFields = { ...profileFields, secondary_email: ZSecondaryEmail };

/** The onboarding's profile step: the profile fields only (the photo is kept beside the form). */
export const ZOwnerProfileForm = z.object(formFields);
export type TOwnerProfileForm = z.infer<typeof ZOwnerProfileForm>;

/** The /profile page: the profile fields and the password change. */
export const ZOwnerProfileWithPasswordForm = z
  .object({
    ...formFields,
    oldPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine(checkPasswordChange);
export type TOwnerProfileWithPasswordForm = z.infer<typeof ZOwnerProfileWithPasswordForm>;
