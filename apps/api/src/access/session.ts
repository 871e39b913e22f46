import type { Db, User } from '@harborstay/db';
import { hashToken } from '../lib/secret-tokens';
import * as repo from './repository';
import { SESSION_POLICY, TOUCH_INTERVAL_MS } from './session-policy';

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
