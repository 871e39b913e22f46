import { LRUCache } from 'lru-cache';
import type { Database } from '@harborstay/db';
import type { findLiveToken } from './repository';

/** A live token as the session lookup reads it: the token, its user, their property ids and data version. */
export type LiveToken = NonNullable<Awaited<ReturnType<typeof findLiveToken>>>;

/** The channel migration 0008's triggers notify on every write to what a session is read from. */
const SESSIONS_CHANGED_CHANNEL = 'harborstay_sessions';

/**
 * The sessions the embedded server has read, kept until the database says that anything they were
 * read from has changed (decision 0043). Every statement that writes the tokens, the users or the
 * ownership rows (whose data versions move with every write the figures read) notifies
 * `harborstay_sessions`, and the notification empties the cache before that statement's promise
 * resolves: a revoked token, a deactivated user, a lost property or a new stay is seen by the very
 * next request, as without the cache (decision 0029). Only PGlite can promise that, so only there is
 * there a cache.
 */
export type SessionCache = {
  /** The kept session of `tokenHash`, or what `load` reads (kept unless a write came meanwhile). */
  find(tokenHash: string, load: () => Promise<LiveToken | undefined>): Promise<LiveToken | undefined>;
  /** Stops listening; the cache keeps nothing from then on. */
  close(): Promise<void>;
};

export async function createSessionCache(
  database: Pick<Database, 'listen'>,
  maxEntries: number,
): Promise<SessionCache | undefined> {
  if (!database.listen || maxEntries === 0) return undefined;
  const kept = new LRUCache<string, LiveToken>({ max: maxEntries });
  // Counts the notifications: a session read while one came may predate the write, so it is not kept.
  let writes = 0;
  let isListening = true;
  const unlisten = await database.listen(SESSIONS_CHANGED_CHANNEL, () => {
    writes += 1;
    kept.clear();
  });
  return {
    async find(tokenHash, load) {
      const hit = kept.get(tokenHash);
      if (hit) return hit;
      const writesBefore = writes;
      const row = await load();
      if (row && isListening && writes === writesBefore) kept.set(tokenHash, frozen(row));
      return row;
    },
    async close() {
      isListening = false;
      kept.clear();
      await unlisten();
    },
  };
}

/** Kept sessions are shared by the requests that find them, so none may change one. */
function frozen(row: LiveToken): LiveToken {
  Object.freeze(row.token);
  Object.freeze(row.user);
  Object.freeze(row.propertyIds);
  return Object.freeze(row);
}
