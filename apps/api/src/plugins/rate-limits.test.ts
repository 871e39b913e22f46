import { describe, expect, it } from 'vitest';
import { AppError, badRequest } from '../errors';
import { EmailChangeThrottle, SignInThrottle, SlidingWindowCounter, type Clock } from './rate-limits';

function counter(limit: number, windowMs: number) {
  let time = 1_000_000;
  return {
    counter: new SlidingWindowCounter({ limit, windowMs }, () => time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('SlidingWindowCounter', () => {
  it('blocks a key at its limit until the oldest event that blocks it leaves the window', () => {
    const { counter: c, advance } = counter(3, 60_000);
    c.record('a');
    advance(10_000);
    c.record('a');
    c.record('a');
    expect(c.retryAfterMs('a')).toBe(50_000);
    expect(c.retryAfterMs('b')).toBe(0);
    advance(50_000);
    expect(c.retryAfterMs('a')).toBe(0);
    expect(c.count('a')).toBe(2);
  });

  it('forgets a key on reset and once all of its events are old', () => {
    const { counter: c, advance } = counter(2, 1000);
    c.record('a');
    c.record('a');
    c.reset('a');
    expect(c.count('a')).toBe(0);
    c.record('b');
    advance(1000);
    expect(c.count('b')).toBe(0);
  });

  it('takes back one event by the time record answered', () => {
    const { counter: c, advance } = counter(3, 60_000);
    const first = c.record('a');
    advance(1000);
    const second = c.record('a');
    c.remove('a', second);
    expect(c.count('a')).toBe(1);
    expect(c.retryAfterMs('a')).toBe(0);
    c.remove('a', first);
    c.remove('a', first);
    expect(c.count('a')).toBe(0);
  });

  it('keeps at most 10 000 keys, forgetting the least recently active first', () => {
    const { counter: c } = counter(5, 60_000);
    c.record('first');
    for (let i = 0; i < 10_000; i += 1) c.record(`key-${i}`);
    expect(c.count('first')).toBe(0);
    expect(c.count('key-0')).toBe(1);
    expect(c.count('key-9999')).toBe(1);
  });
});

const stillClock: Clock = { now: () => 1_000_000, sleep: async () => {} };
const statusOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && result.reason instanceof AppError ? result.reason.statusCode : 200;

describe('SignInThrottle', () => {
  const caller = { email: 'olivia@example.test', address: '203.0.113.1' };

  it('counts each attempt before it runs, so simultaneous attempts past the limit never start', async () => {
    const throttle = new SignInThrottle(stillClock);
    let started = 0;
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const attempts = Array.from({ length: 50 }, () =>
      throttle.guard(caller, async () => {
        started += 1;
        await finished;
        throw badRequest({ password: ['wrong'] });
      }),
    );
    // Every attempt has been admitted or refused before any of them has finished.
    expect(started).toBe(5);
    finish();
    const statuses = (await Promise.allSettled(attempts)).map(statusOf);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
  });

  it('gives back an attempt that ended in neither a wrong password nor a success', async () => {
    const throttle = new SignInThrottle(stillClock);
    for (let i = 0; i < 10; i += 1) {
      await expect(throttle.guard(caller, () => Promise.reject(new Error('database down')))).rejects.toThrow(
        'database down',
      );
    }
    await expect(throttle.guard(caller, () => Promise.resolve('signed in'))).resolves.toBe('signed in');
  });
});

describe('EmailChangeThrottle', () => {
  it('holds three e-mails an hour per user and per inbox, and takes a released one back', () => {
    const throttle = new EmailChangeThrottle(stillClock);
    const held = [1, 2, 3].map(() => throttle.hold({ userId: 1, newEmail: 'a@example.test' }));
    expect(() => throttle.hold({ userId: 1, newEmail: 'b@example.test' })).toThrow(
      'Too many e-mail address changes. Try again in 60 minutes.',
    );
    expect(() => throttle.hold({ userId: 2, newEmail: 'a@example.test' })).toThrow(AppError);
    held[0]?.release();
    expect(() => throttle.hold({ userId: 2, newEmail: 'a@example.test' })).not.toThrow();
  });
});
