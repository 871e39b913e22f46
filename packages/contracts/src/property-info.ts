import { z } from 'zod';
import { isBlankOrEmail, ZText } from './fields';
import { messages } from './messages';
import { ZId } from './ids';
import { BUSINESS_INDIVIDUAL, ZPropertyIdentity } from './property';

/** Contact phones (spec sections 5 and 9): +1 and exactly 10 digits, or nothing at all. */
export const CONTACT_PHONE = /^\+1\d{10}$/;
/** Sensitive numbers show their last 4 characters only (routing, account, TIN). */
export const MASK_VISIBLE_CHARS = 4;

const ZContactPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || CONTACT_PHONE.test(value), messages.invalidContactPhone);

const ZContactEmail = z
  .string()
  .trim()
  .max(50, messages.maxLength(50))
  .refine(isBlankOrEmail, messages.invalidEmail);

const ZContactName = ZText({ max: 25, isRequired: false });
const ZCompanyStructure = ZText({ max: 50, isRequired: false });

/**
 * The fields an owner may change on the Property Info page (spec section 6): the contacts,
 * company structure, business type and the electronic-delivery preference. Everything else
 * (address, fees, bank, ownership, W-9 numbers) changes through the account manager.
 * Empty text means "no value".
 */
export const ZPropertyInfoForm = z.object({
  primary_email: ZContactEmail,
  phone: ZContactPhone,
  secondary_contact_first_name: ZContactName,
  secondary_contact_last_name: ZContactName,
  secondary_phone: ZContactPhone,
  secondary_email: ZContactEmail,
  third_contact_first_name: ZContactName,
  third_contact_last_name: ZContactName,
  third_phone: ZContactPhone,
  third_email: ZContactEmail,
  company_structure: ZCompanyStructure,
  business_individual: z.enum(BUSINESS_INDIVIDUAL).nullable(),
  electronic_delivery: z.boolean(),
});
export type TPropertyInfoForm = z.infer<typeof ZPropertyInfoForm>;
export type TOwnerEditableField = keyof TPropertyInfoForm;
export const OWNER_EDITABLE_FIELDS = Object.keys(ZPropertyInfoForm.shape) as TOwnerEditableField[];

/**
 * PUT /api/owners/owner/properties/: the property id and any of the owner-editable fields.
 * A field left out keeps its value; null or '' clears it. Every other field of the property
 * form the client may send along (status, address, masked numbers…) is ignored: the owner
 * cannot change it, and the legacy client sends the whole form.
 */
export const ZPropertyUpdateRequest = z.object({
  id: ZId,
  primary_email: ZContactEmail.nullish(),
  phone: ZContactPhone.nullish(),
  secondary_contact_first_name: ZContactName.nullish(),
  secondary_contact_last_name: ZContactName.nullish(),
  secondary_phone: ZContactPhone.nullish(),
  secondary_email: ZContactEmail.nullish(),
  third_contact_first_name: ZContactName.nullish(),
  third_contact_last_name: ZContactName.nullish(),
  third_phone: ZContactPhone.nullish(),
  third_email: ZContactEmail.nullish(),
  company_structure: ZCompanyStructure.nullish(),
  business_individual: z.enum(BUSINESS_INDIVIDUAL).nullish(),
  electronic_delivery: z.boolean().optional(),
});
export type TPropertyUpdateRequest = z.input<typeof ZPropertyUpdateRequest>;
export type TPropertyUpdate = z.output<typeof ZPropertyUpdateRequest>;

const text = z.string().nullable();

/**
 * GET /api/owners/owner/property/{id}/ and the answer of the PUT: every field of spec section 3
 * 'Property'. Fees in dollars and the management fee in percent; routing, account and
 * recipient_tin masked by the server (only the last 4 characters), so the full numbers never
 * reach the browser.
 */
export const ZPropertyInfo = ZPropertyIdentity.extend({
  bedroom: z.number().int().nullable(),
  bathroom: text,
  max_occupancy: z.number().int().nullable(),
  parking: text,
  garage: text,
  cameras: text,
  /** 'True' when pets are welcome (the spec's wording). */
  pet_friendly: text,
  account_manager: text,
  type_ac: text,
  pest_control: text,
  fireplace_inspections: text,
  trash_company: text,
  trash_bins: text,
  trash_day: text,
  bear_proof_bins: text,
  recycling: text,
  internet_company: text,
  wifi_network: text,
  wifi_password: text,
  cable_tv: text,
  snow_removal: text,
  lawn_care: text,
  sprinkles: text,
  ac_furnace_inspections: text,
  /** Percent of the accommodation revenue: 22.5 means 22.5%. */
  management_fee: z.number().nullable(),
  /** Dollars. */
  stocking_fee: z.number().nullable(),
  /** Dollars, charged to guests per stay. */
  cleaning_fee: z.number().nullable(),
  reservations_before_man_fee: z.number().int().nullable(),
  ownership: text,
  dba: text,
  bank_name: text,
  /** Masked: '•••••1185'. */
  routing: text,
  /** Masked: '•••••0931'. */
  account: text,
  business_individual: z.enum(BUSINESS_INDIVIDUAL).nullable(),
  company_structure: text,
  /** Masked: '•••••4321'. */
  recipient_tin: text,
  recipient_tin_type: text,
  initial_signing_date: text,
  electronic_delivery: z.boolean(),
  owner_first_name: text,
  owner_last_name: text,
  primary_email: text,
  phone: text,
  secondary_contact_first_name: text,
  secondary_contact_last_name: text,
  secondary_phone: text,
  secondary_email: text,
  third_contact_first_name: text,
  third_contact_last_name: text,
  third_phone: text,
  third_email: text,
});
export type TPropertyInfo = z.infer<typeof ZPropertyInfo>;
