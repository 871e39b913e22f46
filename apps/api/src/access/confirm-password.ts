import { messages } from '@harborstay/contracts';
import type { User } from '@harborstay/db';
import { badRequest } from '../errors';
import type { PasswordHasher } from '../lib/passwords';
import type { SignInThrottle } from '../plugins/rate-limits';

/**
 * A signed-in user proves it is them by their password, before a change a stolen token alone
 * must not make (a new password, a new sign-in e-mail). The check runs within the account's
 * sign-in budget, so the token buys no extra guesses; a wrong one answers 400 on `field` with
 * `wrongMessage`.
 */
export async function confirmPassword(input: {
  passwords: PasswordHasher;
  throttle: SignInThrottle;
  user: Pick<User, 'email' | 'passwordHash'>;
  password: string;
  address: string;
  field: string;
  wrongMessage: string;
}) {
  await input.throttle.guard(
    { email: input.user.email, address: input.address },
    async () => {
      if (!(await input.passwords.verify(input.user.passwordHash, input.password))) {
        throw badRequest({ [input.field]: [input.wrongMessage] });
      }
    },
    messages.tooManyPasswordAttempts,
  );
}
