import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, addMonths, todayIn } from '@harborstay/domain';
import { connectorSyncs, properties, reservations, type DbOrTx } from '@harborstay/db';
import { putCalendarDays, putGuestBookings, type IngestionDeps } from '../../modules/provider/ingestion';
import type { GuestyClient } from './client';
import { toCalendarDays, ZGuestyCalendar } from './calendar';
import { readFolios } from './folio';
import { readGuestName } from './guests';
import {
  listingOf,
  OWNER_SOURCES,
  PULLED_STATUSES,
  toGuestBooking,
  ZGuestyReservation,
  type GuestyBooking,
  type GuestyReservation,
} from './reservations';

export type GuestySyncDeps = IngestionDeps & {
  client: GuestyClient;
  progress: (line: string) => void;
};

/** The first pull's window (issue 24): 24 months back and 12 ahead, from the property's today. */
const MONTHS_BACK = 24;
const MONTHS_AHEAD = 12;
const SEARCH_PAGE = 100;
/** Reservations read by id per call: the ids go in the query string. */
const IDS_PER_CALL = 50;
/** Calendar days per call: a year, well under the ingestion service's 800 a call. */
const CALENDAR_DAYS_PER_CALL = 366;

const ZSearchPage = z.looseObject({
  results: z.array(
    z.looseObject({ reservationId: z.string(), lastUpdatedAt: z.iso.datetime({ offset: true }).nullish() }),
  ),
  pagination: z.looseObject({ hasMore: z.boolean().nullish() }).nullish(),
});

type LinkedProperty = { id: number; entityName: string; guestyListingId: string; timeZone: string };
export type PullSummary = {
  created: number;
  changed: number;
  unchanged: number;
  skipped: number;
  waiting: number;
  days: number;
};

/** Reads reservations by id, `IDS_PER_CALL` a call (`GET /v1/reservations-v3?reservationIds[]=`). */
export async function readReservations(client: GuestyClient, ids: readonly string[]) {
  const found: GuestyReservation[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_CALL) {
    const answer = z
      .array(z.unknown())
      .parse(await client.get('/reservations-v3', { 'reservationIds[]': ids.slice(i, i + IDS_PER_CALL) }));
    for (const item of answer) {
      const parsed = ZGuestyReservation.safeParse(item);
      if (parsed.success) found.push(parsed.data);
    }
  }
  return found;
}

/**
 * Completes reservations read by id with what v3 references instead of embedding: each guest
 * booking's folio (200 a call) and its guest's names (one call each, so only for reservations read
 * because they are new or changed). Owner reservations are counted in `skipped` before any call
 * (never guest bookings). A booking whose folio Guesty lists in `notFound` is counted in `waiting`
 * and not stored: unknown to the portal, or older there, it is read again by the next pull instead
 * of being stored at $0.
 */
export async function completeBookings(client: GuestyClient, found: readonly GuestyReservation[]) {
  const guestReservations = found.filter((reservation) => !OWNER_SOURCES.has(reservation.source ?? ''));
  const folios = await readFolios(
    client,
    guestReservations.map((reservation) => reservation._id),
  );
  const bookings: GuestyBooking[] = [];
  for (const reservation of guestReservations) {
    const folio = folios.get(reservation._id);
    if (!folio) continue;
    bookings.push({ reservation, folio, guest: await readGuestName(client, reservation.guestId) });
  }
  return {
    bookings,
    skipped: found.length - guestReservations.length,
    waiting: guestReservations.length - bookings.length,
  };
}

/**
 * Stores Guesty bookings of one property through the ingestion service, in one call so the
 * figures are recomputed once: the newest `lastUpdatedAt` wins and a replay changes nothing.
 * Owner reservations (the portal's own stays, written out by push.ts) and bodies the provider API
 * would refuse are skipped.
 */
