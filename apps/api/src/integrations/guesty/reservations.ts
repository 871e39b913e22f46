import { z } from 'zod';
import { ZProviderReservationPut } from '@harborstay/contracts';
import { moneyOf, type GuestyFolio } from './folio';
import type { GuestName } from './guests';

const ZDate = z.iso.date();

/**
 * A reservation of `GET /v1/reservations-v3?reservationIds[]=`, as far as the portal reads it
 * (decision 0053 lists each field and where it is documented). Guesty's own shapes are never
 * trusted further than this: anything else is ignored, a reservation that fails is skipped.
 */
export const ZGuestyReservation = z.looseObject({
  _id: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
  listingId: z.string().max(40).nullish(),
  status: z.string().max(40),
  platform: z.string().max(60).nullish(),
  source: z.string().max(60).nullish(),
  confirmationCode: z.string().max(40).nullish(),
  createdAt: z.iso.datetime({ offset: true }).nullish(),
  confirmedAt: z.iso.datetime({ offset: true }).nullish(),
  lastUpdatedAt: z.iso.datetime({ offset: true }).nullish(),
  /**
   * Documented: v3 references its guest instead of embedding it (docs/reservation-migration); the
   * field name is the one v3's owner-reservation answer uses. The name is read by this id.
   */
  guestId: z.string().max(40).nullish(),
  stay: z
    .array(
      z.looseObject({
        unitId: z.string().max(40).nullish(),
        checkInDateLocalized: ZDate,
        checkOutDateLocalized: ZDate,
        guestsCount: z.number().int().min(0).max(100).nullish(),
      }),
    )
    .min(1),
});
export type GuestyReservation = z.output<typeof ZGuestyReservation>;

/** Guesty's v3 statuses: those that hold nights, those waiting, and the rest (count nowhere). */
const STATUSES: Record<string, 'confirmed' | 'in progress' | 'canceled'> = {
  confirmed: 'confirmed',
  reserved: 'in progress',
  awaiting_payment: 'in progress',
  canceled: 'canceled',
  declined: 'canceled',
  expired: 'canceled',
  closed: 'canceled',
  inquiry: 'canceled',
};
/** The statuses a first pull asks for: an inquiry never booked is not the owner's business. */
export const PULLED_STATUSES = ['confirmed', 'reserved', 'awaiting_payment', 'canceled'];

/** Owner reservations are the portal's own owner stays written out (push.ts), never guest bookings. */
export const OWNER_SOURCES = new Set(['owner', 'owner-guest']);

/** Guesty's sources and platforms (channel ids) as the spec's platforms; an unknown one is kept as it is. */
const PLATFORMS: [RegExp, string][] = [
  [/^airbnb/i, 'Airbnb'],
  [/^(homeaway|vrbo)/i, 'Vrbo'],
  [/^booking(com|\.com)?$/i, 'Booking.com'],
  [/^(manual|direct|website|booking engine|bookingengine)/i, 'Direct'],
];
function platformOf(reservation: GuestyReservation): string {
  const given = (reservation.source || reservation.platform || 'Direct').trim();
  return (PLATFORMS.find(([pattern]) => pattern.test(given))?.[1] ?? given).slice(0, 40);
}

/** The listing a reservation belongs to: its first stay's unit, or its listing. */
export const listingOf = (reservation: GuestyReservation) =>
  reservation.stay[0]?.unitId ?? reservation.listingId ?? undefined;

/** What the portal stores of a Guesty booking: the reservation, its folio and its guest's names. */
export type GuestyBooking = { reservation: GuestyReservation; folio: GuestyFolio; guest?: GuestName };

/**
 * The provider API's body of a guest booking from Guesty (the ingestion service's shape), or
 * undefined for one the portal does not take: an owner reservation, or one whose dates or money
 * the provider API would refuse. Guesty's `lastUpdatedAt` is the booking's `updated_at`, so that
 * an older update never overwrites a newer one.
 */
export function toGuestBooking({ reservation, folio, guest }: GuestyBooking) {
  if (OWNER_SOURCES.has(reservation.source ?? '')) return undefined;
  const [stay] = reservation.stay;
  if (!stay) return undefined;
  const body = ZProviderReservationPut.safeParse({
    status: STATUSES[reservation.status] ?? 'canceled',
    start_date: stay.checkInDateLocalized,
    end_date: stay.checkOutDateLocalized,
    arrival: null,
    guests_count: stay.guestsCount ?? 1,
    guest: {
      first_name: (guest?.firstName ?? '').trim().slice(0, 50),
      last_name: (guest?.lastName ?? '').trim().slice(0, 50),
      email: null,
      phone: null,
    },
    platform: platformOf(reservation),
    confirmation_code: reservation.confirmationCode?.trim() || null,
    confirmed_at: reservation.confirmedAt ?? null,
    ...moneyOf(folio),
    updated_at: reservation.lastUpdatedAt ?? reservation.createdAt ?? new Date(0).toISOString(),
  });
  return body.success ? { externalId: reservation._id, body: body.data } : undefined;
}
