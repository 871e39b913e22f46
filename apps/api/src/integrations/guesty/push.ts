import { and, eq, isNotNull, like } from 'drizzle-orm';
import { z } from 'zod';
import { addDays } from '@harborstay/domain';
import { guestyPushes, properties, propertyOwners, reservations, users, type DbOrTx } from '@harborstay/db';
import { PermanentJobError, type JobHandler } from '../../jobs/worker';
import { ConnectorRefused } from '../connector-errors';
import { createGuestyClient, type GuestyClient, type GuestySettings } from './client';

type Pushed = typeof guestyPushes.$inferSelect;
type Want = { start: string; end: string } | undefined;

const ZOwnerReservation = z.looseObject({ reservationId: z.string().regex(/^[A-Za-z0-9]{1,40}$/) });
const GUESTY_OWNER_PREFIX = 'guesty:';

/** The calendar PUT takes one inclusive range: the portal's `[start, end)` nights as Guesty's dates. */
async function setNights(
  client: GuestyClient,
  listingId: string,
  nights: { start: string; end: string },
  block: { blockReason: string; note?: string } | undefined,
) {
  await client.put(`/availability-pricing/api/calendar/listings/${listingId}`, {
    startDate: nights.start,
    endDate: addDays(nights.end, -1),
    status: block ? 'unavailable' : 'available',
    ...block,
  });
}

/** The Guesty owner the reservation is written for: its creator's, or another owner's of the property, imported from Guesty. */
async function guestyOwnerOf(db: DbOrTx, reservation: { propertyId: number; createdBy: number | null }) {
  const owners = await db
    .select({
      userId: users.id,
      externalId: users.externalId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .where(
      and(
        eq(propertyOwners.propertyId, reservation.propertyId),
        isNotNull(users.externalId),
        like(users.externalId, `${GUESTY_OWNER_PREFIX}%`),
      ),
    );
  const owner = owners.find((row) => row.userId === reservation.createdBy) ?? owners[0];
  return owner?.externalId
    ? {
        _id: owner.externalId.slice(GUESTY_OWNER_PREFIX.length),
        fullName: `${owner.firstName} ${owner.lastName}`.trim(),
      }
    : undefined;
}

/**
 * Writes an owner stay or block of a linked property to Guesty (contract, "Owner bookings out"):
 * the job reads the reservation as it stands now and makes Guesty match what guesty_pushes says
 * was written before, so that any number of its jobs, retried in any state, end on the same
 * calendar. An owner stay becomes an owner reservation (`POST /v1/reservations-v3/owner/confirmed`),
 * moved with `PUT …/dates` and cancelled with `PUT …/status`; a stay whose property has no owner
 * from Guesty, and every maintenance block, becomes a calendar block ('Owner block',
 * 'Maintenance') released with `status: available`. Guesty down is ConnectorUnavailable: the job
 * waits and tries again, in order with the reservation's later changes.
 */
export function guestyPushJob(settings: GuestySettings | undefined): JobHandler<'guesty-push'> {
  return async (payload, context) => {
    if (!settings) throw new PermanentJobError('Guesty is not configured on this server');
    try {
      await push(settings, payload.reservationId, context.db);
    } catch (error) {
      // Guesty refused the write (nights taken there meanwhile, a listing gone): no retry mends
      // it, so the job fails at once and operations see it (jobs:list --failed, integrations:status).
      if (error instanceof ConnectorRefused) throw new PermanentJobError(error.message);
      throw error;
    }
  };
}

/** Makes Guesty hold what the reservation holds now (see guestyPushJob). */
async function push(settings: GuestySettings, reservationId: number, db: DbOrTx) {
  const [row] = await db
    .select({ reservation: reservations, listingId: properties.guestyListingId })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(eq(reservations.id, reservationId));
  if (!row || row.reservation.kind === 'guest') return;
  const { reservation } = row;
  const [pushed] = await db.select().from(guestyPushes).where(eq(guestyPushes.reservationId, reservation.id));
  const listingId = pushed?.listingId ?? row.listingId;
  if (!listingId) return;
  const isStanding = reservation.status === 'confirmed' || reservation.status === 'unavailable';
  const want: Want = isStanding ? { start: reservation.startDate, end: reservation.endDate } : undefined;
  const client = createGuestyClient(settings, { db });
  const save = async (values: Partial<Pushed>) => {
    await db
      .insert(guestyPushes)
      .values({ reservationId: reservation.id, listingId, ...values })
      .onConflictDoUpdate({ target: guestyPushes.reservationId, set: { ...values, pushedAt: new Date() } });
  };

  const ownerReservationId = pushed?.guestyReservationId;
  if (ownerReservationId) {
    if (want && pushed.startDate === want.start && pushed.endDate === want.end) return;
    if (want)
      await client.put(`/reservations-v3/${ownerReservationId}/dates`, {
        checkInDateLocalized: want.start,
        checkOutDateLocalized: want.end,
      });
    else if (pushed.startDate)
      await client.put(`/reservations-v3/${ownerReservationId}/status`, {
        status: 'canceled',
        canceledBy: 'OWNER',
      });
    await save({ startDate: want?.start ?? null, endDate: want?.end ?? null });
    return;
  }

  const owner = reservation.kind === 'owner' ? await guestyOwnerOf(db, reservation) : undefined;
  if (owner && want && !pushed?.startDate) {
    const answer = ZOwnerReservation.parse(
      await client.post('/reservations-v3/owner/confirmed', {
        listingId,
        checkInDateLocalized: want.start,
        checkOutDateLocalized: want.end,
        source: 'owner',
        guestsCount: reservation.guestsCount ?? 1,
        creationInfo: { owner },
      }),
    );
    await save({ guestyReservationId: answer.reservationId, startDate: want.start, endDate: want.end });
    return;
  }

  // A calendar block: what was blocked before is released, then what stands now is blocked.
  const before =
    pushed?.startDate && pushed.endDate ? { start: pushed.startDate, end: pushed.endDate } : undefined;
  if (before?.start === want?.start && before?.end === want?.end) return;
  if (before) await setNights(client, listingId, before, undefined);
  if (want)
    await setNights(client, listingId, want, {
      blockReason: reservation.kind === 'maintenance' ? 'Maintenance' : 'Owner block',
      ...(reservation.typeOfMaintenance ? { note: reservation.typeOfMaintenance.slice(0, 200) } : {}),
    });
  await save({ startDate: want?.start ?? null, endDate: want?.end ?? null });
}
