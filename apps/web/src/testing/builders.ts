import type {
  TDocument,
  TDashboard,
  TLoginResponse,
  TOnboardingNextStep,
  TOnboardingStatus,
  TOwnerProfileRecord,
  TPropertyFinancials,
  TPropertyInfo,
  TPropertyListItem,
  TUser,
} from '@harborstay/contracts';
import { pinesCabinAddress, propertyInfoEditableFields } from '@harborstay/contracts/testing';

/** The data the web tests work with, built from the contracts' types: one copy, overridden where a test needs. */

/** Olivia, the signed-in owner of the demo. */
export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 1,
    username: 'owner@demo.test',
    email: 'owner@demo.test',
    first_name: 'Olivia',
    last_name: 'Owner',
    ...overrides,
  };
}

/** A session as POST /api/auth/login/ answers it and the browser stores it. */
export function buildSession(user: Partial<TUser> = {}): TLoginResponse {
  return { key: 'k'.repeat(43), user: buildUser(user) };
}

/** A saved owner profile as GET /api/owners/owner/ answers it. */
export function buildOwnerProfileRecord(overrides: Partial<TOwnerProfileRecord> = {}): TOwnerProfileRecord {
  return {
    user_id: 1,
    first_name: 'Olivia',
    last_name: 'Owner',
    primary_email: 'owner@demo.test',
    secondary_email: null,
    address: '214 Wellington Rd, Breckenridge, CO 80424',
    phone: '+13035550142',
    picture: null,
    active: true,
    account_id: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    pending_primary_email: null,
    ...overrides,
  };
}

/** A row of GET /api/owners/owner/properties/. */
export function buildPropertyListItem(overrides: Partial<TPropertyListItem> = {}): TPropertyListItem {
  return {
    id: 7,
    ...pinesCabinAddress,
    harborstay_services: true,
    status: 'completed',
    is_actively_reserved: false,
    ...overrides,
  };
}

/** The figures of GET /api/owners/owner/property/financials/{id}/. */
export function buildPropertyFinancials(overrides: Partial<TPropertyFinancials> = {}): TPropertyFinancials {
  return {
    montly_profit: 0,
    total_profit: 0,
    year_income: 0,
    occupancy_in_percent: 0,
    percentage: 0,
    as_of: '2026-11-23',
    ...overrides,
  };
}

/** GET /api/owners/dashboard/: March 2027, two properties, net income in January to April. */
export function buildDashboard(overrides: Partial<TDashboard> = {}): TDashboard {
  const months = (values: number[]) => [...values, ...Array<number>(12 - values.length).fill(0)];
  return {
    total_current_month_net_income: 1040.55,
    current_month_reservations_number: 2,
    current_month_completed_properties_tasks: 3,
    current_month_occupancy: 37.7,
    net_income_by_months: months([500, 750.4, 1040.55, 620]),
    quick_property_access_table: [
      { property: 3, property__entity_name: 'Aspen Loft', current_month_net_income: 850.55 },
      { property: 4, property__entity_name: 'Surf Shack', current_month_net_income: 190 },
    ],
    quick_tasks_access_table: [
      {
        property_id: 4,
        name: 'Hot tub service',
        entity_name: 'Surf Shack',
        breezeway_task_id: 'BW-1',
        finished_at: '2027-03-12T17:00:00.000Z',
      },
    ],
    as_of: '2027-03-15',
    current_year_net_income: 2910.95,
    last_year_net_income_by_months: months([400, 300, 900, 0, 250, 120]),
    current_month_average_nightly_rate: 52.03,
    current_month_revpar: 19.63,
    booking_pace: [
      { month: '2027-04-01', guest_nights: 12, last_year_guest_nights: 9 },
      { month: '2027-05-01', guest_nights: 6, last_year_guest_nights: 8 },
      { month: '2027-06-01', guest_nights: 3, last_year_guest_nights: 0 },
    ],
    actively_reserved_properties: 2,
    total_properties: 2,
    ...overrides,
  };
}

/** GET /api/owners/onboarding/ for an owner whose next step is `next_step`. */
export function buildOnboardingStatus(next_step: TOnboardingNextStep): TOnboardingStatus {
  return {
    has_profile: next_step !== 'step11',
    properties_in_progress: next_step === 'step31' ? 1 : 0,
    properties_completed: next_step === 'dashboard' ? 1 : 0,
    next_step,
  };
}

/** A live property as GET /api/owners/owner/property/{id}/ answers it, masked numbers included. */
export function buildPropertyInfo(overrides: Partial<TPropertyInfo> = {}): TPropertyInfo {
  return {
    id: 7,
    ...pinesCabinAddress,
    country: 'United States',
    harborstay_services: true,
    status: 'completed',
    bedroom: 4,
    bathroom: '3.5',
    max_occupancy: 10,
    parking: 'Heated driveway',
    garage: null,
    cameras: 'Doorbell camera',
    pet_friendly: 'False',
    account_manager: 'Jenna Morales',
    type_ac: null,
    pest_control: null,
    fireplace_inspections: null,
    trash_company: null,
    trash_bins: null,
    trash_day: 'Tuesday',
    bear_proof_bins: null,
    recycling: null,
    internet_company: null,
    wifi_network: 'PinesCabin-Guest',
    wifi_password: 'Powder-Day-214',
    cable_tv: null,
    snow_removal: null,
    lawn_care: null,
    sprinkles: null,
    ac_furnace_inspections: null,
    management_fee: 22,
    stocking_fee: 75,
    cleaning_fee: 150.5,
    reservations_before_man_fee: 0,
    ownership: 'Sole owner',
    dba: null,
    bank_name: 'FirstBank Colorado',
    routing: '•••••1185',
    account: '•••••0931',
    recipient_tin: '•••••4321',
    recipient_tin_type: null,
    initial_signing_date: '2022-03-14',
    owner_first_name: 'Olivia',
    owner_last_name: 'Owner',
    ...propertyInfoEditableFields,
    // The API answers a missing contact as null; the form shows it as empty text.
    third_contact_first_name: null,
    third_contact_last_name: null,
    third_phone: null,
    third_email: null,
    ...overrides,
  };
}

export function buildDocument(overrides: Partial<TDocument> = {}): TDocument {
  const date = overrides.date ?? '2026-01-10';
  return {
    id: 1,
    name: 'Short-term rental permit 2026',
    type: 'Permit',
    date,
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    notes: 'Renewed for 2026',
    mime_type: 'application/pdf',
    size_bytes: 2048,
    created_at: '2026-01-10T17:00:00.000Z',
    ...overrides,
  };
}
