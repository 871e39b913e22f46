import { BUSINESS_INDIVIDUAL, type TPropertyInfo, type TPropertyUpdate } from '@harborstay/contracts';
import { centsToDollars } from '@harborstay/domain';
import type { Property, properties } from '@harborstay/db';
import { toPropertyIdentity } from '../../answers/property';
import { maskSecret } from './mask';

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

function toBusinessIndividual(value: string | null): TPropertyInfo['business_individual'] {
  return BUSINESS_INDIVIDUAL.find((option) => option === value) ?? null;
}

/** The Property Info answer: every field of spec section 3, the secret numbers masked. */
export function toPropertyInfo(property: Property): TPropertyInfo {
  return {
    ...toPropertyIdentity(property),
    bedroom: property.bedroom,
    bathroom: property.bathroom,
    max_occupancy: property.maxOccupancy,
    parking: property.parking,
    garage: property.garage,
    cameras: property.cameras,
    pet_friendly: property.petFriendly,
    account_manager: property.accountManager,
    type_ac: property.typeAc,
    pest_control: property.pestControl,
    fireplace_inspections: property.fireplaceInspections,
    trash_company: property.trashCompany,
    trash_bins: property.trashBins,
    trash_day: property.trashDay,
    bear_proof_bins: property.bearProofBins,
    recycling: property.recycling,
    internet_company: property.internetCompany,
    wifi_network: property.wifiNetwork,
    wifi_password: property.wifiPassword,
    cable_tv: property.cableTv,
    snow_removal: property.snowRemoval,
    lawn_care: property.lawnCare,
    sprinkles: property.sprinkles,
    ac_furnace_inspections: property.acFurnaceInspections,
    // Basis points to percent: 2250 → 22.5.
    management_fee: property.managementFeeBps === null ? null : property.managementFeeBps / 100,
    stocking_fee: dollars(property.stockingFeeCents),
    cleaning_fee: dollars(property.cleaningFeeCents),
    reservations_before_man_fee: property.reservationsBeforeManFee,
    ownership: property.ownership,
    dba: property.dba,
    bank_name: property.bankName,
    routing: maskSecret(property.routingNumber),
    account: maskSecret(property.accountNumber),
    business_individual: toBusinessIndividual(property.businessIndividual),
    company_structure: property.companyStructure,
    recipient_tin: maskSecret(property.recipientTin),
    recipient_tin_type: property.recipientTinType,
    initial_signing_date: property.initialSigningDate,
    electronic_delivery: property.electronicDelivery,
    owner_first_name: property.ownerFirstName,
    owner_last_name: property.ownerLastName,
    primary_email: property.primaryEmail,
    phone: property.phone,
    secondary_contact_first_name: property.secondaryContactFirstName,
    secondary_contact_last_name: property.secondaryContactLastName,
    secondary_phone: property.secondaryPhone,
    secondary_email: property.secondaryEmail,
    third_contact_first_name: property.thirdContactFirstName,
    third_contact_last_name: property.thirdContactLastName,
    third_phone: property.thirdPhone,
    third_email: property.thirdEmail,
  };
}

type PropertyColumns = Partial<typeof properties.$inferInsert>;
type TextField = Exclude<keyof TPropertyUpdate, 'id' | 'business_individual' | 'electronic_delivery'>;

/** The one map from the owner-editable wire fields to their columns; nothing else can be written. */
const TEXT_COLUMNS = {
  primary_email: 'primaryEmail',
  phone: 'phone',
  secondary_contact_first_name: 'secondaryContactFirstName',
  secondary_contact_last_name: 'secondaryContactLastName',
  secondary_phone: 'secondaryPhone',
  secondary_email: 'secondaryEmail',
  third_contact_first_name: 'thirdContactFirstName',
  third_contact_last_name: 'thirdContactLastName',
  third_phone: 'thirdPhone',
  third_email: 'thirdEmail',
  company_structure: 'companyStructure',
} as const satisfies Record<TextField, keyof PropertyColumns>;

/** The columns a PUT changes: fields left out keep their value, '' and null clear it. */
export function toOwnerColumns(body: Omit<TPropertyUpdate, 'id'>): PropertyColumns {
  const columns: PropertyColumns = {};
  for (const [field, column] of Object.entries(TEXT_COLUMNS) as [TextField, keyof PropertyColumns][]) {
    const value = body[field];
    if (value === undefined) continue;
    Object.assign(columns, { [column]: value === null || value === '' ? null : value });
  }
  if (body.business_individual !== undefined) columns.businessIndividual = body.business_individual;
  if (body.electronic_delivery !== undefined) columns.electronicDelivery = body.electronic_delivery;
  return columns;
}
