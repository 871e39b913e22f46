import { eq } from 'drizzle-orm';
import { addDays } from '@harborstay/domain';
import { connectorSyncs, properties, type DbOrTx } from '@harborstay/db';
import { PermanentJobError, type JobHandler } from '../../jobs/worker';
import { createGuestyClient, type GuestySettings } from './client';
import { listingOf } from './reservations';
import { completeBookings, pullCalendar, readReservations, storeReservations } from './sync';

/** Days read around a changed stay: Guesty's advance notice and preparation time close them. */
const AROUND_A_STAY_DAYS = 3;

export type GuestyJobDeps = {
  settings: GuestySettings | undefined;
  brandName: string;
  operationsEmail: string | undefined;
  wakeJobs: () => void;
};

async function linkedProperty(db: DbOrTx, listingId: string | undefined) {
  if (!listingId) return undefined;
  const [property] = await db
    .select({ id: properties.id, guestyListingId: properties.guestyListingId })
    .from(properties)
    .where(eq(properties.guestyListingId, listingId));
  return property?.guestyListingId
    ? { id: property.id, guestyListingId: property.guestyListingId }
    : undefined;
}

async function recordWebhook(db: DbOrTx, propertyId: number) {
  const now = new Date();
  await db
    .insert(connectorSyncs)
    .values({ connector: 'guesty', propertyId, lastWebhookAt: now })
    .onConflictDoUpdate({
      target: [connectorSyncs.connector, connectorSyncs.propertyId],
      set: { lastWebhookAt: now },
    });
}

function configured(deps: GuestyJobDeps) {
  if (!deps.settings) throw new PermanentJobError('Guesty is not configured on this server');
  return deps.settings;
}

/**
 * `reservation.created.v2` and `reservation.updated.v2`: the reservation is read again by id
 * (the lean payload is not the reservation, and is not trusted), with its folio and guest, and stored through the ingestion
 * service with Guesty's `lastUpdatedAt`, so an older read never overwrites a newer one.
 */
export function guestyReservationJob(deps: GuestyJobDeps): JobHandler<'guesty-reservation'> {
  return async (payload, { db, log }) => {
    const client = createGuestyClient(configured(deps), { db });
    const [reservation] = await readReservations(client, [payload.reservationId]);
    if (!reservation) {
      log.info({ reservation: payload.reservationId }, 'Guesty reservation not found or not understood');
      return;
    }
    const property = await linkedProperty(db, listingOf(reservation));
    if (!property) return;
    await recordWebhook(db, property.id);
    const { bookings, waiting } = await completeBookings(client, [reservation]);
    // Not stored at $0: the nightly pull reads it again until Guesty has its folio.
    if (waiting > 0)
      log.info({ reservation: reservation._id }, 'Guesty folio not found yet; left for the next pull');
    await storeReservations({ ...deps, db, notify: true }, property.id, bookings);
    // A reservation's change does not trigger calendar.updated.v2 (open-api-docs.guesty.com,
    // "Webhooks: Calendar"): its nights are read again, with the days around them that advance
    // notice and preparation time may have closed.
    const [stay] = reservation.stay;
    if (stay)
      await pullCalendar(
        { ...deps, db, notify: false, client },
        property,
        addDays(stay.checkInDateLocalized, -AROUND_A_STAY_DAYS),
        addDays(stay.checkOutDateLocalized, AROUND_A_STAY_DAYS),
      );
  };
}

/** `calendar.updated.v2`: the listing's calendar is read again for the range the event names. */
export function guestyCalendarJob(deps: GuestyJobDeps): JobHandler<'guesty-calendar'> {
  return async (payload, { db }) => {
    const client = createGuestyClient(configured(deps), { db });
    const property = await linkedProperty(db, payload.listingId);
    if (!property) return;
    await recordWebhook(db, property.id);
    const [start, end] = [payload.start, payload.end].sort() as [string, string];
    await pullCalendar({ ...deps, db, notify: false, client }, property, start, end);
  };
}
