import { createHash } from 'node:crypto';
import { calendarFeedEndpoints, endpointUrl, messages, type TCalendarFeed } from '@harborstay/contracts';
import type { DbOrTx } from '@harborstay/db';
import { requireOwnedProperty, type OwnerScope } from '../../access/owner-scope';
import { notFound, tooManyRequests } from '../../errors';
import { generateToken } from '../../lib/secret-tokens';
import { FEED_FORMAT, renderFeed, type FeedCalendar } from './ics';
import { findOrAddFeed, readFeed, replaceFeedToken } from './repository';

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
  return feedAddresses(deps.publicUrl, await findOrAddFeed(deps.db, { ...key, token: generateToken() }));
}

/** A new address of the caller's feed of the property; the old one answers 404 from now on. */
export async function resetFeedAddress(deps: CalendarFeedDeps, scope: OwnerScope, propertyId: number) {
  requireOwnedProperty(scope, propertyId, 404);
  const token = await replaceFeedToken(deps.db, { userId: scope.userId, propertyId, token: generateToken() });
  return feedAddresses(deps.publicUrl, token);
}

/**
 * A feed to answer: its weak ETag (weak: compression may send other bytes of the same text), and
 * its text, written only when asked for, so that a calendar app asking again with the ETag of an
 * unchanged calendar costs the one statement and no rendering.
 */
export type FeedAnswer = { etag: string; render: () => string };

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
  const calendar: FeedCalendar = {
    brandName: deps.brandName,
    publicUrl: deps.publicUrl,
    propertyId: read.propertyId,
    entityName: read.entityName,
    timeZone: read.timeZone,
    reservations: read.reservations,
  };
  // The text is a function of exactly these inputs and the format's version (renderFeed).
  const digest = createHash('sha256')
    .update(JSON.stringify([FEED_FORMAT, calendar]))
    .digest('base64url');
  return { etag: `W/"${digest.slice(0, 27)}"`, render: () => renderFeed(calendar) };
}

/** Whether an If-None-Match header names the ETag (compared weakly, as RFC 9110 says for GET). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
