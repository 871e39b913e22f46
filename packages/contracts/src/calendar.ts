import { z } from 'zod';
import { ifValidSoFar, isBlankOrEmail, requiredOr, ZText } from './fields';
import { ZDate, ZRequiredDate } from './dates';
import { ZId, ZPathId } from './ids';
import { messages } from './messages';
import {
  BLOCK_REFS,
  DELIVERY_STATES,
  MAINTENANCE_TYPES,
  RESERVATION_FOR,
  RESERVATION_KINDS,
  RESERVATION_STATUSES,
  STAY_LIMITS,
} from './reservation';

/**
 * The calendar's requests and answers (contract "The calendar… APIs"). What zod can check on the
 * request alone lives here (decision 0020): required fields, formats, the arrival window, the
 * 'Other person' fields. The rules that need dates, today or the property (past dates, nights,
 * overlap, the property's guest limit) are the domain's `stayIssues` / `blockIssues` /
 * `guestsIssues`, which the server runs after these and the web form adds in a superRefine.
 */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The arrival time, HH:MM (24 h), within 02:00 PM - 11:59 PM (spec section 5). */
export const ZArrival = z
  .string({ error: requiredOr(messages.invalidTime) })
  .trim()
  .min(1, messages.required)
  .refine((value) => HH_MM.test(value), { error: messages.invalidTime, ...ifValidSoFar })
  .refine((value) => value >= STAY_LIMITS.arrivalFrom && value <= STAY_LIMITS.arrivalTo, {
    error: messages.arrivalWindow,
    ...ifValidSoFar,
  });

/** The whole-number guest count: the property's own limit is the domain's `guestsIssues`. */
export const ZGuestsCount = z
  .number({ error: messages.required })
  .int(messages.wholeNumberRange(1, 99))
  .min(1, messages.wholeNumberRange(1, 99))
  .max(99, messages.wholeNumberRange(1, 99));

/** A stay's or block's notes: typed in a text area, so line breaks are kept (decision 0014). */
const NOTES_MAX = 1000;

/** The guest of a stay for 'Other person': names and e-mail required, phone optional. */
export const ZStayGuest = z.object({
  first_name: ZText({ max: 50, isRequired: false }).default(''),
  last_name: ZText({ max: 50, isRequired: false }).default(''),
  email: z.string().trim().max(254, messages.maxLength(254)).default(''),
  phone: ZText({ max: 21, isRequired: false }).nullish(),
});
export type TStayGuest = z.input<typeof ZStayGuest>;

/** The fields of an owner stay, shared by its create and modify requests and by the web form. */
export const ZStayFields = z
  .object({
    start_date: ZRequiredDate,
    end_date: ZRequiredDate,
    arrival: ZArrival,
    guests_count: ZGuestsCount,
    reservation_for: z.enum(RESERVATION_FOR, { error: messages.required }),
    guest: ZStayGuest.nullish(),
    notes: ZText({ max: NOTES_MAX, isRequired: false, isMultiLine: true }).nullish(),
  })
  .superRefine((stay, ctx) => {
    if (stay.reservation_for !== 'Other person') return;
    const guest = stay.guest ?? { first_name: '', last_name: '', email: '' };
    for (const field of ['first_name', 'last_name', 'email'] as const) {
      if (guest[field].trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['guest', field], message: messages.required });
      }
    }
    if (guest.email.trim() !== '' && !isBlankOrEmail(guest.email.trim())) {
      ctx.addIssue({ code: 'custom', path: ['guest', 'email'], message: messages.invalidEmail });
    }
  });
export type TStayFields = z.input<typeof ZStayFields>;

/** POST /api/owners/owner/property/reservation/: an owner stay, created as confirmed. */
export const ZCreateStayRequest = ZStayFields.safeExtend({ property_id: ZId });
export type TCreateStayRequest = z.input<typeof ZCreateStayRequest>;