export async function storeReservations(
  deps: IngestionDeps,
  propertyId: number,
  found: readonly GuestyBooking[],
) {
  const summary = { created: 0, changed: 0, unchanged: 0, skipped: 0 };
  const bookings = found.flatMap((booking) => toGuestBooking(booking) ?? []);
  summary.skipped = found.length - bookings.length;
  if (bookings.length === 0) return summary;
  const before = new Map(
    (
      await deps.db
        .select({ externalId: reservations.externalId, updatedAt: reservations.sourceUpdatedAt })
        .from(reservations)
        .where(
          and(
            eq(reservations.propertyId, propertyId),
            inArray(
              reservations.externalId,
              bookings.map((booking) => booking.externalId),
            ),
          ),
        )
    ).map((row) => [row.externalId, row.updatedAt?.getTime()]),
  );
  for (const answer of await putGuestBookings(deps, { propertyId, bookings })) {
    const was = before.get(answer.reservation.external_id);
    if (answer.isCreated) summary.created += 1;
    else if (was !== Date.parse(answer.reservation.updated_at ?? '')) summary.changed += 1;
    else summary.unchanged += 1;
  }
  return summary;
}

/** The nights the portal's own owner stays and blocks hold in [start, end): Guesty's blocks there are the portal's. */
async function heldNights(db: DbOrTx, propertyId: number, start: string, end: string) {
  const rows = await db
    .select({ startDate: reservations.startDate, endDate: reservations.endDate })
    .from(reservations)
    .where(
      sql`${reservations.propertyId} = ${propertyId} AND ${reservations.kind} IN ('owner', 'maintenance')
        AND ${reservations.status} IN ('confirmed', 'unavailable')
        AND ${reservations.startDate} < ${end} AND ${reservations.endDate} > ${start}`,
    );
  const held = new Set<string>();
  for (const row of rows)
    for (let date = row.startDate; date < row.endDate; date = addDays(date, 1)) held.add(date);
  return held;
}

/** Reads Guesty's calendar of [start, end] (inclusive) and stores its prices and block references. */
export async function pullCalendar(
  deps: IngestionDeps & { client: GuestyClient },
  property: { id: number; guestyListingId: string },
  start: string,
  end: string,
): Promise<number> {
  let stored = 0;
  for (let from = start; from <= end; from = addDays(from, CALENDAR_DAYS_PER_CALL)) {
    const to = [addDays(from, CALENDAR_DAYS_PER_CALL - 1), end].sort()[0] ?? end;
    const answer = ZGuestyCalendar.parse(
      await deps.client.get(`/availability-pricing/api/calendar/listings/${property.guestyListingId}`, {
        startDate: from,
        endDate: to,
      }),
    );
    const days = toCalendarDays(
      answer.data.days,
      await heldNights(deps.db, property.id, from, addDays(to, 1)),
    );
    if (days.length === 0) continue;
    stored += (await putCalendarDays(deps, { propertyId: property.id, body: { days } })).updated;
  }
  return stored;
}

/**
 * Pulls one linked property: the reservations checking in within the window (searched by listing
 * and dates, then read by id only where the search shows a version the portal does not have) and
 * the calendar of the window. The first pull and every reconciliation are this same pull: a
 * booking whose webhook was lost is found here. Nobody is notified when `notify` is false.
 */
