import { sql, type SQL } from 'drizzle-orm';
import { ACTIVE_RESERVATION_STATUSES } from '@harborstay/contracts';
import { properties } from '@harborstay/db';

/**
 * A property's today at an instant: the calendar date in its own time zone (decision 0009), as
 * the database computes it, so one query serves properties in several zones. The instant is the
 * prepared statement's `now` placeholder (`nowParam`), so that tests choose the day.
 */
export function propertyToday(): SQL<string> {
  return sql<string>`(${sql.placeholder('now')}::timestamptz at time zone ${properties.timeZone})::date`;
}

/** The `now` of `propertyToday`: the driver takes the instant as text. */
export function nowParam(now: Date): { now: string } {
  return { now: now.toISOString() };
}

/**
 * The statuses whose stays and blocks hold their nights, written into the statement as literals:
 * the planner can then match the partial index whose predicate names them (a bound parameter it
 * cannot). They come from the contracts' constant, never from a request.
 */
export const standingStatuses: SQL = sql.raw(
  ACTIVE_RESERVATION_STATUSES.map((status) => `'${status}'`).join(', '),
);
