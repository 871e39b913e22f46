import { z } from 'zod';
import { ZPathId } from './ids';

/** Property onboarding status (spec section 4). */
export const PROPERTY_STATUSES = ['in progress', 'completed'] as const;
export type TPropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const BUSINESS_INDIVIDUAL = ['Business', 'Individual'] as const;

/** Document types (spec section 6): all of them, and those an owner may upload. */
export const DOCUMENT_TYPES = [
  'Monthly statements',
  'Annual statements',
  'Permit',
  'Insurance',
  'Home warranty',
  'Owner Agreement',
] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];
export const OWNER_DOCUMENT_TYPES = ['Permit', 'Insurance', 'Home warranty'] as const;

/** Task statuses of the care provider; both are shown as 'Completed'. */
export const TASK_STATUSES = ['finished', 'closed'] as const;

/**
 * What names a property and where it stands: the head of every property answer (the list row,
 * the Property Info, the onboarding's created property), each taking the fields it shows.
 */
export const ZPropertyIdentity = z.object({
  id: z.number().int(),
  entity_name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  harborstay_services: z.boolean(),
  status: z.enum(PROPERTY_STATUSES),
});
export type TPropertyIdentity = z.infer<typeof ZPropertyIdentity>;

/** A row of the owner's property list. */
export const ZPropertySummary = ZPropertyIdentity.omit({ country: true });
export type TPropertySummary = z.infer<typeof ZPropertySummary>;

/**
 * A row of GET /api/owners/owner/properties/: the summary, and whether a guest is staying now
 * or has a stay still to come (the dashboard counts these as actively reserved).
 */
export const ZPropertyListItem = ZPropertySummary.extend({ is_actively_reserved: z.boolean() });
export type TPropertyListItem = z.infer<typeof ZPropertyListItem>;

/** Path parameters of the calls that name one property: /property/{id}/, /financials/{id}/. */
export const ZPropertyPathParams = z.object({ id: ZPathId });

/**
 * The property financial summary of spec section 3, for one property or all of an owner's.
 * Money in dollars (two decimals at most), occupancy in percent (one decimal). Each figure is
 * computed from the reservations (packages/domain property-financials) in the property's time zone.
 */
export const ZPropertyFinancials = z.object({
  /** Net income of the guest stays that check in this month (spelling of the spec). */
  montly_profit: z.number(),
  /** Net income of every guest stay that still stands, past and upcoming. */
  total_profit: z.number(),
  /** Estimated net income of the guest stays that check in this year, upcoming ones included. */
  year_income: z.number(),
  /** Occupancy of this calendar year; null when no night of it is available (all blocked or the owner's). */
  occupancy_in_percent: z.number().nullable(),
  /** Occupancy of this calendar month; null when no night of it is available, as on the dashboard. */
  percentage: z.number().nullable(),
  /**
   * The day the figures are for (YYYY-MM-DD): "today" in the property's time zone, or for several
   * properties the latest of their todays. Its year and month are the ones the figures cover, so
   * labels such as '2026 Occupancy' follow the property, not the browser's clock.
   */
  as_of: z.iso.date(),
});
export type TPropertyFinancials = z.infer<typeof ZPropertyFinancials>;

/** Another owner of one of the caller's properties: names only, never how to reach them. */
export const ZCoOwner = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type TCoOwner = z.infer<typeof ZCoOwner>;

/** One of the caller's properties and its other owners (an empty list when there are none). */
export const ZCoOwnedProperty = z.object({
  property_id: z.number().int(),
  entity_name: z.string(),
  owners: z.array(ZCoOwner),
});
export type TCoOwnedProperty = z.infer<typeof ZCoOwnedProperty>;

/**
 * GET /api/owners/: the owner profiles list of spec section 3. It holds one entry, the caller,
 * whose co_owners_data lists each of the caller's properties with its other owners.
 */
export const ZOwnerCoOwnersList = z.array(
  z.object({
    user_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    co_owners_data: z.array(ZCoOwnedProperty),
  }),
);
export type TOwnerCoOwnersList = z.infer<typeof ZOwnerCoOwnersList>;
