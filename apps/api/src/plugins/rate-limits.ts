import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { messages } from '@harborstay/contracts';
import type { Db, Tx } from '@harborstay/db';
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
  /** Owner account requests per client address (contract): each one e-mails the operations team. */
  accountRequestsPerAddress: { limit: 5, windowMs: 60 * MINUTE },
  /** Report exports per owner (CSV or Excel, issue 28): each streams every row of a range. A setting. */
  exportsPerOwner: { limit: 10, windowMs: MINUTE },
  /**
   * Unknown calendar feed and webhook tokens per client address (issue 43), shared by those routes:
   * a calendar app still polling an address its owner reset makes a few an hour. A setting.
   */
  unknownTokensPerAddress: { limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, WindowPolicy>;

type Bucket = keyof typeof RATE_LIMITS;
/** Thresholds the app's settings may change; the others stay as decided. */
export type RateLimitSettings = { exportsPerOwner?: WindowPolicy; unknownTokensPerAddress?: WindowPolicy };

/** How long a successful sign-in keeps its address known to the e-mail (exempt from the e-mail's ceiling). */
export const KNOWN_ADDRESS_MS = 30 * DAY;

/** From the third failure in the window on, each rejection answers later: 500 ms more per failure, at most 2 s. */
export const SIGN_IN_SLOWDOWN = { freeFailures: 2, stepMs: 500, maxMs: 2000 } as const;

/** Events of keys that never come back are swept at most this often. */
const SWEEP_EVERY_MS = 10 * MINUTE;

/** One budget: a bucket of RATE_LIMITS and the key it counts (an e-mail, an address, a user id…). */
export type Budget = { bucket: Bucket; key: string };

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Events per key in a sliding window, kept in the database so that every server counts against
 * the same budget and a restart forgets nothing (decision 0008, revised). A key with `limit`
 * events inside the window is blocked until the oldest of them ages out.
 */
export class LimitStore {
  private lastSweep = 0;
  private readonly policies: Record<Bucket, WindowPolicy>;
  private readonly longestWindowMs: number;

  constructor(
    readonly db: Db,
    readonly clock: Clock,
    settings: RateLimitSettings = {},
  ) {
    this.policies = { ...RATE_LIMITS, ...settings };
    this.longestWindowMs = Math.max(...Object.values(this.policies).map((policy) => policy.windowMs));
  }

  /**
   * In one transaction: locks every budget's key (in one global order, so two takes never wait
   * on each other in a circle), answers the longest wait among `checked`, and only when there is
   * none records an event now on each of `counted`. Simultaneous takes on any number of servers
   * are thereby serialized per key: no number of them gets past a limit.
   */
  async take(input: {
    checked: readonly Budget[];
    counted: readonly Budget[];
    /** Read under the same locks: whether the budget's owner is exempt from some checks. */
    exempt?: (tx: Tx) => Promise<ReadonlySet<Bucket>>;
  }): Promise<{ waitMs: number; eventIds: number[]; counts: number[] }> {
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const lockNames = [...new Set([...input.checked, ...input.counted].map(lockName))].sort();
      for (const name of lockNames) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
      }
      const exempt = (await input.exempt?.(tx)) ?? new Set<Bucket>();
      let waitMs = 0;
      for (const budget of input.checked) {
        if (exempt.has(budget.bucket)) continue;
        waitMs = Math.max(waitMs, await this.waitFor(tx, budget, now));
      }
      if (waitMs > 0) return { waitMs, eventIds: [], counts: [] };
      const eventIds: number[] = [];
      const counts: number[] = [];
      for (const budget of input.counted) {
        const { windowMs } = this.policies[budget.bucket];
        // The key's events that aged out go as it is used; the sweep below catches keys never used again.
        await tx.execute(sql`
          DELETE FROM limit_events
          WHERE bucket = ${budget.bucket} AND key = ${budget.key} AND at <= ${iso(now - windowMs)}::timestamptz`);
        const [inserted] = rows<{ id: string | number; count: number }>(
          await tx.execute(sql`
            WITH added AS (
              INSERT INTO limit_events (bucket, key, at) VALUES (${budget.bucket}, ${budget.key}, ${iso(now)}::timestamptz)
              RETURNING id)
            SELECT (SELECT id FROM added) AS id, count(*)::int + 1 AS count FROM limit_events
            WHERE bucket = ${budget.bucket} AND key = ${budget.key}`),
        );
        eventIds.push(Number(inserted?.id));
        counts.push(inserted?.count ?? 1);
      }
      return { waitMs: 0, eventIds, counts };
    });
    void this.sweep(now);
    return result;
  }

  /** Takes back events recorded by `take`: an attempt held in advance that turned out not to count. */
  async release(eventIds: readonly number[]) {
    if (eventIds.length === 0) return;
    await this.db.execute(
      sql`DELETE FROM limit_events WHERE id IN (${sql.join(
        eventIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }

  async reset(budget: Budget) {
    await this.db.execute(
      sql`DELETE FROM limit_events WHERE bucket = ${budget.bucket} AND key = ${budget.key}`,
    );
  }

  /** Milliseconds until the budget's key may act again; 0 when it may act now. */
  private async waitFor(tx: Tx, budget: Budget, now: number) {
    const { limit, windowMs } = this.policies[budget.bucket];
    const [row] = rows<{ at: string | Date }>(
      await tx.execute(sql`
        SELECT at FROM limit_events
        WHERE bucket = ${budget.bucket} AND key = ${budget.key} AND at > ${iso(now - windowMs)}::timestamptz
        ORDER BY at DESC OFFSET ${limit - 1} LIMIT 1`),
    );
    if (!row) return 0;
    return Math.max(0, new Date(row.at).getTime() + windowMs - now);
  }

  private async sweep(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db
      .execute(sql`DELETE FROM limit_events WHERE at <= ${iso(now - this.longestWindowMs)}::timestamptz`)
      .catch(() => undefined);
  }
}

const lockName = (budget: Budget) => `limit:${budget.bucket}:${budget.key}`;

/** Events recorded before the outcome they count is known; `release` takes them back when it does not count. */
export type Hold = { release: () => Promise<void> };

export type Caller = { email: string; address: string };

const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
const throttled = (ms: number, detail: (minutes: number) => string) =>
  tooManyRequests(Math.ceil(ms / 1000), detail(minutesUntil(ms)));

/** Failed password checks (sign-in, and the current password before a sensitive change) share one budget. */
export class SignInThrottle {
  constructor(private readonly store: LimitStore) {}

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
    const pair: Budget = { bucket: 'signInFailuresPerPair', key: `${caller.email}|${caller.address}` };
    const budgets: Budget[] = [
      pair,
      { bucket: 'signInFailuresPerAddress', key: caller.address },
      { bucket: 'signInFailuresPerEmail', key: caller.email },
    ];
    const now = this.store.clock.now();
    const held = await this.store.take({
      checked: budgets,
      counted: budgets,
      exempt: async (tx) =>
        (await isKnownAddress(tx, caller, now)) ? new Set(['signInFailuresPerEmail']) : new Set(),
    });
    if (held.waitMs > 0) throw throttled(held.waitMs, detail);
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400)
        await this.slowDown(Math.max(...held.counts));
      else await this.store.release(held.eventIds);
      throw error;
    }
    await this.store.release(held.eventIds);
    await this.store.reset(pair);
    await rememberAddress(this.store, caller);
    return result;
  }

  /** Holds the answer to a wrong password back a little longer with each failure of the pair, address or e-mail. */
  private async slowDown(failures: number) {
    const delayMs = Math.min(
      SIGN_IN_SLOWDOWN.maxMs,
      (failures - SIGN_IN_SLOWDOWN.freeFailures) * SIGN_IN_SLOWDOWN.stepMs,
    );
    if (delayMs > 0) await this.store.clock.sleep(delayMs);
  }
}

async function isKnownAddress(tx: Tx, caller: Caller, now: number) {
  const found = rows(
    await tx.execute(sql`
      SELECT 1 FROM known_sign_in_addresses
      WHERE email = ${caller.email} AND address = ${caller.address}
        AND last_signed_in_at > ${iso(now - KNOWN_ADDRESS_MS)}::timestamptz`),
  );
  return found.length > 0;
}

async function rememberAddress(store: LimitStore, caller: Caller) {
  const at = iso(store.clock.now());
  await store.db.execute(sql`
    INSERT INTO known_sign_in_addresses (email, address, last_signed_in_at)
    VALUES (${caller.email}, ${caller.address}, ${at}::timestamptz)
    ON CONFLICT (email, address) DO UPDATE SET last_signed_in_at = excluded.last_signed_in_at`);
}

/** Reset requests per e-mail and per address; a refused request is not counted, so a flood cannot extend it. */
export class ResetRequestThrottle {
  constructor(private readonly store: LimitStore) {}

  /** Counts one request, or answers 429 when the e-mail or the address has asked too often this hour. */
  async take(caller: Caller) {
    const budgets: Budget[] = [
      { bucket: 'resetRequestsPerEmail', key: caller.email },
      { bucket: 'resetRequestsPerAddress', key: caller.address },
    ];
    const { waitMs } = await this.store.take({ checked: budgets, counted: budgets });
    if (waitMs > 0) throw throttled(waitMs, messages.tooManyResetRequests);
  }
}

/**
 * Confirmation e-mails of primary e-mail changes, per user and per receiving inbox, so that no
 * account can flood an inbox (nor one inbox be flooded from several accounts).
 */
export class EmailChangeThrottle {
  constructor(private readonly store: LimitStore) {}

  /** Holds one e-mail against both budgets, or answers 429; release it when no e-mail goes after all. */
  async hold(change: { userId: number; newEmail: string }): Promise<Hold> {
    const budgets: Budget[] = [
      { bucket: 'emailChangeMailsPerUser', key: String(change.userId) },
      { bucket: 'emailChangeMailsPerInbox', key: change.newEmail },
    ];
    const { waitMs, eventIds } = await this.store.take({ checked: budgets, counted: budgets });
    if (waitMs > 0) throw throttled(waitMs, messages.tooManyEmailChanges);
    return { release: () => this.store.release(eventIds) };
  }
}

/** Document uploads per owner (docs/decisions/0037). */
export class UploadThrottle {
  constructor(private readonly store: LimitStore) {}

  /**
   * Counts one upload of the user, or answers 429 with Retry-After when the budget is spent;
   * release it for an upload whose body never arrived (the client went away or was timed out).
   */
  async take(userId: number): Promise<Hold> {
    const budgets: Budget[] = [{ bucket: 'uploadsPerOwner', key: String(userId) }];
    const { waitMs, eventIds } = await this.store.take({ checked: budgets, counted: budgets });
    if (waitMs > 0) throw throttled(waitMs, messages.tooManyUploads);
    return { release: () => this.store.release(eventIds) };
  }
}

/** Owner account requests per client address; a refused request is not counted, so a flood cannot extend it. */
export class AccountRequestThrottle {
  constructor(private readonly store: LimitStore) {}

  /** Counts one request of the address, or answers 429 with Retry-After when the budget is spent. */
  async take(address: string): Promise<void> {
    const budgets: Budget[] = [{ bucket: 'accountRequestsPerAddress', key: address }];
    const { waitMs } = await this.store.take({ checked: budgets, counted: budgets });
    if (waitMs > 0) throw throttled(waitMs, messages.tooManyAccountRequests);
  }
}

/** Report exports per owner (issue 28): a refused export is not counted, so a flood cannot extend it. */
export class ExportThrottle {
  constructor(private readonly store: LimitStore) {}

  /** Counts one export of the user, or answers 429 with Retry-After when the budget is spent. */
  async take(userId: number): Promise<void> {
    const budgets: Budget[] = [{ bucket: 'exportsPerOwner', key: String(userId) }];
    const { waitMs } = await this.store.take({ checked: budgets, counted: budgets });
    if (waitMs > 0) throw throttled(waitMs, messages.tooManyExports);
  }
}

/**
 * Answers to unknown secret tokens in addresses (a calendar feed's, Breezeway's webhook's) and to
 * webhooks whose signature fails, per client address (issue 43). Only refusals are counted, after
 * the token was looked up: a request with a valid token is never counted, nor ever refused here,
 * whatever its address did before.
 */
export class UnknownTokenThrottle {
  constructor(private readonly store: LimitStore) {}

  /**
   * Throws the refusal of an unknown token (a 404, a 401): `refusal` itself, counted against the
   * client address, or a 429 with Retry-After once that address has had too many.
   */
  async refuse(address: string, refusal: AppError): Promise<never> {
    const budgets: Budget[] = [{ bucket: 'unknownTokensPerAddress', key: address }];
    const { waitMs } = await this.store.take({ checked: budgets, counted: budgets });
    if (waitMs > 0) throw throttled(waitMs, messages.tooManyUnknownTokens);
    throw refusal;
  }
}

export type RateLimits = {
  uploads: UploadThrottle;
  unknownTokens: UnknownTokenThrottle;
  exports: ExportThrottle;
  accountRequests: AccountRequestThrottle;
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

/** The app's throttles, counting in the app's database (so each test app starts with clean counts). */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: { clock?: Clock; settings?: RateLimitSettings }) => {
    const store = new LimitStore(app.db, options.clock ?? systemClock, options.settings);
    app.decorate('rateLimits', {
      signIn: new SignInThrottle(store),
      resetRequests: new ResetRequestThrottle(store),
      emailChanges: new EmailChangeThrottle(store),
      uploads: new UploadThrottle(store),
      accountRequests: new AccountRequestThrottle(store),
      exports: new ExportThrottle(store),
      unknownTokens: new UnknownTokenThrottle(store),
    });
  },
);
