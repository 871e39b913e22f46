import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTokens } from '@harborstay/db';
import { hashToken } from '../../lib/secret-tokens';
import { createTestApp, createUser, signIn, TEST_PASSWORD } from '../../testing/test-app';
import { SESSION_POLICY } from '../../access/session-policy';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { email: 'olivia@example.test', firstName: 'Olivia', lastName: 'Owner' });
});
afterAll(() => ctx.close());

const login = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload });
const me = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers: authorization ? { authorization } : {} });

describe('POST /api/auth/login/', () => {
  it('answers the key and the user, matching the e-mail case-insensitively', async () => {
    const response = await login({ username: 'Olivia@Example.TEST', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: 'olivia@example.test',
      email: 'olivia@example.test',
      first_name: 'Olivia',
      last_name: 'Owner',
    });
  });

  it('gives a wrong password and an unknown e-mail the same 400 body', async () => {
    const wrongPassword = await login({ username: 'olivia@example.test', password: 'Wrong#Pass1' });
    const unknownEmail = await login({ username: 'nobody@example.test', password: TEST_PASSWORD });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('names each missing or malformed field with the spec message', async () => {
    const response = await login({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['This field is required'],
      password: ['This field is required'],
    });
    const malformed = await login({ username: 'not-an-email', password: 'x' });
    expect(malformed.json()).toEqual({ username: ['Invalid email format'] });
  });

  it('keeps only a hash of the token in the database', async () => {
    const { key } = await signIn(ctx.app, 'olivia@example.test');
    const rows = await ctx.db.select().from(authTokens);
    expect(rows.some((row) => row.tokenHash === key || row.tokenHash.includes(key))).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashToken(key))).toBe(true);
  });
});

describe('the Token header', () => {
  it('lets a signed-in user read GET /api/auth/user/', async () => {
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    const response = await me(authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('olivia@example.test');
  });

  it('refuses an anonymous caller and a forged token with 401', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me(`Token ${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect((await me('Bearer something')).statusCode).toBe(401);
  });

  it('refuses a token after logout', async () => {
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(authorization)).statusCode).toBe(401);
  });

  it('refuses a token past its absolute lifetime', async () => {
    const { key, authorization } = await signIn(ctx.app, 'olivia@example.test', { remember: true });
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(key)));
    expect((await me(authorization)).statusCode).toBe(401);
  });

  it('ends a short session after 30 idle minutes but keeps a remembered one', async () => {
    const short = await signIn(ctx.app, 'olivia@example.test');
    const long = await signIn(ctx.app, 'olivia@example.test', { remember: true });
    const idleSince = new Date(Date.now() - SESSION_POLICY.short.idleMs - 60_000);
    for (const { key } of [short, long]) {
      await ctx.db
        .update(authTokens)
        .set({ lastUsedAt: idleSince })
        .where(eq(authTokens.tokenHash, hashToken(key)));
    }
    expect((await me(short.authorization)).statusCode).toBe(401);
    expect((await me(long.authorization)).statusCode).toBe(200);
  });

  it('gives a remembered sign-in a 30-day and a short one a 12-hour absolute lifetime', async () => {
    const short = await signIn(ctx.app, 'olivia@example.test');
    const long = await signIn(ctx.app, 'olivia@example.test', { remember: true });
    const expiry = async (key: string) =>
      (
        await ctx.db
          .select()
          .from(authTokens)
          .where(eq(authTokens.tokenHash, hashToken(key)))
      )[0]?.expiresAt.getTime() ?? 0;
    expect((await expiry(short.key)) - Date.now()).toBeGreaterThan(SESSION_POLICY.short.absoluteMs - 60_000);
    expect((await expiry(short.key)) - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    expect((await expiry(long.key)) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('is required by logout', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a stale token on a public route', () => {
  it('is served as an anonymous visitor, while protected routes still answer 401', async () => {
    const stale = `Token ${'B'.repeat(43)}`;
    const config = await ctx.app.inject({
      method: 'GET',
      url: '/api/config/',
      headers: { authorization: stale },
    });
    expect(config.statusCode).toBe(200);
    const protectedRoute = await me(stale);
    expect(protectedRoute.statusCode).toBe(401);
    expect(protectedRoute.json()).toEqual({ detail: 'Invalid token.' });
    expect((await me()).json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
