import type { TOwnerAccountRequest } from '../account-request';
import type { TOnboardingPropertyInput } from '../onboarding';
import type { TOwnerProfile } from '../profile';
import type { TPropertyIdentity } from '../property';
import type { TPropertyInfoForm } from '../property-info';

/**
 * Example bodies the tests of every layer share (contracts, API, web), typed by the contracts so that a
 * changed rule or field shows here once. Test code only: eslint keeps production code from importing it.
 */

/** Nina, a new owner: a profile body POST /api/owners/create-owner-profile/ accepts. */
export const validProfileInput = {
  first_name: 'Nina',
  last_name: 'New',
  primary_email: 'nina@example.test',
  secondary_email: '',
  address: '12 Juniper Lane, Frisco, CO 80443',
  phone: '+13035550199',
} satisfies TOwnerProfile;

/** Where Nina's first property stands, as she types it and the created property repeats it. */
export const juniperCabinAddress = {
  entity_name: 'Juniper Cabin',
  street_address: '12 Juniper Lane',
  city: 'Frisco',
  state: 'CO',
  postal_code: '80443',
  country: 'United States',
} satisfies Partial<TPropertyIdentity>;

/** Nina's first property: a body POST /api/owners/onboarding/property/ accepts. */
export const validOnboardingPropertyInput = {
  ...juniperCabinAddress,
  bedroom: 3,
  bathroom: 2.5,
  max_occupancy: 8,
  parking: 'Driveway',
  pet_friendly: true,
  onboarding_experience: 4,
} satisfies TOnboardingPropertyInput;

/** Where the demo's Breckenridge Pines Cabin stands (packages/demo-seed), as every property answer spells it. */
export const pinesCabinAddress = {
  entity_name: 'Breckenridge Pines Cabin',
  street_address: '214 Wellington Rd',
  city: 'Breckenridge',
  state: 'CO',
  postal_code: '80424',
} satisfies Partial<TPropertyIdentity>;

/** The owner-editable fields of the Pines Cabin: Olivia's and Daniel's contacts, no third contact. */
export const propertyInfoEditableFields = {
  primary_email: 'owner@demo.test',
  phone: '+13035550142',
  secondary_contact_first_name: 'Daniel',
  secondary_contact_last_name: 'Owner',
  secondary_phone: '+19705550123',
  secondary_email: 'daniel.owner@example.com',
  third_contact_first_name: '',
  third_contact_last_name: '',
  third_phone: '',
  third_email: '',
  company_structure: 'Sole proprietor',
  business_individual: null,
  electronic_delivery: true,
} satisfies TPropertyInfoForm;

/** Priya, a prospective owner: a body POST /api/owners/account-requests/ accepts, message over two lines. */
export const validAccountRequest = {
  first_name: 'Priya',
  last_name: 'Prospect',
  email: 'priya.prospect@example.test',
  phone: '+13035550177',
  property_address: '48 Aspen Way, Breckenridge, CO 80424',
  message: 'A three-bedroom cabin, free from June.\nCould we talk next week?',
} satisfies TOwnerAccountRequest;
