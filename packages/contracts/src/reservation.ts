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

/**
 * Whether the company's system has an owner stay or block (contract, "Owner bookings out"):
 * pending until its newest event is delivered to the receiver, then sent.
 */
export const DELIVERY_STATES = ['pending', 'sent'] as const;
export type TDeliveryState = (typeof DELIVERY_STATES)[number];

export const OWNER_RESERVATION_COLOR = '#3D91FF';
export const BLOCK_COLOR = '#9B9B9B';
/** The legend's colour of guest bookings (the spec gives none). */
export const GUEST_BOOKING_COLOR = '#2F9E44';
export const GUEST_BOOKING_KEY = 'guesty';
export const OWNER_RESERVATION_KEY = 'Owner Reservation';

/** Calendar price block references (spec section 2): By Default, Advance Notice. */
export const BLOCK_REFS = ['bd', 'an'] as const;

export const GUEST_PLATFORMS = ['Airbnb', 'Vrbo', 'Booking.com', 'Direct'] as const;

/** The stay and block limits of spec sections 5 and 9; the rules and their messages quote them. */
export const STAY_LIMITS = {
  minNights: 2,
  /** Stays and blocks must be shorter than this many nights. */
  maxNightsExclusive: 29,
  /** The arrival window, 02:00 PM to 11:59 PM, as HH:MM (24 h). */
  arrivalFrom: '14:00',
  arrivalTo: '23:59',
  /** Departure is fixed, for cleaning. */
  departure: '10:00 AM',
  defaultMaxGuests: 10,
  /** How far ahead a stay or block may go: the calendar's selectable range (spec section 2). */
  yearsAhead: 20,
} as const;

export const RESERVATION_FOR = ['Myself', 'Other person'] as const;
export type TReservationFor = (typeof RESERVATION_FOR)[number];

/** The kinds of maintenance an owner can pick for a block. */
export const MAINTENANCE_TYPES = [
  'Deep clean',
  'Repairs',
  'HVAC service',
  'Hot tub repair',
  'Painting',
  'Inspection',
  'Other',
] as const;