/** PUT /api/owners/owner/property/reservation/{id}/: modify (status confirmed, the whole stay) or cancel. */
export const ZUpdateStayRequest = z.discriminatedUnion('status', [
  z.object({ status: z.literal('canceled') }),
  ZStayFields.safeExtend({ status: z.literal('confirmed') }),
]);
export type TUpdateStayRequest = z.input<typeof ZUpdateStayRequest>;

/** The fields of a maintenance block: the notes describe the work and are required. */
export const ZBlockFields = z.object({
  start_date: ZRequiredDate,
  end_date: ZRequiredDate,
  type_of_maintenance: z.enum(MAINTENANCE_TYPES, { error: messages.required }),
  notes: ZText({ max: NOTES_MAX, isRequired: true, isMultiLine: true }),
});
export type TBlockFields = z.input<typeof ZBlockFields>;

/** POST /api/owners/owner/property/{propertyId}/calendar/: a block, created as unavailable. */
export const ZCreateBlockRequest = ZBlockFields;
export type TCreateBlockRequest = z.input<typeof ZCreateBlockRequest>;

/** PUT on the same path: modify (status unavailable, the whole block) or release (status available). */
export const ZUpdateBlockRequest = z.discriminatedUnion('status', [
  z.object({ id: ZId, status: z.literal('available') }),
  ZBlockFields.safeExtend({ id: ZId, status: z.literal('unavailable') }),
]);
export type TUpdateBlockRequest = z.input<typeof ZUpdateBlockRequest>;

export const ZReservationPathParams = z.object({ id: ZPathId });
export const ZCalendarBlockPathParams = z.object({ propertyId: ZPathId });

/** The longest window one list or price request may ask for: three years and a little. */
export const CALENDAR_MAX_DAYS = 1200;

/** `?start=&end=`: the nights [start, end); both optional (default: a year back to two years ahead). */
export const ZReservationListQuery = z.object({
  start: ZDate.optional(),
  end: ZDate.optional(),
});

export const ZCalendarPricesPathParams = z.object({
  id: ZPathId,
  startDate: ZDate,
  endDate: ZDate,
});

const ZMoney = z.number();

/**
 * A reservation of the other side holding some of the same nights: a guest booking the company's
 * systems sent over an owner stay or block, seen from either of the two (contract, "The provider's side").
 */
export const ZClash = z.object({
  id: z.number().int(),
  kind: z.enum(RESERVATION_KINDS),
  start_date: z.string(),
  end_date: z.string(),
});
export type TClash = z.output<typeof ZClash>;

/** A reservation of any kind, as the contract fixes it. A guest booking shows the guest's name only. */
export const ZReservation = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  kind: z.enum(RESERVATION_KINDS),
  status: z.enum(RESERVATION_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  nights_count: z.number().int(),
  arrival: z.string().nullable(),
  departure: z.string().nullable(),
  guests_count: z.number().int().nullable(),
  reservation_for: z.enum(RESERVATION_FOR).nullable(),
  guest: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  notes: z.string().nullable(),
  type_of_maintenance: z.string().nullable(),
  platform: z.string().nullable(),
  key: z.string(),
  color: z.string().nullable(),
  confirmation_code: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  revenue: ZMoney,
  management_fee: ZMoney,
  net_income: ZMoney,
  cleaning_cost: ZMoney,
  opportunity_cost: ZMoney,
  is_editable: z.boolean(),
  /**
   * Whether the company's system has this owner stay or block yet ('Sent to the management
   * team' / 'Waiting to reach the management team'); null for guest bookings and when no
   * receiver is configured.
   */
  delivery: z.enum(DELIVERY_STATES).nullable(),
  /** Standing reservations of the other side over some of its nights; empty when none. */
  clashes: z.array(ZClash),
});
export type TReservation = z.output<typeof ZReservation>;

/** One night of the price calendar; a block reference makes it unavailable. */
export const ZCalendarPrice = z.object({
  date: z.string(),
  price: ZMoney,
  block_refs: z.array(z.object({ type: z.enum(BLOCK_REFS) })),
});
export type TCalendarPrice = z.output<typeof ZCalendarPrice>;
