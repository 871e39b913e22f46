import { messages, type TUser } from '@harborstay/contracts';
import type { Db, User } from '@harborstay/db';
import { nonFieldError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/secret-tokens';
import * as repo from './repository';
import type { SessionCache } from './session-cache';
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
  /** Their data version (decision 0042), read with them. */
  dataVersion: string;
};

/**
 * The session of a presented key, or undefined when it is unknown, revoked, idle too long or
 * expired; read through `sessions` when the server keeps them (decision 0043).
 */
export async function authenticate(
  db: Db,
  key: string,
  sessions: SessionCache | undefined,
  now = new Date(),
): Promise<Session | undefined> {
  const tokenHash = hashToken(key);
  const read = () => repo.findLiveToken(db, tokenHash, now);
  const row = sessions ? await sessions.find(tokenHash, read) : await read();
  // A kept session was live when it was read; its absolute expiry may have come since.
  if (!row || row.token.expiresAt <= now) return undefined;
  const policy = row.token.isRemembered ? SESSION_POLICY.remembered : SESSION_POLICY.short;
  const idleMs = now.getTime() - row.token.lastUsedAt.getTime();
  if (idleMs > policy.idleMs) return undefined;
  if (idleMs > TOUCH_INTERVAL_MS) await repo.touchToken(db, row.token.id, now);
  return {
    user: row.user,
    tokenId: row.token.id,
    propertyIds: row.propertyIds,
    dataVersion: row.dataVersion,
  };
}

export async function logout(db: Db, session: Session) {
  await repo.revokeToken(db, session.tokenId, new Date());
}
