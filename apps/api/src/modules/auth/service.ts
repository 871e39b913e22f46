import { messages, type TUser } from '@harborstay/contracts';
import type { Db, User } from '@harborstay/db';
import { nonFieldError } from '../../errors';
import type { PasswordHasher } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/secret-tokens';
import * as repo from '../../access/repository';
import type { Session } from '../../access/session';
import { SESSION_POLICY } from '../../access/session-policy';

export function toApiUser(user: User): TUser {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

/** Signs in with e-mail and password; a wrong e-mail and a wrong password answer alike. */
export async function login(
  { db, passwords }: { db: Db; passwords: PasswordHasher },
  input: { email: string; password: string; remember: boolean },
) {
  const user = await repo.findUserByEmail(db, input.email);
  const isValid = await passwords.verify(user?.passwordHash, input.password);
  if (!user || !isValid || !user.isActive) throw nonFieldError(messages.loginRejectedApi);

  const key = generateToken();
  const policy = input.remember ? SESSION_POLICY.remembered : SESSION_POLICY.short;
  await repo.insertToken(db, {
    userId: user.id,
    tokenHash: hashToken(key),
    isRemembered: input.remember,
    expiresAt: new Date(Date.now() + policy.absoluteMs),
  });
  return { key, user: toApiUser(user) };
}

export async function logout(db: Db, session: Session) {
  await repo.revokeToken(db, session.tokenId, new Date());
}