export async function pullProperty(deps: GuestySyncDeps, property: LinkedProperty): Promise<PullSummary> {
  const today = todayIn(property.timeZone);
  const start = addMonths(today, -MONTHS_BACK);
  const end = addMonths(today, MONTHS_AHEAD);
  const known = new Map(
    (
      await deps.db
        .select({ externalId: reservations.externalId, updatedAt: reservations.sourceUpdatedAt })
        .from(reservations)
        .where(and(eq(reservations.propertyId, property.id), isNotNull(reservations.externalId)))
    ).map((row) => [row.externalId, row.updatedAt?.getTime()]),
  );
  const stale: string[] = [];
  let seen = 0;
  for (let skip = 0; ; skip += SEARCH_PAGE) {
    const page = ZSearchPage.parse(
      await deps.client.get('/reservations-v3/search', {
        'filter[listingId]': property.guestyListingId,
        'filter[checkIn][gte]': start,
        'filter[checkIn][lte]': end,
        'filter[status]': PULLED_STATUSES.join(','),
        sort: '_id',
        limit: SEARCH_PAGE,
        skip,
      }),
    );
    for (const row of page.results) {
      seen += 1;
      const updatedAt = row.lastUpdatedAt ? Date.parse(row.lastUpdatedAt) : undefined;
      if (updatedAt === undefined || known.get(row.reservationId) !== updatedAt)
        stale.push(row.reservationId);
    }
    if (!page.pagination?.hasMore || page.results.length < SEARCH_PAGE) break;
  }
  deps.progress(`Property ${property.id}: ${seen} Guesty reservations found, ${stale.length} to read.`);
  const found = (await readReservations(deps.client, stale)).filter(
    (reservation) => listingOf(reservation) === property.guestyListingId,
  );
  const { bookings, skipped, waiting } = await completeBookings(deps.client, found);
  const stored = await storeReservations(deps, property.id, bookings);
  const days = await pullCalendar(deps, property, start, end);
  const summary = {
    ...stored,
    unchanged: stored.unchanged + seen - stale.length,
    skipped: stored.skipped + skipped,
    waiting,
    days,
  };
  deps.progress(`Property ${property.id}: ${describe(summary)}.`);
  await recordSync(deps.db, property.id, describe(summary));
  return summary;
}

export const describe = (summary: PullSummary) =>
  `${summary.created} bookings created, ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.skipped} skipped (owner reservations or unreadable), ${summary.waiting} waiting for their folio in Guesty (read again next pull), ${summary.days} calendar days`;

async function recordSync(db: DbOrTx, propertyId: number, summary: string) {
  const values = { lastSyncAt: new Date(), lastSyncSummary: summary };
  await db
    .insert(connectorSyncs)
    .values({ connector: 'guesty', propertyId, ...values })
    .onConflictDoUpdate({ target: [connectorSyncs.connector, connectorSyncs.propertyId], set: values });
}

/** The properties linked to Guesty, or the one asked for. */
export async function linkedProperties(db: DbOrTx, propertyId?: number): Promise<LinkedProperty[]> {
  const rows = await db
    .select({
      id: properties.id,
      entityName: properties.entityName,
      guestyListingId: properties.guestyListingId,
      timeZone: properties.timeZone,
    })
    .from(properties)
    .where(
      and(
        isNotNull(properties.guestyListingId),
        propertyId === undefined ? undefined : eq(properties.id, propertyId),
      ),
    )
    .orderBy(properties.id);
  return rows.flatMap((row) =>
    row.guestyListingId ? [{ ...row, guestyListingId: row.guestyListingId }] : [],
  );
}

/**
 * `sync:guesty` and the nightly reconciliation: pulls each linked property (or the one asked for)
 * and says what changed for each.
 */
export async function syncLinkedProperties(deps: GuestySyncDeps, propertyId?: number): Promise<string> {
  const linked = await linkedProperties(deps.db, propertyId);
  if (linked.length === 0)
    return propertyId === undefined
      ? 'No property is linked to Guesty yet (property:link --guesty-listing).'
      : `Property ${propertyId} is not linked to Guesty.`;
  const lines: string[] = [];
  for (const [index, property] of linked.entries()) {
    deps.progress(
      `Pulling property ${property.id} (${index + 1} of ${linked.length}) from Guesty listing ${property.guestyListingId}…`,
    );
    lines.push(
      `Property ${property.id} "${property.entityName}": ${describe(await pullProperty(deps, property))}.`,
    );
  }
  return lines.join('\n');
}
