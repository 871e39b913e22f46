/**
 * How long a sign-in lasts (docs/decisions/0003). Remember me chooses the long session.
 * Idle: time since the token was last used. Absolute: time since sign-in.
 */
export const SESSION_POLICY = {
  short: { idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000 },
  remembered: { idleMs: 14 * 24 * 3600_000, absoluteMs: 30 * 24 * 3600_000 },
} as const;

/** last_used_at is written at most this often, so reads do not each cost a write. */
export const TOUCH_INTERVAL_MS = 60_000;
