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

/**
 * The message of a field that is not a string: 'This field is required' when nothing was sent,
 * else how to write it (a number where a time belongs is written wrong, not missing: issue 28).
 */
export const requiredOr =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? messages.required : message;

/**
 * Characters no typed text holds: the C0 and C1 controls (NUL, which PostgreSQL refuses in text,
 * tabs, line breaks…), the Unicode line and paragraph separators, lone surrogate halves (no
 * character at all), and the bidirectional overrides and isolates that make text read other than
 * it is stored. Names and addresses end up in e-mails and on other owners' screens.
 */
const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTER.test(value);

/** The line breaks a multi-line field keeps: LF and CR LF; a lone CR is a control character. */
const LINE_BREAK = /\r?\n/g;

/**
 * Every free-text field: one line, trimmed, at most `max` characters, and no control characters.
 * Optional text may be '' (no value); required text must not be blank. One message per field.
 * `isMultiLine` lets line breaks through and nothing else (decision 0014), for a message typed in
 * a text area; names and addresses stay on one line, as they end up in e-mail headers and tables.
 */
export const ZText = ({
  max,
  isRequired,
  isMultiLine = false,
}: {
  max: number;
  isRequired: boolean;
  isMultiLine?: boolean;
}) =>
  (isRequired ? z.string().trim().min(1, messages.required) : z.string().trim())
    .refine((value) => hasNoControlCharacters(isMultiLine ? value.replace(LINE_BREAK, '') : value), {
      error: isMultiLine ? messages.controlCharactersInText : messages.controlCharacters,
      ...ifValidSoFar,
    })
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
