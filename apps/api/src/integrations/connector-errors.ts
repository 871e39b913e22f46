import { RetryJobLater } from '../jobs/worker';

/**
 * A connector cannot be used right now (429 with Retry-After, 5xx, no answer, a token asked for a
 * moment ago): try again after `afterMs`. A job retries then; a sync command waits or stops.
 */
export class ConnectorUnavailable extends RetryJobLater {}

/** The connector answered something we cannot use (a 4xx other than 401 and 429, a shape we do not know). */
export class ConnectorRefused extends Error {}

/** Retry-After in seconds or as an HTTP date, in milliseconds; the fallback when absent or unreadable. */
export function retryAfterMs(header: string | null, fallbackMs: number, now = Date.now()): number {
  if (!header) return fallbackMs;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallbackMs : Math.max(0, date - now);
}
