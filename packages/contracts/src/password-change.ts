import { z } from 'zod';
import { messages } from './messages';
import { ZNewPassword } from './password';
import { checkPasswordsMatch, ZPasswordConfirmation } from './password-reset';

/**
 * `POST /api/auth/password/change/` for a signed-in owner. The old password travels in the same
 * call and the server checks it, so a stolen token alone can never change a password.
 */
export const ZPasswordChangeRequest = z
  .object({
    old_password: z.string().min(1, messages.required).max(256),
    new_password1: ZNewPassword,
    new_password2: ZPasswordConfirmation,
  })
  .superRefine((value, ctx) => {
    if (value.old_password !== '' && value.new_password1 === value.old_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password1'], message: messages.passwordSameAsOld });
    }
    checkPasswordsMatch(value, ctx);
  });
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;
