/**
 * Reservation kinds: guest bookings come from the channel manager, owner stays and
 * maintenance blocks are made by the owner.
 */
export const RESERVATION_KINDS = ['guest', 'owner', 'maintenance'] as const;
export type TReservationKind = (typeof RESERVATION_KINDS)[number];

/** Statuses (spec section 4). Canceled and available no longer hold the nights. */
export const RESERVATION_STATUSES = [
  'confirmed',
  'in progress',
  'canceled',
  'unavailable',
  'available',
] as const;
export type TReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const ACTIVE_RESERVATION_STATUSES = ['confirmed', 'in progress', 'unavailable'] as const;

export const OWNER_RESERVATION_COLOR = '#3D91FF';
export const BLOCK_COLOR = '#9B9B9B';
export const OWNER_RESERVATION_KEY = 'Owner Reservation';

/** Calendar price block references (spec section 2): By Default, Advance Notice. */
export const BLOCK_REFS = ['bd', 'an'] as const;

export const GUEST_PLATFORMS = ['Airbnb', 'Vrbo', 'Booking.com', 'Direct'] as const;
