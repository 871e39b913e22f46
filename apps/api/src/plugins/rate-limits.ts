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
const DAY = 24 * 60 * MINUTE;

/**
 * The thresholds (docs/decisions: login protection, reset throttling, profile saves). Failed
 * password checks count per (e-mail, client address) pair, per address and per e-mail. The pair
 * locks early, so guessing from one place stops at once without shutting the owner out elsewhere;
 * the e-mail's own ceiling is far higher (NIST SP 800-63B's 100 failures), so that only a
 * distributed attack reaches it, and it spares the addresses the owner signed in from lately.
 */
export const RATE_LIMITS = {
  signInFailuresPerPair: { limit: 5, windowMs: 15 * MINUTE },
  signInFailuresPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  signInFailuresPerEmail: { limit: 100, windowMs: 60 * MINUTE },
  resetRequestsPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  resetRequestsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  emailChangeMailsPerUser: { limit: 3, windowMs: 60 * MINUTE },
  emailChangeMailsPerInbox: { limit: 3, windowMs: 60 * MINUTE },
  /** Document uploads per owner, refused ones included: each costs the server a streamed body. */
  uploadsPerOwner: { limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, WindowPolicy>;

/** How long a successful sign-in keeps its address known to the e-mail (exempt from the e-mail's ceiling). */
export const KNOWN_ADDRESS_MS = 30 * DAY;

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

  /** Records an event now and answers its time, by which `remove` can take it back. */
  record(key: string): number {
    const time = this.now();
    const times = this.recent(key);
    times.push(time);
    // Re-inserting moves the key to the end, so the map stays ordered by last activity.
    this.events.delete(key);
    this.events.set(key, times);
    this.forgetStalest();
    return time;
  }

  /** Takes back one event recorded at `time`: an attempt held in advance that turned out not to count. */
  remove(key: string, time: number) {
    const times = this.events.get(key);
    const index = times?.lastIndexOf(time) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.events.delete(key);
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

/**
 * Events recorded before the outcome they count is known. Node runs one piece of JavaScript at a
 * time, so a check and a `hold` in one synchronous step are atomic: requests in flight together
 * each see the others' holds, and no number of them gets past a limit. `release` takes the events
 * back when the outcome does not count after all.
 */
export type Hold = { release: () => void };

function hold(entries: readonly (readonly [SlidingWindowCounter, string])[]): Hold {
  const held = entries.map(([counter, key]) => ({ counter, key, time: counter.record(key) }));
  return {
    release: () => {
      for (const { counter, key, time } of held) counter.remove(key, time);
    },
  };
}

export type Caller = { email: string; address: string };

const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
const throttled = (ms: number, detail: (minutes: number) => string) =>
  tooManyRequests(Math.ceil(ms / 1000), detail(minutesUntil(ms)));

// An IP address holds no '|', so the last '|' always splits a pair key back into its parts.
const pairKey = (caller: Caller) => `${caller.email}|${caller.address}`;

/** Failed password checks (sign-in, and the current password before a sensitive change) share one budget. */
export class SignInThrottle {
  private readonly byPair: SlidingWindowCounter;
  private readonly byAddress: SlidingWindowCounter;
  private readonly byEmail: SlidingWindowCounter;
  /** Pairs with a success in the last 30 days, each holding only its latest time (reset, then record). */
  private readonly knownPairs: SlidingWindowCounter;

  constructor(private readonly clock: Clock) {
    this.byPair = new SlidingWindowCounter(RATE_LIMITS.signInFailuresPerPair, clock.now);
    this.byAddress = new SlidingWindowCounter(RATE_LIMITS.signInFailuresPerAddress, clock.now);
    this.byEmail = new SlidingWindowCounter(RATE_LIMITS.signInFailuresPerEmail, clock.now);
    this.knownPairs = new SlidingWindowCounter({ limit: 1, windowMs: KNOWN_ADDRESS_MS }, clock.now);
  }

  /**
   * Runs one password check within the budget. The check is counted as a failure before it
   * starts, so simultaneous requests cannot all pass a limit none of them has counted against
   * yet: at most the limit of passwords is ever tested. A 400 keeps the count and answers after
   * the slow-down; a success clears the pair's count (not the address's, so an attacker cannot
   * clear it with an account of their own, nor the e-mail's); any other error takes it back.
   */
  async guard<T>(
    caller: Caller,
    attempt: () => Promise<T>,
    detail: (minutes: number) => string = messages.tooManySignInAttempts,
  ): Promise<T> {
    const held = this.holdAttempt(caller, detail);
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) await this.slowDown(caller);
      else held.release();
      throw error;
    }
    held.release();
    const key = pairKey(caller);
    this.byPair.reset(key);
    this.knownPairs.reset(key);
    this.knownPairs.record(key);
    return result;
  }

  /** Answers 429 (before any password is checked) while a limit is reached, else holds one failure on each. */
  private holdAttempt(caller: Caller, detail: (minutes: number) => string): Hold {
    const key = pairKey(caller);
    const isKnown = this.knownPairs.count(key) > 0;
    const waitMs = Math.max(
      this.byPair.retryAfterMs(key),
      this.byAddress.retryAfterMs(caller.address),
      isKnown ? 0 : this.byEmail.retryAfterMs(caller.email),
    );
    if (waitMs > 0) throw throttled(waitMs, detail);
    return hold([
      [this.byPair, key],
      [this.byAddress, caller.address],
      [this.byEmail, caller.email],
    ]);
  }

  /** Holds the answer to a wrong password back a little longer with each failure of the pair, address or e-mail. */
  private async slowDown(caller: Caller) {
    const failures = Math.max(
      this.byPair.count(pairKey(caller)),
      this.byAddress.count(caller.address),
      this.byEmail.count(caller.email),
    );
    const delayMs = Math.min(
      SIGN_IN_SLOWDOWN.maxMs,
      (failures - SIGN_IN_SLOWDOWN.freeFailures) * SIGN_IN_SLOWDOWN.stepMs,
    );
    if (delayMs > 0) await this.clock.sleep(delayMs);
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

/**
 * Confirmation e-mails of primary e-mail changes, per user and per receiving inbox, so that no
 * account can flood an inbox (nor one inbox be flooded from several accounts).
 */
export class EmailChangeThrottle {
  private readonly byUser: SlidingWindowCounter;
  private readonly byInbox: SlidingWindowCounter;

  constructor(clock: Clock) {
    this.byUser = new SlidingWindowCounter(RATE_LIMITS.emailChangeMailsPerUser, clock.now);
    this.byInbox = new SlidingWindowCounter(RATE_LIMITS.emailChangeMailsPerInbox, clock.now);
  }

  /** Holds one e-mail against both budgets, or answers 429; release it when no e-mail goes after all. */
  hold(change: { userId: number; newEmail: string }): Hold {
    const userKey = String(change.userId);
    const waitMs = Math.max(this.byUser.retryAfterMs(userKey), this.byInbox.retryAfterMs(change.newEmail));
    if (waitMs > 0) throw throttled(waitMs, messages.tooManyEmailChanges);
    return hold([
      [this.byUser, userKey],
      [this.byInbox, change.newEmail],
    ]);
  }
}

/** Document uploads per owner (docs/decisions/0037). */
export class UploadThrottle {
  private readonly byUser: SlidingWindowCounter;

  constructor(clock: Clock) {
    this.byUser = new SlidingWindowCounter(RATE_LIMITS.uploadsPerOwner, clock.now);
  }

  /** Counts one upload of the user, or answers 429 with Retry-After when the budget is spent. */
  take(userId: number): void {
    const key = String(userId);
    const waitMs = this.byUser.retryAfterMs(key);
    if (waitMs > 0) throw throttled(waitMs, messages.tooManyUploads);
    this.byUser.record(key);
  }
}

export type RateLimits = {
  uploads: UploadThrottle;
  signIn: SignInThrottle;
  resetRequests: ResetRequestThrottle;
  emailChanges: EmailChangeThrottle;
};

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
    emailChanges: new EmailChangeThrottle(clock),
    uploads: new UploadThrottle(clock),
  });
});
