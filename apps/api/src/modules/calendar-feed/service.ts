import { createHash } from 'node:crypto';
import { calendarFeedEndpoints, endpointUrl, messages, type TCalendarFeed } from '@harborstay/contracts';
import type { DbOrTx } from '@harborstay/db';
import { requireOwnedProperty, type OwnerScope } from '../../access/owner-scope';
import { notFound, tooManyRequests } from '../../errors';
import { generateToken } from '../../lib/secret-tokens';
import { renderFeed } from './ics';
import { findFeedToken, insertFeed, readFeed, replaceFeedToken } from './repository';

/**
 * Requests one feed address may make in a window (decision 0057): calendar apps fetch a feed every
 * few minutes at most (iPhone's shortest setting is 5 minutes), so an hour's 60 leave room for
 * several devices of one owner and stop a script that hammers an address it has found.
 */
export const FEED_REQUESTS = { limit: 60, windowMs: 60 * 60_000 } as const;
/** Reservations that ended longer ago than this stay out of the feed: a phone needs no old stays. */
export const FEED_LOOKBACK_DAYS = 365;

export type CalendarFeedDeps = { db: DbOrTx; brandName: string; publicUrl: string };

/** The https and webcal:// addresses of a feed token. */
export function feedAddresses(publicUrl: string, token: string): TCalendarFeed {
  const url = new URL(endpointUrl(calendarFeedEndpoints.feed, { token }), publicUrl).href;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

/** The caller's feed address of the property, made the first time it is asked for. */
export async function feedAddress(deps: CalendarFeedDeps, scope: OwnerScope, propertyId: number) {
  requireOwnedProperty(scope, propertyId, 404);
  const key = { userId: scope.userId, propertyId };
  const token =
    (await findFeedToken(deps.db, key)) ?? (await insertFeed(deps.db, { ...key, token: generateToken() }));
  return feedAddresses(deps.publicUrl, token);
}

/** A new address of the caller's feed of the property; the old one answers 404 from now on. */
export async function resetFeedAddress(deps: CalendarFeedDeps, scope: OwnerScope, propertyId: number) {
  requireOwnedProperty(scope, propertyId, 404);
  const token = await replaceFeedToken(deps.db, { userId: scope.userId, propertyId, token: generateToken() });
  return feedAddresses(deps.publicUrl, token);
}

/** The feed's text and its weak ETag (weak: compression may send other bytes of the same text). */
export type FeedAnswer = { body: string; etag: string };

/**
 * One request of a feed, by its token: 404 for an unknown or reset token or one whose owner no
 * longer owns the property; 429 past FEED_REQUESTS; else the calendar.
 */
export async function serveFeed(deps: CalendarFeedDeps, token: string, nowMs: number): Promise<FeedAnswer> {
  const read = await readFeed(deps.db, {
    token,
    nowMs,
    windowMs: FEED_REQUESTS.windowMs,
    limit: FEED_REQUESTS.limit,
    lookbackDays: FEED_LOOKBACK_DAYS,
  });
  if (!read) throw notFound();
  if (read.windowRequests > FEED_REQUESTS.limit) {
    const waitMs = Math.max(1000, read.windowStartedMs + FEED_REQUESTS.windowMs - nowMs);
    throw tooManyRequests(Math.ceil(waitMs / 1000), messages.tooManyFeedRequests(Math.ceil(waitMs / 60_000)));
  }
  const body = renderFeed({ brandName: deps.brandName, publicUrl: deps.publicUrl, ...read });
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

/** Whether an If-None-Match header names the ETag (compared weakly, as RFC 9110 says for GET). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
