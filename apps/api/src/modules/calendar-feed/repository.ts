import { and, eq, sql } from 'drizzle-orm';
import { ACTIVE_RESERVATION_STATUSES } from '@harborstay/contracts';
import { calendarFeeds, type DbOrTx } from '@harborstay/db';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The feed of one owner and one property the caller's scope holds (the service checks it). */
type FeedKey = { userId: number; propertyId: number };

async function findFeedToken(db: DbOrTx, key: FeedKey): Promise<string | undefined> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, key.userId), eq(calendarFeeds.propertyId, key.propertyId)));
  return row?.token;
}

/**
 * The feed's token, or `key.token` stored as it when it has none: one statement, as the address is
 * asked for each time the dialog opens. Two first visits at once keep the first: the second's
 * insert does nothing, its snapshot does not see the first's row, and the token is read again.
 */
export async function findOrAddFeed(db: DbOrTx, key: FeedKey & { token: string }): Promise<string> {
  const [row] = rows<{ token: string }>(
    await db.execute(sql`
      with found as (
        select token from calendar_feeds where user_id = ${key.userId} and property_id = ${key.propertyId}
      ), added as (
        insert into calendar_feeds (user_id, property_id, token)
        select ${key.userId}, ${key.propertyId}, ${key.token} where not exists (select 1 from found)
        on conflict (user_id, property_id) do nothing
        returning token
      )
      select token from found union all select token from added`),
  );
  const token = row?.token ?? (await findFeedToken(db, key));
  if (!token) throw new Error('calendar feed not stored');
  return token;
}

/** Gives the feed a new token at once: the old one matches no row from this statement on. */
export async function replaceFeedToken(db: DbOrTx, key: FeedKey & { token: string }): Promise<string> {
  const [row] = await db
    .insert(calendarFeeds)
    .values(key)
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.propertyId],
      set: {
        token: key.token,
        createdAt: sql`now()`,
        windowStartedAt: null,
        windowRequests: 0,
        lastFetchedAt: null,
      },
    })
    .returning({ token: calendarFeeds.token });
  if (!row) throw new Error('calendar feed not stored');
  return row.token;
}

/** One event of the feed: a standing reservation, with what the feed may show of it. */
export type FeedReservation = {
  id: number;
  kind: 'guest' | 'owner' | 'maintenance';
  start_date: string;
  end_date: string;
  notes: string | null;
  type_of_maintenance: string | null;
  reservation_for: string | null;
  arrival: string | null;
  guests_count: number | null;
  revision: number;
  updated_ms: number;
};

export type FeedRead = {
  propertyId: number;
  entityName: string;
  timeZone: string;
  windowStartedMs: number;
  windowRequests: number;
  /** Empty when the request is over the limit: nothing is read for it. */
  reservations: FeedReservation[];
};

type FeedRow = {
  property_id: number;
  entity_name: string;
  time_zone: string;
  window_started_ms: number;
  window_requests: number;
} & ({ id: null } | FeedReservation);

/**
 * Serves one request of a feed in one statement: finds the feed by its token while its owner
 * still owns the property (access is checked at every request, not only when the address was
 * made), counts the request in the feed's window, and reads the property's standing reservations
 * that end on or after `sinceDate` days before today in its time zone, unless the request is over
 * `limit`. Undefined when no feed answers to the token.
 */
export async function readFeed(
  db: DbOrTx,
  input: { token: string; nowMs: number; windowMs: number; limit: number; lookbackDays: number },
): Promise<FeedRead | undefined> {
  const now = sql`${new Date(input.nowMs).toISOString()}::timestamptz`;
  const windowOpen = sql`f.window_started_at > ${now} - make_interval(secs => ${input.windowMs / 1000})`;
  const found = rows<FeedRow>(
    await db.execute(sql`
      WITH feed AS (
        UPDATE calendar_feeds f SET
          window_started_at = CASE WHEN ${windowOpen} THEN f.window_started_at ELSE ${now} END,
          window_requests = CASE WHEN ${windowOpen} THEN f.window_requests + 1 ELSE 1 END,
          last_fetched_at = ${now}
        FROM property_owners o JOIN properties p ON p.id = o.property_id
        WHERE f.token = ${input.token} AND o.user_id = f.user_id AND o.property_id = f.property_id
        RETURNING f.property_id, f.window_started_at, f.window_requests, p.time_zone, p.entity_name
      )
      SELECT feed.property_id, feed.entity_name, feed.time_zone, feed.window_requests,
        (extract(epoch FROM feed.window_started_at) * 1000)::float8 AS window_started_ms,
        r.id, r.kind, r.start_date::text AS start_date, r.end_date::text AS end_date, r.notes,
        r.type_of_maintenance, r.reservation_for, to_char(r.arrival, 'HH24:MI') AS arrival,
        r.guests_count, r.revision, (extract(epoch FROM r.updated_at) * 1000)::float8 AS updated_ms
      FROM feed LEFT JOIN reservations r
        ON r.property_id = feed.property_id
        AND feed.window_requests <= ${input.limit}
        AND r.status IN (${sql.join(
          ACTIVE_RESERVATION_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
        AND r.end_date >= (${now} AT TIME ZONE feed.time_zone)::date - ${input.lookbackDays}::int
      ORDER BY r.start_date, r.id`),
  );
  const [first] = found;
  if (!first) return undefined;
  return {
    propertyId: Number(first.property_id),
    entityName: first.entity_name,
    timeZone: first.time_zone,
    windowStartedMs: Number(first.window_started_ms),
    windowRequests: Number(first.window_requests),
    reservations: found.flatMap((row): FeedReservation[] =>
      row.id === null
        ? []
        : [
            {
              id: Number(row.id),
              kind: row.kind,
              start_date: row.start_date,
              end_date: row.end_date,
              notes: row.notes,
              type_of_maintenance: row.type_of_maintenance,
              reservation_for: row.reservation_for,
              arrival: row.arrival,
              guests_count: row.guests_count === null ? null : Number(row.guests_count),
              revision: Number(row.revision),
              updated_ms: Number(row.updated_ms),
            },
          ],
    ),
  };
}
