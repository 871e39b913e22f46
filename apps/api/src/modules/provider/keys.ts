import { desc, eq, isNull, sql } from 'drizzle-orm';
import { providerKeys, type Db } from '@harborstay/db';
import { generateToken, hashToken } from '../../lib/secret-tokens';

/** Provider keys (decision 0047): `hsp_` and 256 random bits, shown once; only the SHA-256 is kept. */
export const PROVIDER_KEY_PATTERN = /^hsp_[A-Za-z0-9_-]{32,128}$/;

export async function createProviderKey(db: Db, label: string) {
  const key = `hsp_${generateToken()}`;
  const [row] = await db
    .insert(providerKeys)
    .values({ label, keyHash: hashToken(key) })
    .returning({ id: providerKeys.id });
  if (!row) throw new Error('provider key not stored');
  return { id: row.id, key };
}

export async function listProviderKeys(db: Db) {
  return db
    .select({
      id: providerKeys.id,
      label: providerKeys.label,
      createdAt: providerKeys.createdAt,
      lastUsedAt: providerKeys.lastUsedAt,
      revokedAt: providerKeys.revokedAt,
    })
    .from(providerKeys)
    .orderBy(desc(providerKeys.id));
}

/** Ends a key at once: the next request with it is refused. Answers its label, or undefined. */
export async function revokeProviderKey(db: Db, id: number) {
  const [row] = await db
    .update(providerKeys)
    .set({ revokedAt: sql`now()` })
    .where(sql`${eq(providerKeys.id, id)} and ${isNull(providerKeys.revokedAt)}`)
    .returning({ label: providerKeys.label });
  return row?.label;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The live key of this value, and how many requests it has made in the current second, counted
 * with this one (one statement: every server counts in the same row). Undefined for an unknown or
 * revoked key. Its last use is written at most once a minute.
 */
export async function useProviderKey(db: Db, key: string) {
  const second = Math.floor(Date.now() / 1000);
  const [row] = rows<{ id: number; label: string; requests: number }>(
    await db.execute(sql`
      WITH live AS (
        SELECT id, label FROM provider_keys WHERE key_hash = ${hashToken(key)} AND revoked_at IS NULL
      ),
      touched AS (
        UPDATE provider_keys SET last_used_at = now()
        WHERE id IN (SELECT id FROM live) AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')
      ),
      counted AS (
        INSERT INTO provider_key_usage (key_id, second, requests)
        SELECT id, ${second}, 1 FROM live
        ON CONFLICT (key_id, second) DO UPDATE SET requests = provider_key_usage.requests + 1
        RETURNING requests
      )
      SELECT live.id, live.label, counted.requests FROM live, counted`),
  );
  if (!row) return undefined;
  // The key's seconds before the last minute are of no use: gone with its first request of a second.
  if (row.requests === 1) {
    await db.execute(
      sql`DELETE FROM provider_key_usage WHERE key_id = ${row.id} AND second < ${second - 60}`,
    );
  }
  return { caller: { keyId: row.id, label: row.label }, requestsThisSecond: row.requests };
}
