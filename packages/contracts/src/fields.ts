import { z } from 'zod';
import { messages } from './messages';

/**
 * Field builders shared by several schemas, so that each rule and its message live once.
 * Internal to the package: index.ts does not export them.
 */

/** A check that runs only while the value has no issue yet: one message per field, the first that applies. */
export const ifValidSoFar = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/** Text that must not be blank, at most `max` characters once trimmed. */
export const ZRequiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, messages.required)
    .max(max, { error: messages.maxLength(max), ...ifValidSoFar });

/**
 * The account's e-mail, as the forgot-password form and the profile's primary e-mail take it
 * (spec section 5): required, valid, at most 50; lowercased, as sign-in e-mails are stored.
 */
export const ZAccountEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, messages.required)
  .max(50, messages.maxLength(50))
  .pipe(z.email(messages.invalidEmail));

const ZEmail = z.email();

/** The rule of the optional e-mail fields: nothing at all, or an e-mail address. */
export const isBlankOrEmail = (value: string) => value === '' || ZEmail.safeParse(value).success;
