import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TUser } from '@harborstay/contracts';
import { authTokens, propertyOwners, users } from '@harborstay/db';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';
import { createSessionCache, type LiveToken } from './session-cache';

/**
 * The embedded server keeps the sessions it read (decision 0043): every write to what they were
 * read from, made by any writer, reaches the very next request, as it did when every request read
 * its session. On PostgreSQL nothing is kept, and the same requests answer the same.
 */
const NOW = new Date('2026-04-15T18:00:00Z');

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let oliviaId = 0;
let aspen = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  ctx = await createTestApp();
  oliviaId = (await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true })).id;
  aspen = (await createProperty(ctx.db, { ownerIds: [oliviaId], entityName: 'Aspen Loft' })).id;
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});

const get = (authorization: string, url = '/api/auth/user/') =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization } });
const signInOlivia = async () => (await signIn(ctx.app, 'olivia@example.test')).authorization;

describe('kept sessions', () => {
  it('are kept on the embedded database only, and served while nothing they were read from changed', async () => {
    const olivia = await signInOlivia();
    expect((await get(olivia)).statusCode).toBe(200);
    // A revocation the triggers do not announce: only a kept session is still let in.
    await ctx.db.execute(sql`alter table auth_tokens disable trigger auth_tokens_sessions_changed`);
    try {
      await ctx.db.update(authTokens).set({ revokedAt: NOW });
    } finally {
      await ctx.db.execute(sql`alter table auth_tokens enable trigger auth_tokens_sessions_changed`);
    }
    expect((await get(olivia)).statusCode).toBe(ctx.engine === 'pglite' ? 200 : 401);
    // Any statement on the users, even one that changes no row, forgets every kept session.
    await ctx.db
      .update(users)
      .set({ firstName: 'Nobody' })
      .where(sql`false`);
    expect((await get(olivia)).statusCode).toBe(401);
  });

  it('are refused on the next request once signed out or revoked by any writer', async () => {
    const signedOut = await signInOlivia();
    expect((await get(signedOut)).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: signedOut },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await get(signedOut)).statusCode).toBe(401);

    const revoked = await signInOlivia();
    expect((await get(revoked)).statusCode).toBe(200);
    await ctx.db.execute(sql`update auth_tokens set revoked_at = now() where revoked_at is null`);
    expect((await get(revoked)).statusCode).toBe(401);
  });

  it('see a deactivated user, a changed name and a lost property on the next request', async () => {
    const olivia = await signInOlivia();
    expect((await get(olivia)).json<TUser>().first_name).toBe('Test');
    await ctx.db
      .update(users)
      .set({ firstName: 'Olivia' })
      .where(sql`${users.id} = ${oliviaId}`);
    expect((await get(olivia)).json<TUser>().first_name).toBe('Olivia');

    const property = `/api/owners/owner/property/${aspen}/`;
    expect((await get(olivia, property)).statusCode).toBe(200);
    await ctx.db.delete(propertyOwners).where(sql`${propertyOwners.propertyId} = ${aspen}`);
    // The spec answers a property that is not the caller's with 406.
    expect((await get(olivia, property)).statusCode).toBe(406);
    await ctx.db.insert(propertyOwners).values({ propertyId: aspen, userId: oliviaId });
    expect((await get(olivia, property)).statusCode).toBe(200);

    await ctx.db
      .update(users)
      .set({ isActive: false })
      .where(sql`${users.id} = ${oliviaId}`);
    expect((await get(olivia)).statusCode).toBe(401);
    await ctx.db
      .update(users)
      .set({ isActive: true })
      .where(sql`${users.id} = ${oliviaId}`);
  });

  it('are refused once their absolute expiry passes, kept or not', async () => {
    const olivia = await signInOlivia();
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(NOW.getTime() + 30_000) })
      .where(sql`${authTokens.revokedAt} is null`);
    expect((await get(olivia)).statusCode).toBe(200);
    vi.setSystemTime(new Date(NOW.getTime() + 31_000));
    try {
      expect((await get(olivia)).statusCode).toBe(401);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

describe('the session cache', () => {
  const row = { token: {}, user: {}, propertyIds: [], dataVersion: '0' } as unknown as LiveToken;

  async function cacheWithWrites() {
    const writes = { announce: () => {} };
    const cache = await createSessionCache(
      {
        listen: async (_channel, listener) => {
          writes.announce = listener;
          return async () => undefined;
        },
      },
      10,
    );
    if (!cache) throw new Error('no cache');
    return { cache, writes };
  }

  it('does not keep a session read while a write was announced, which it may predate', async () => {
    const { cache, writes } = await cacheWithWrites();
    const load = vi.fn(async () => {
      writes.announce();
      return row;
    });
    await cache.find('a', load);
    await cache.find('a', load);
    expect(load).toHaveBeenCalledTimes(2);

    const quiet = vi.fn(async () => row);
    await cache.find('b', quiet);
    expect(await cache.find('b', quiet)).toBe(row);
    expect(quiet).toHaveBeenCalledTimes(1);
    writes.announce();
    await cache.find('b', quiet);
    expect(quiet).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing once closed, nor where the database cannot announce writes', async () => {
    const { cache } = await cacheWithWrites();
    await cache.close();
    const load = vi.fn(async () => row);
    await cache.find('a', load);
    await cache.find('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await createSessionCache({}, 10)).toBeUndefined();
    expect(await createSessionCache({ listen: async () => async () => undefined }, 0)).toBeUndefined();
  });
});
