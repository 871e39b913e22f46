import { messages, type TUser } from '@harborstay/contracts';
import type { Db, User } from '@harborstay/db';
import { nonFieldError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/secret-tokens';
import * as repo from './repository';
import { SESSION_POLICY, TOUCH_INTERVAL_MS } from './session-policy';

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
export async function login(db: Db, input: { email: string; password: string; remember: boolean }) {
  const user = await repo.findUserByEmail(db, input.email);
  const isValid = await verifyPassword(user?.passwordHash, input.password);
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

export type Session = {
  user: User;
  tokenId: number;
  /** The properties the user owned when the session was read, for this request's owner scope. */
  propertyIds: readonly number[];
};

/**
 * The session of a presented key, or undefined when it is unknown, revoked, idle too long or
 * expired: read on every request, so a revoked token or a lost property counts at once.
 */
export async function authenticate(db: Db, key: string, now = new Date()): Promise<Session | undefined> {
  const row = await repo.findLiveToken(db, hashToken(key), now);
  if (!row) return undefined;
  const policy = row.token.isRemembered ? SESSION_POLICY.remembered : SESSION_POLICY.short;
  const idleMs = now.getTime() - row.token.lastUsedAt.getTime();
  if (idleMs > policy.idleMs) return undefined;
  if (idleMs > TOUCH_INTERVAL_MS) await repo.touchToken(db, row.token.id, now);
  return {
    user: row.user,
    tokenId: row.token.id,
    propertyIds: row.propertyIds,
  };
}

export async function logout(db: Db, session: Session) {
  await repo.revokeToken(db, session.tokenId, new Date());
}
