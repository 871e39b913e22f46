import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@harborstay/db';
import { createTestApp, createUser, TEST_PASSWORD } from '../testing/test-app';
import { createPasswordHasher } from './passwords';

/** The one place the tests keep decision 0004's figures; every other API test hashes cheaply (0075). */
const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('password hashing at the production cost', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Built as the server builds it: no cost given.
    ctx = await createTestApp({ options: { passwordHashCost: undefined } });
  });
  afterAll(() => ctx.close());

  it("hashes at OWASP's argon2id figures (19 MiB, two passes, one lane) unless told otherwise", async () => {
    expect(await createPasswordHasher().hash(TEST_PASSWORD)).toMatch(OWASP_ARGON2ID);
    expect(await ctx.app.passwords.hash(TEST_PASSWORD)).toMatch(OWASP_ARGON2ID);
  });

  it('signs in with a production hash and refuses a wrong password or a missing hash', async () => {
    const user = await createUser(ctx.db, { email: 'olivia@example.test' });
    await ctx.db
      .update(users)
      .set({ passwordHash: await ctx.app.passwords.hash(TEST_PASSWORD) })
      .where(eq(users.id, user.id));
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { username: 'olivia@example.test', password, remember: false },
      });
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('Wrong#Pass1')).statusCode).toBe(400);
    expect(await ctx.app.passwords.verify(null, TEST_PASSWORD)).toBe(false);
  });
});
