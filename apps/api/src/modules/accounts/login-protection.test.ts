import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../testing/test-app';
import { createClockedTestApp } from '../../testing/clocked-test-app';

let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;

beforeAll(async () => {
  ctx = await createClockedTestApp();
  await createUser(ctx.db, { email: 'olivia@example.test' });
  await createUser(ctx.db, { email: 'oscar@example.test' });
});
afterAll(() => ctx.close());

// Each test starts long after the last one's failures, with no slow-down recorded.
beforeEach(() => {
  ctx.time.advance(3600_000);
  ctx.time.sleeps.length = 0;
});

const login = (email: string, password: string, remoteAddress = '198.51.100.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username: email, password },
    remoteAddress,
  });

async function failTimes(count: number, email: string, remoteAddress?: string) {
  for (let i = 0; i < count; i += 1) {
    expect((await login(email, `Wrong#Pass${i}`, remoteAddress)).statusCode).toBe(400);
  }
}

describe('sign-in protection', () => {
  it('refuses an (e-mail, address) pair with 429 after five failures in 15 minutes, even with the right password', async () => {
    await failTimes(5, 'olivia@example.test');
    const refused = await login('Olivia@Example.test', TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(refused.json()).toEqual({ detail: 'Too many failed sign-in attempts. Try again in 15 minutes.' });

    // Another e-mail from the same address is not held back by Olivia's count.
    expect((await login('oscar@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows the answers from the third failure on, before refusing', async () => {
    await failTimes(5, 'olivia@example.test');
    expect(ctx.time.sleeps).toEqual([500, 1000, 1500]);
  });

  it('says how long is left, and lets the e-mail in once the failures are 15 minutes old', async () => {
    await failTimes(5, 'olivia@example.test');
    ctx.time.advance(10 * 60_000 + 1000);
    const refused = await login('olivia@example.test', TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(5 * 60 - 1));
    expect(refused.json().detail).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');
    ctx.time.advance(5 * 60_000);
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("clears the pair's count on a successful sign-in", async () => {
    await failTimes(4, 'olivia@example.test');
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    await failTimes(4, 'olivia@example.test');
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    await failTimes(5, 'olivia@example.test');
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('treats an unknown e-mail exactly like a known one, so the limit tells nothing', async () => {
    await failTimes(5, 'nobody@example.test');
    const refused = await login('nobody@example.test', TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
  });

  it('refuses every sign-in from an address after 20 failures there, whatever the e-mail', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`guess-${i}@example.test`, 'Wrong#Pass1', '203.0.113.9')).statusCode).toBe(400);
    }
    const refused = await login('oscar@example.test', TEST_PASSWORD, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    // Slowed to the 2 s ceiling before the refusal.
    expect(Math.max(...ctx.time.sleeps)).toBe(2000);
    // A success elsewhere does not clear the address, and another address is not affected.
    expect((await login('oscar@example.test', TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    expect((await login('oscar@example.test', TEST_PASSWORD, '203.0.113.9')).statusCode).toBe(429);
  });

  it('does not count a malformed request as a failed sign-in', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await login('not-an-email', 'x')).statusCode).toBe(400);
      expect((await login('olivia@example.test', '')).statusCode).toBe(400);
    }
    expect((await login('olivia@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not let failures from one address lock the owner out from another', async () => {
    await failTimes(5, 'olivia@example.test', '203.0.113.50');
    expect((await login('olivia@example.test', TEST_PASSWORD, '203.0.113.50')).statusCode).toBe(429);
    expect((await login('olivia@example.test', TEST_PASSWORD, '192.0.2.77')).statusCode).toBe(200);
    // Her success elsewhere does not lift the lock on the guessing address.
    expect((await login('olivia@example.test', TEST_PASSWORD, '203.0.113.50')).statusCode).toBe(429);
  });

  it('holds the e-mail at 100 failures an hour against a distributed attack, sparing known addresses', async () => {
    // Olivia signed in from home before the attack.
    expect((await login('olivia@example.test', TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // Twenty addresses, five guesses each: no pair or address reaches its own limit early.
    for (let a = 0; a < 20; a += 1) await failTimes(5, 'olivia@example.test', `198.18.0.${a}`);
    expect(Math.max(...ctx.time.sleeps)).toBe(2000);

    const refused = await login('olivia@example.test', TEST_PASSWORD, '198.18.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect(refused.json()).toEqual({ detail: 'Too many failed sign-in attempts. Try again in 60 minutes.' });
    // Other owners are not affected, and Olivia still gets in from the address she used before.
    expect((await login('oscar@example.test', TEST_PASSWORD, '198.18.1.1')).statusCode).toBe(200);
    expect((await login('olivia@example.test', TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // Her success does not clear the e-mail's count: new addresses still wait.
    expect((await login('olivia@example.test', TEST_PASSWORD, '198.18.1.2')).statusCode).toBe(429);
    ctx.time.advance(60 * 60_000);
    expect((await login('olivia@example.test', TEST_PASSWORD, '198.18.1.2')).statusCode).toBe(200);
  });

  it('tests at most five passwords of 200 sent at the same instant from one address', async () => {
    const attempts = Array.from({ length: 200 }, (_, i) => (i === 199 ? TEST_PASSWORD : `Wrong#Pass${i}`));
    const responses = await Promise.all(
      attempts.map((password) => login('olivia@example.test', password, '203.0.113.77')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    // The right password came after the budget was spent: it was never checked.
    expect(statuses[199]).toBe(429);
  });

  it('lets the right password in when it is within the budget of simultaneous attempts', async () => {
    const attempts = ['Wrong#Pass1', 'Wrong#Pass2', TEST_PASSWORD];
    const responses = await Promise.all(
      attempts.map((password) => login('olivia@example.test', password, '203.0.113.78')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 200]);
  });
});
