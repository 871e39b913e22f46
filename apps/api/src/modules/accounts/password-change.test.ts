import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@harborstay/db';
import { createUser, signIn, TEST_PASSWORD, testPasswords } from '../../testing/test-app';
import { createClockedTestApp } from '../../testing/clocked-test-app';

let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
let olivia: Awaited<ReturnType<typeof createUser>>;
const NEW_PASSWORD = 'Brand#New2027';

beforeAll(async () => {
  ctx = await createClockedTestApp();
  olivia = await createUser(ctx.db, { email: 'olivia@example.test', firstName: 'Olivia' });
  await createUser(ctx.db, { email: 'oscar@example.test', firstName: 'Oscar' });
});
afterAll(() => ctx.close());

// Each test starts with Olivia's test password and with the throttles' windows long past.
beforeEach(async () => {
  ctx.time.advance(3600_000);
  await ctx.db
    .update(users)
    .set({ passwordHash: await testPasswords.hash(TEST_PASSWORD), passwordChangedAt: null })
    .where(eq(users.id, olivia.id));
});

const change = (authorization: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password/change/',
    payload,
    headers: authorization ? { authorization } : {},
  });
const valid = { old_password: TEST_PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD };
const me = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: email, password } });

describe('POST /api/auth/password/change/', () => {
  it('refuses an anonymous caller and a revoked token with 401, before reading the body', async () => {
    expect((await change(undefined, valid)).statusCode).toBe(401);
    expect((await change(undefined, {})).statusCode).toBe(401);
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: { authorization } });
    expect((await change(authorization, valid)).statusCode).toBe(401);
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password, keeps this session signed in and ends the others', async () => {
    const current = await signIn(ctx.app, 'olivia@example.test');
    const other = await signIn(ctx.app, 'olivia@example.test', { remember: true });
    const oscar = await signIn(ctx.app, 'oscar@example.test');

    const response = await change(current.authorization, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'New password has been saved.' });

    expect((await me(current.authorization)).statusCode).toBe(200);
    expect((await me(other.authorization)).statusCode).toBe(401);
    expect((await me(oscar.authorization)).statusCode).toBe(200);
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login('olivia@example.test', NEW_PASSWORD)).statusCode).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, olivia.id));
    expect(user?.passwordChangedAt).toBeInstanceOf(Date);
  });

  it('checks the old password in the same call: a wrong one changes nothing', async () => {
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    const response = await change(authorization, { ...valid, old_password: 'Wrong#Pass1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      old_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("changes only the caller's own password: another owner's token with Olivia's password fails", async () => {
    const oscar = await signIn(ctx.app, 'oscar@example.test');
    const response = await change(oscar.authorization, valid);
    // Oscar's own password is the test password too, so this changes Oscar's, never Olivia's.
    expect(response.statusCode).toBe(200);
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login('oscar@example.test', NEW_PASSWORD)).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ passwordHash: await testPasswords.hash(TEST_PASSWORD) })
      .where(eq(users.email, 'oscar@example.test'));
  });

  it('refuses a new password equal to the old one', async () => {
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    const response = await change(authorization, {
      old_password: TEST_PASSWORD,
      new_password1: TEST_PASSWORD,
      new_password2: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ new_password1: ['Password is the same as the old one.'] });
  });

  it('applies the new-password rules of spec section 5 with their messages', async () => {
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...valid, old_password: '' }, { old_password: ['This field is required'] }],
      [
        { ...valid, new_password1: 'Sh0rt#', new_password2: 'Sh0rt#' },
        { new_password1: ['Your password must contain at least 8 characters'] },
      ],
      [
        { ...valid, new_password1: 'NoDigits#here', new_password2: 'NoDigits#here' },
        { new_password1: ['Password requires a number'] },
      ],
      [
        { ...valid, new_password1: 'UPPER#CASE1', new_password2: 'UPPER#CASE1' },
        { new_password1: ['Password requires a lowercase letter'] },
      ],
      [
        { ...valid, new_password1: 'lower#case1', new_password2: 'lower#case1' },
        { new_password1: ['Password requires an uppercase letter'] },
      ],
      [
        { ...valid, new_password1: 'NoSymbol123', new_password2: 'NoSymbol123' },
        { new_password1: ['Password requires a symbol'] },
      ],
      [{ ...valid, new_password2: 'Brand#New2028' }, { new_password2: ["Passwords don't match"] }],
      [{ ...valid, new_password2: '' }, { new_password2: ['This field is required'] }],
    ];
    for (const [payload, expected] of cases) {
      const response = await change(authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(expected);
    }
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong old passwords against the sign-in budget of the account, then answers 429', async () => {
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    for (let i = 0; i < 5; i += 1) {
      expect((await change(authorization, { ...valid, old_password: `Wrong#Pass${i}` })).statusCode).toBe(
        400,
      );
    }
    const refused = await change(authorization, valid);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect(refused.json()).toEqual({ detail: 'Too many wrong passwords. Try again in 15 minutes.' });
    // The same budget: a stolen token cannot buy extra guesses, and sign-in is held back too.
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(429);

    ctx.time.advance(15 * 60_000);
    expect((await change(authorization, valid)).statusCode).toBe(200);
  });

  it('tests at most five old passwords of 20 changes sent at the same instant', async () => {
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    const oldPasswords = Array.from({ length: 20 }, (_, i) => (i === 19 ? TEST_PASSWORD : `Wrong#Pass${i}`));
    const responses = await Promise.all(
      oldPasswords.map((oldPassword) => change(authorization, { ...valid, old_password: oldPassword })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    // The right old password came after the budget was spent: the password did not change.
    expect(statuses[19]).toBe(429);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, olivia.id));
    expect(user?.passwordChangedAt).toBeNull();
  });
});
