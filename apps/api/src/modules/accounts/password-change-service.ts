import { messages } from '@harborstay/contracts';
import type { Db } from '@harborstay/db';
import type { PasswordHasher } from '../../lib/passwords';
import type { SignInThrottle } from '../../plugins/rate-limits';
import { confirmPassword } from '../../access/confirm-password';
import type { Session } from '../../access/session';
import * as repo from './repository';

type ChangeInput = { oldPassword: string; newPassword: string; address: string };

/**
 * Changes the signed-in user's password. The old password is checked in this same call, and a
 * wrong one counts against the account's sign-in budget, so a stolen token cannot be used to
 * guess the password. The other sessions end; the one making the change stays signed in.
 */
export async function changePassword(
  deps: { db: Db; throttle: SignInThrottle; passwords: PasswordHasher },
  session: Session,
  input: ChangeInput,
  now = new Date(),
) {
  await confirmPassword({
    passwords: deps.passwords,
    throttle: deps.throttle,
    user: session.user,
    password: input.oldPassword,
    address: input.address,
    field: 'old_password',
    wrongMessage: messages.wrongOldPassword,
  });

  const passwordHash = await deps.passwords.hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.setPassword(tx, { userId: session.user.id, passwordHash, now });
    await repo.revokeOtherTokens(tx, { userId: session.user.id, keepTokenId: session.tokenId, now });
  });
}
