import { z } from 'zod';
import { ZAccountEmail, ZText } from '../fields';
import { messages } from '../messages';
import { PROFILE_PHONE } from '../profile';
import { BUSINESS_INDIVIDUAL, PROPERTY_STATUSES } from '../property';
import { ZExternalId } from './schemas';

/**
 * Owners and listings from the company's systems (contract, "Owners and properties"): who the
 * owners are and which properties they own, created or updated by the company's own ids.
 */

export const ZProviderOwnerParams = z.object({ external_id: ZExternalId });

/** An owner account: the sign-in e-mail, the names, the phone the company holds. */
export const ZProviderOwnerPut = z.object({
  email: ZAccountEmail,
  first_name: ZText({ max: 50, isRequired: true }),
  last_name: ZText({ max: 50, isRequired: true }),
  phone: z.string().trim().regex(PROFILE_PHONE, messages.invalidProfilePhone).nullable().default(null),
  /** Only when the account is new: send the invitation e-mail (true), or leave it uninvited. */
  invite: z.boolean().default(true),
});
export type TProviderOwnerPut = z.input<typeof ZProviderOwnerPut>;

export const ZProviderOwner = z.object({
  id: z.number().int(),
  external_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  /** False once the company deactivated it: it can no longer sign in. */
  is_active: z.boolean(),
  /** False until the owner has set a password through an invitation (or a reset) link. */
  has_password: z.boolean(),
});
export type TProviderOwner = z.output<typeof ZProviderOwner>;

export const ZProviderInvitationSent = z.object({ detail: z.string(), expires_at: z.string() });

/** Whether an IANA time zone name is one this server knows. */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const text = (max: number) => ZText({ max, isRequired: false }).nullable().optional();
const dollars = z
  .number()
  .min(0, 'Amounts cannot be negative.')
  .max(1_000_000, 'At most $1,000,000.')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals (cents).')
  .nullable()
  .optional();
const digits = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${max}}$`), `Digits only, at most ${max}.`)
    .nullable()
    .optional();

/**
 * A property as the company knows it: the required identity, its owners by their external ids,
 * and any other Property Info field under the owner API's name (left out: kept as it is).
 * Bank and tax numbers are sent whole; owners only ever see their last four characters.
 */
export const ZProviderListingPut = z.object({
  entity_name: ZText({ max: 120, isRequired: true }),
  street_address: ZText({ max: 200, isRequired: true }),
  city: ZText({ max: 100, isRequired: true }),
  state: ZText({ max: 50, isRequired: true }),
  postal_code: ZText({ max: 20, isRequired: true }),
  country: ZText({ max: 60, isRequired: true }),
  time_zone: z.string().max(64).refine(isTimeZone, 'Enter an IANA time zone, such as America/Denver.'),
  bedroom: z.number().int().min(0).max(100).nullable(),
  bathroom: ZText({ max: 10, isRequired: false }).nullable(),
  max_occupancy: z.number().int().min(0).max(1000).nullable(),
  status: z.enum(PROPERTY_STATUSES),
  harborstay_services: z.boolean(),
  owners: z
    .array(ZExternalId)
    .max(20, 'At most 20 owners.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each owner at most once.'),
  onboarding_experience: z.number().int().min(1).max(5).nullable().optional(),
  parking: text(2000),
  garage: text(2000),
  cameras: text(2000),
  pet_friendly: z.enum(['True', 'False']).nullable().optional(),
  account_manager: text(100),
  type_ac: text(2000),
  pest_control: text(2000),
  fireplace_inspections: text(2000),
  trash_company: text(2000),
  trash_bins: text(2000),
  trash_day: text(2000),
  bear_proof_bins: text(2000),
  recycling: text(2000),
  internet_company: text(2000),
  wifi_network: text(2000),
  wifi_password: text(2000),
  cable_tv: text(2000),
  snow_removal: text(2000),
  lawn_care: text(2000),
  sprinkles: text(2000),
  ac_furnace_inspections: text(2000),
  /** Percent of the accommodation revenue: 22.5 means 22.5%. */
  management_fee: z
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals.')
    .nullable()
    .optional(),
  stocking_fee: dollars,
  cleaning_fee: dollars,
  reservations_before_man_fee: z.number().int().min(0).max(1000).nullable().optional(),
  ownership: text(2000),
  dba: text(2000),
  bank_name: text(2000),
  routing: digits(20),
  account: digits(34),
  business_individual: z.enum(BUSINESS_INDIVIDUAL).nullable().optional(),
  company_structure: text(50),
  recipient_tin: digits(9),
  recipient_tin_type: text(10),
  initial_signing_date: z.iso.date('Enter a date as YYYY-MM-DD.').nullable().optional(),
  electronic_delivery: z.boolean().optional(),
  owner_first_name: text(50),
  owner_last_name: text(50),
  primary_email: text(50),
  phone: text(21),
  secondary_contact_first_name: text(25),
  secondary_contact_last_name: text(25),
  secondary_phone: text(12),
  secondary_email: text(50),
  third_contact_first_name: text(25),
  third_contact_last_name: text(25),
  third_phone: text(12),
  third_email: text(50),
});
export type TProviderListingPut = z.input<typeof ZProviderListingPut>;

export const ZProviderListing = z.object({
  id: z.number().int(),
  external_id: z.string(),
  entity_name: z.string(),
  street_address: z.string(),
  status: z.string(),
  harborstay_services: z.boolean(),
  /** The owners' external ids, in the order of their accounts. */
  owners: z.array(z.string()),
  /** When the company offboarded it; null while managed. */
  offboarded_at: z.string().nullable(),
});
export type TProviderListing = z.output<typeof ZProviderListing>;
