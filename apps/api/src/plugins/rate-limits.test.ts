import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@harborstay/db/testing';
import type { Database } from '@harborstay/db';
import { AppError, badRequest } from '../errors';
import { createFakeClock } from '../testing/fake-clock';
import { EmailChangeThrottle, LimitStore, SignInThrottle, UploadThrottle } from './rate-limits';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const statusOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && result.reason instanceof AppError ? result.reason.statusCode : 200;

/** A store of its own per test: each test counts with its own e-mails and users, and its own clock. */
function store() {
  const time = createFakeClock();
  return { store: new LimitStore(database.db, time.clock), time };
}

describe('LimitStore', () => {
  it('blocks a key at its limit until the oldest event that blocks it leaves the window', async () => {
    const { store: s, time } = store();
    const budget = { bucket: 'uploadsPerOwner', key: 'window-test' } as const;
    const take = () => s.take({ checked: [budget], counted: [budget] });
    for (let i = 0; i < 19; i += 1) expect((await take()).waitMs).toBe(0);
    time.advance(60_000);
    expect((await take()).waitMs).toBe(0);
    // 20 in the window (15 minutes): the first 19 leave it 14 minutes from now.
    expect((await take()).waitMs).toBe(14 * 60_000);
    time.advance(14 * 60_000);
    expect((await take()).waitMs).toBe(0);
  });

  it('takes back released events and forgets a reset key', async () => {
    const { store: s } = store();
    const budget = { bucket: 'emailChangeMailsPerUser', key: 'release-test' } as const;
    const taken = await Promise.all([1, 2, 3].map(() => s.take({ checked: [budget], counted: [budget] })));
    expect((await s.take({ checked: [budget], counted: [budget] })).waitMs).toBeGreaterThan(0);
    await s.release(taken[0]?.eventIds ?? []);
    expect((await s.take({ checked: [budget], counted: [budget] })).waitMs).toBe(0);
    await s.reset(budget);
    expect((await s.take({ checked: [budget], counted: [budget] })).counts).toEqual([1]);
  });

  it('is kept in the database: a second store on it (another server, or after a restart) sees the same counts', async () => {
    const first = store();
    const second = new LimitStore(database.db, first.time.clock);
    const throttle = new UploadThrottle(first.store);
    for (let i = 0; i < 20; i += 1) await throttle.take(4242);
    await expect(new UploadThrottle(second).take(4242)).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('SignInThrottle', () => {
  it('counts each attempt before it runs, so simultaneous attempts past the limit never start', async () => {
    const throttle = new SignInThrottle(store().store);
    const caller = { email: 'simultaneous@example.test', address: '203.0.113.1' };
    let started = 0;
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let refused = 0;
    const attempts = Array.from({ length: 50 }, () => {
      const attempt = throttle.guard(caller, async () => {
        started += 1;
        await finished;
        throw badRequest({ password: ['wrong'] });
      });
      attempt.catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 429) refused += 1;
      });
      return attempt;
    });
    // Every attempt but five is refused while those five are still running.
    // Fifty transactions on a loaded machine take more than poll's default second.
    await expect.poll(() => refused, { timeout: 20_000 }).toBe(45);
    expect(started).toBe(5);
    finish();
    const statuses = (await Promise.allSettled(attempts)).map(statusOf);
    expect(started).toBe(5);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
  });

  it('gives back an attempt that ended in neither a wrong password nor a success', async () => {
    const throttle = new SignInThrottle(store().store);
    const caller = { email: 'given-back@example.test', address: '203.0.113.2' };
    for (let i = 0; i < 10; i += 1) {
      await expect(throttle.guard(caller, () => Promise.reject(new Error('database down')))).rejects.toThrow(
        'database down',
      );
    }
    await expect(throttle.guard(caller, () => Promise.resolve('signed in'))).resolves.toBe('signed in');
  });

  it("spares an address the e-mail signed in from lately, and only it, from the e-mail's own ceiling", async () => {
    const { store: s } = store();
    const throttle = new SignInThrottle(s);
    const email = 'known@example.test';
    await throttle.guard({ email, address: '198.51.100.7' }, () => Promise.resolve());
    // 100 failures of the e-mail from 25 addresses, 4 each: no pair or address limit is reached.
    for (let i = 0; i < 100; i += 1) {
      await expect(
        throttle.guard({ email, address: `192.0.2.${Math.floor(i / 4)}` }, () =>
          Promise.reject(badRequest({ password: ['wrong'] })),
        ),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
    await expect(
      throttle.guard({ email, address: '192.0.2.200' }, () => Promise.resolve()),
    ).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.guard({ email, address: '198.51.100.7' }, () => Promise.resolve())).resolves.toBe(
      undefined,
    );
  });
});

describe('EmailChangeThrottle', () => {
  it('holds three e-mails an hour per user and per inbox, and takes a released one back', async () => {
    const throttle = new EmailChangeThrottle(store().store);
    const held = await Promise.all(
      [1, 2, 3].map(() => throttle.hold({ userId: 1, newEmail: 'a@example.test' })),
    );
    await expect(throttle.hold({ userId: 1, newEmail: 'b@example.test' })).rejects.toThrow(
      'Too many e-mail address changes. Try again in 60 minutes.',
    );
    await expect(throttle.hold({ userId: 2, newEmail: 'a@example.test' })).rejects.toThrow(AppError);
    await held[0]?.release();
    await expect(throttle.hold({ userId: 2, newEmail: 'a@example.test' })).resolves.toBeDefined();
  });
});
