import { z } from 'zod';
import { ZReservation } from '../calendar';
import { ZRequiredDate } from '../dates';
import { ZDocumentUploadFields } from '../document';
import { ZText } from '../fields';
import { ZPathId } from '../ids';
import { messages } from '../messages';
import { DOCUMENT_TYPES } from '../property';
import { BLOCK_REFS } from '../reservation';

/**
 * The provider API's bodies (contract, "The provider's side"): what the company's systems send.
 * Snake case, money in dollars with at most two decimals, dates YYYY-MM-DD in the property's
 * time zone, instants ISO 8601 with an offset. Nothing here is trusted further than it is checked.
 */

/** The highest amount of one booking the portal takes: $10,000,000.00, far past any stay. */
const MAX_DOLLARS = 10_000_000;

/** Dollars with at most two decimals, from 0 up to MAX_DOLLARS. */
export const ZDollars = z
  .number({ error: 'Enter an amount in dollars.' })
  .min(0, 'Amounts cannot be negative.')
  .max(MAX_DOLLARS, `At most $${MAX_DOLLARS.toLocaleString('en-US')}.`)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals (cents).');

/** An instant with its offset: 2026-11-26T10:15:00Z or 2026-11-26T03:15:00-07:00. */
export const ZInstant = z.iso.datetime({ offset: true, error: 'Enter an ISO 8601 instant with its offset.' });

/** The provider's own id of a booking or task: 1 to 80 of A-Z a-z 0-9 . _ : - */
export const ZExternalId = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,80}$/, 'Use 1 to 80 of the characters A-Z a-z 0-9 . _ : -');

export const ZProviderReservationParams = z.object({ id: ZPathId, external_id: ZExternalId });
export const ZProviderPropertyParams = z.object({ id: ZPathId });

const ZGuestName = ZText({ max: 50, isRequired: false });

/** A guest booking as the company's system knows it: created or replaced by its external id. */
export const ZProviderReservationPut = z
  .object({
    status: z.enum(['confirmed', 'in progress', 'canceled']),
    start_date: ZRequiredDate,
    end_date: ZRequiredDate,
    arrival: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24 h).')
      .nullable()
      .default(null),
    guests_count: z.number().int().min(0).max(100),
    guest: z.object({
      first_name: ZGuestName,
      last_name: ZGuestName,
      email: z.email('Enter a valid e-mail address.').max(254).nullable().default(null),
      phone: ZText({ max: 21, isRequired: false }).nullable().default(null),
    }),
    platform: ZText({ max: 40, isRequired: true }),
    confirmation_code: ZText({ max: 40, isRequired: false }).nullable().default(null),
    confirmed_at: ZInstant.nullable().default(null),
    revenue: ZDollars,
    management_fee: ZDollars,
    net_income: ZDollars,
    cleaning_cost: ZDollars.default(0),
    updated_at: ZInstant,
  })
  .superRefine((body, ctx) => {
    if (body.end_date <= body.start_date)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'The check-out day must come after the check-in day.',
      });
    const cents = (dollars: number) => Math.round(dollars * 100);
    if (cents(body.revenue) - cents(body.management_fee) !== cents(body.net_income))
      ctx.addIssue({
        code: 'custom',
        path: ['net_income'],
        message: 'Net income must equal revenue minus the management fee, to the cent.',
      });
  });
export type TProviderReservationPut = z.input<typeof ZProviderReservationPut>;

/** A DELETE may say when the provider dropped the booking, so that a late delete loses to a newer PUT. */
export const ZProviderReservationDelete = z.object({ updated_at: ZInstant.optional() }).nullish();

export const ZProviderReservation = ZReservation.extend({
  external_id: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type TProviderReservation = z.output<typeof ZProviderReservation>;

export const ZProviderProperty = z.object({
  id: z.number().int(),
  entity_name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  status: z.string(),
  harborstay_services: z.boolean(),
  guesty_listing_id: z.string().nullable(),
  breezeway_property_id: z.string().nullable(),
});

/** At most this many nights per calendar call. */
export const PROVIDER_CALENDAR_MAX_DAYS = 800;

export const ZProviderCalendarPut = z.object({
  days: z
    .array(
      z.object({
        date: ZRequiredDate,
        price: ZDollars,
        block_ref: z.enum(BLOCK_REFS).nullable(),
      }),
    )
    .min(1, 'Send at least one day.')
    .max(PROVIDER_CALENDAR_MAX_DAYS, `At most ${PROVIDER_CALENDAR_MAX_DAYS} days a call.`)
    .refine((days) => new Set(days.map((day) => day.date)).size === days.length, 'Each date at most once.'),
});
export const ZProviderCalendarAnswer = z.object({ updated: z.number().int() });

export const ZProviderConflict = z.object({ detail: z.string(), external_id: z.string().nullable() });

/** A care report sent inline is stored as it is: at most 5 MB of HTML. */
export const PROVIDER_REPORT_MAX_BYTES = 5 * 1024 * 1024;

export const ZProviderTaskParams = ZProviderReservationParams;

/** A completed care task, created or replaced by its external id (listed as its breezeway_task_id). */
export const ZProviderTaskPut = z
  .object({
    name: ZText({ max: 200, isRequired: true }),
    type_task_status: z.enum(['finished', 'closed']),
    finished_at: ZInstant,
    report_html: z.string().max(PROVIDER_REPORT_MAX_BYTES, 'At most 5 MB of HTML.').nullable().default(null),
    report_url: z
      .url({ protocol: /^https?$/, error: 'Enter an https address.' })
      .max(2000)
      .nullable()
      .default(null),
  })
  .refine((body) => !(body.report_html !== null && body.report_url !== null), {
    path: ['report_url'],
    message: 'Send the report as report_html or as report_url, not both.',
  });
export type TProviderTaskPut = z.input<typeof ZProviderTaskPut>;

export const ZProviderTask = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  name: z.string(),
  breezeway_task_id: z.string(),
  type_task_status: z.string(),
  finished_at: z.string(),
  has_report: z.boolean(),
});
export type TProviderTask = z.output<typeof ZProviderTask>;

/**
 * The text fields of a document the provider uploads: the owners' rules (ZDocumentUploadFields)
 * but any of the six types, statements and agreements included, and named in every call (no
 * default: a statement filed as a permit would be lost to its owner), and a date from 1900 to 2200.
 */
export const ZProviderDocumentFields = ZDocumentUploadFields.extend({
  type: z.enum(DOCUMENT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? messages.required
        : `Choose one of: ${DOCUMENT_TYPES.join(', ')}.`,
  }),
  date: z.union([z.literal(''), ZRequiredDate]).optional(),
});
export type TProviderDocumentFields = z.input<typeof ZProviderDocumentFields>;
