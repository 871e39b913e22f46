import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@harborstay/contracts';
import { AppError, tooManyRequests } from '../errors';

/** Time as the rate limits see it; tests pass a fake one to move time and skip the slow-down waits. */
export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

type WindowPolicy = { limit: number; windowMs: number };

const MINUTE = 60_000;

/**
 * The thresholds (docs/decisions: login protection and reset throttling). Failed sign-ins count
 * per e-mail and per client address; a successful sign-in clears the e-mail's count only, so an
 * attacker cannot clear an address's count with an account of their own.
 */
export const RATE_LIMITS = {
  signInFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  signInFailuresPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  resetRequestsPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  resetRequestsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, WindowPolicy>;

/** From the third failure in the window on, each rejection answers later: 500 ms more per failure, at most 2 s. */
export const SIGN_IN_SLOWDOWN = { freeFailures: 2, stepMs: 500, maxMs: 2000 } as const;

/** Beyond this many keys the counter forgets the stalest first, so a flood of addresses cannot fill memory. */
const MAX_KEYS = 10_000;

/**
 * Events per key in a sliding window, in this process's memory (the server is one process).
 * A key with `limit` events inside the window is blocked until the oldest of them ages out.
 */
export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly policy: WindowPolicy,
    private readonly now: () => number,
  ) {}

  /** How many events of this key are still inside the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  /** Milliseconds until the key may act again; 0 when it may act now. */
  retryAfterMs(key: string): number {
    const times = this.recent(key);
    const oldestThatBlocks = times[times.length - this.policy.limit];
    if (oldestThatBlocks === undefined) return 0;
    return Math.max(0, oldestThatBlocks + this.policy.windowMs - this.now());
  }

  record(key: string): number {
    const times = this.recent(key);
    times.push(this.now());
    // Re-inserting moves the key to the end, so the map stays ordered by last activity.
    this.events.delete(key);
    this.events.set(key, times);
    this.forgetStalest();
    return times.length;
  }

  reset(key: string) {
    this.events.delete(key);
  }

  private recent(key: string): number[] {
    const times = this.events.get(key);
    if (!times) return [];
    const since = this.now() - this.policy.windowMs;
    const kept = times.filter((time) => time > since);
    if (kept.length === 0) this.events.delete(key);
    else if (kept.length !== times.length) this.events.set(key, kept);
    return kept;
  }

  private forgetStalest() {
    for (const key of this.events.keys()) {
      if (this.events.size <= MAX_KEYS) return;
      this.events.delete(key);
    }
  }
}

export type Caller = { email: string; address: string };

const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
const throttled = (ms: number, detail: (minutes: number) => string) =>
  tooManyRequests(Math.ceil(ms / 1000), detail(minutesUntil(ms)));

/** Failed password checks (sign-in, and the old password of a password change) share one budget. */
export class SignInThrottle {
  private readonly byEmail: SlidingWindowCounter;
  private readonly byAddress: SlidingWindowCounter;

  constructor(private readonly clock: Clock) {
    this.byEmail = new SlidingWindowCounter(RATE_LIMITS.signInFailuresPerEmail, clock.now);
    this.byAddress = new SlidingWindowCounter(RATE_LIMITS.signInFailuresPerAddress, clock.now);
  }

  /** Answers 429 (before any password is checked) while the e-mail or the address has failed too often. */
  assertAllowed(caller: Caller, detail: (minutes: number) => string = messages.tooManySignInAttempts) {
    const waitMs = Math.max(
      this.byEmail.retryAfterMs(caller.email),
      this.byAddress.retryAfterMs(caller.address),
    );
    if (waitMs > 0) throw throttled(waitMs, detail);
  }

  /** Counts a wrong password and holds the answer back a little longer with each repeated failure. */
  async recordFailure(caller: Caller) {
    const failures = Math.max(this.byEmail.record(caller.email), this.byAddress.record(caller.address));
    const delayMs = Math.min(
      SIGN_IN_SLOWDOWN.maxMs,
      (failures - SIGN_IN_SLOWDOWN.freeFailures) * SIGN_IN_SLOWDOWN.stepMs,
    );
    if (delayMs > 0) await this.clock.sleep(delayMs);
  }

  recordSuccess(caller: Caller) {
    this.byEmail.reset(caller.email);
  }

  /** Runs a sign-in: refused while throttled; a 400 counts as a failure, a success clears the e-mail's count. */
  async guard<T>(caller: Caller, attempt: () => Promise<T>): Promise<T> {
    this.assertAllowed(caller);
    try {
      const result = await attempt();
      this.recordSuccess(caller);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) await this.recordFailure(caller);
      throw error;
    }
  }
}

/** Reset requests per e-mail and per address; a refused request is not counted, so a flood cannot extend it. */
export class ResetRequestThrottle {
  private readonly byEmail: SlidingWindowCounter;
  private readonly byAddress: SlidingWindowCounter;

  constructor(clock: Clock) {
    this.byEmail = new SlidingWindowCounter(RATE_LIMITS.resetRequestsPerEmail, clock.now);
    this.byAddress = new SlidingWindowCounter(RATE_LIMITS.resetRequestsPerAddress, clock.now);
  }

  /** Counts one request, or answers 429 when the e-mail or the address has asked too often this hour. */
  take(caller: Caller) {
    const waitMs = Math.max(
      this.byEmail.retryAfterMs(caller.email),
      this.byAddress.retryAfterMs(caller.address),
    );
    if (waitMs > 0) throw throttled(waitMs, messages.tooManyResetRequests);
    this.byEmail.record(caller.email);
    this.byAddress.record(caller.address);
  }
}

export type RateLimits = { signIn: SignInThrottle; resetRequests: ResetRequestThrottle };

// Module augmentation merges only with an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** The app's throttles, one set per app instance (so each test app starts with clean counts). */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: { clock?: Clock }) => {
  const clock = options.clock ?? systemClock;
  app.decorate('rateLimits', {
    signIn: new SignInThrottle(clock),
    resetRequests: new ResetRequestThrottle(clock),
  });
});
