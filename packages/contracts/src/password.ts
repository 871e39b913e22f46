import { z } from 'zod';
import { hasNoControlCharacters } from './fields';
import { messages } from './messages';

/** The new-password rules of spec section 5, each with its own message, checked in this order. */
export const ZNewPassword = z
  .string()
  .min(1, messages.required)
  // An empty password gets only 'required', not every rule at once: the rules run only on text.
  .pipe(
    z
      .string()
      .min(8, messages.passwordMinLength)
      .max(50, messages.maxLength(50))
      .regex(/\d/, messages.passwordNumber)
      .regex(/\p{Ll}/u, messages.passwordLowercase)
      .regex(/\p{Lu}/u, messages.passwordUppercase)
      .regex(/[^\p{L}\p{N}\s]/u, messages.passwordSymbol)
      // Any printable character is welcome; a control character could not be typed again at sign-in.
      .refine(hasNoControlCharacters, messages.controlCharacters),
  );
