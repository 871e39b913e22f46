import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TProviderListing, ZProviderListingPut } from '@harborstay/contracts';
import { dollarsToCents } from '@harborstay/domain';
import { properties, propertyOwners, users, type DbOrTx, type Property } from '@harborstay/db';
import { badRequest, notFound } from '../../errors';
import type { IngestionDeps } from './ingestion';

/**
 * Properties from the company's systems (contract, "Owners and properties"), part of the one
 * ingestion service: created or updated by the company's own listing id, with exactly the owners
 * it names, and offboarded without losing their history.
 */
type ListingBody = z.output<typeof ZProviderListingPut>;
type PropertyColumns = Partial<typeof properties.$inferInsert>;

/** Property Info fields under the owner API's names whose column takes the value as it is. */
export const SAME_VALUE_COLUMNS = {
  onboarding_experience: 'onboardingExperience',
  parking: 'parking',
  garage: 'garage',
  cameras: 'cameras',
  pet_friendly: 'petFriendly',
  account_manager: 'accountManager',
  type_ac: 'typeAc',
  pest_control: 'pestControl',
  fireplace_inspections: 'fireplaceInspections',
  trash_company: 'trashCompany',
  trash_bins: 'trashBins',
  trash_day: 'trashDay',
  bear_proof_bins: 'bearProofBins',
  recycling: 'recycling',
  internet_company: 'internetCompany',
  wifi_network: 'wifiNetwork',
  wifi_password: 'wifiPassword',
  cable_tv: 'cableTv',
  snow_removal: 'snowRemoval',
  lawn_care: 'lawnCare',
  sprinkles: 'sprinkles',
  ac_furnace_inspections: 'acFurnaceInspections',
  reservations_before_man_fee: 'reservationsBeforeManFee',
  ownership: 'ownership',
  dba: 'dba',
  bank_name: 'bankName',
  routing: 'routingNumber',
  account: 'accountNumber',
  business_individual: 'businessIndividual',
  company_structure: 'companyStructure',
  recipient_tin: 'recipientTin',
  recipient_tin_type: 'recipientTinType',
  initial_signing_date: 'initialSigningDate',
  electronic_delivery: 'electronicDelivery',
  owner_first_name: 'ownerFirstName',
  owner_last_name: 'ownerLastName',
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
} as const satisfies Partial<Record<keyof ListingBody, keyof Property>>;

/** The columns of a body: the identity always, any other field only when sent ('' is no value). */
function toColumns(body: ListingBody): PropertyColumns {
  const columns: PropertyColumns = {
    entityName: body.entity_name,
    streetAddress: body.street_address,
    city: body.city,
    state: body.state,
    postalCode: body.postal_code,
    country: body.country,
    timeZone: body.time_zone,
    bedroom: body.bedroom,
    bathroom: body.bathroom || null,
    maxOccupancy: body.max_occupancy,
    status: body.status,
    harborstayServices: body.harborstay_services,
  };
  for (const [field, column] of Object.entries(SAME_VALUE_COLUMNS)) {
    const value = body[field as keyof typeof SAME_VALUE_COLUMNS];
    if (value !== undefined) Object.assign(columns, { [column]: value === '' ? null : value });
  }
  const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));
  if (body.management_fee !== undefined)
    columns.managementFeeBps = body.management_fee === null ? null : Math.round(body.management_fee * 100);
  if (body.stocking_fee !== undefined) columns.stockingFeeCents = cents(body.stocking_fee);
  if (body.cleaning_fee !== undefined) columns.cleaningFeeCents = cents(body.cleaning_fee);
  return columns;
}

async function ownersOf(db: DbOrTx, propertyId: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, externalId: users.externalId })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .where(eq(propertyOwners.propertyId, propertyId))
    .orderBy(asc(users.id));
  // An owner the company never sent (made with the admin CLI) is named by our id.
  return rows.map((row) => row.externalId ?? `#${row.id}`);
}

async function toListing(db: DbOrTx, property: Property): Promise<TProviderListing> {
  return {
    id: property.id,
    external_id: property.externalId ?? '',
    entity_name: property.entityName,
    street_address: property.streetAddress,
    status: property.status,
    harborstay_services: property.harborstayServices,
    owners: await ownersOf(db, property.id),
    offboarded_at: property.offboardedAt?.toISOString() ?? null,
  };
}

const findByExternalId = async (db: DbOrTx, externalId: string) =>
  (await db.select().from(properties).where(eq(properties.externalId, externalId)))[0];

/**
 * Creates (201) or updates (200) the property the company knows as `externalId`, and makes its
 * owners exactly the listed ones, in one transaction: an owner taken off loses the property on
 * the very next request (every request reads the owner's properties afresh, decision 0029). The
 * same call twice writes nothing. An offboarded property stays offboarded (`property:go-live`
 * brings it back), so that a late replay cannot undo an offboarding.
 */
export async function putListing(
  deps: Pick<IngestionDeps, 'db'>,
  input: { externalId: string; body: ListingBody },
): Promise<{ isCreated: boolean; listing: TProviderListing }> {
  return deps.db.transaction(async (tx) => {
    const owners = input.body.owners.length
      ? await tx
          .select({ id: users.id, externalId: users.externalId })
          .from(users)
          .where(inArray(users.externalId, input.body.owners))
      : [];
    const unknown = input.body.owners.filter((id) => !owners.some((owner) => owner.externalId === id));
    if (unknown.length > 0)
      throw badRequest({
        owners: [
          `No owner with external_id ${unknown.join(', ')}: send each with PUT /owners/{external_id}/ first.`,
        ],
      });

    const columns = toColumns(input.body);
    let property = await findByExternalId(tx, input.externalId);
    const isCreated = !property;
    if (!property) {
      [property] = await tx
        .insert(properties)
        .values({
          ...columns,
          entityName: input.body.entity_name,
          streetAddress: input.body.street_address,
          externalId: input.externalId,
        })
        .returning();
    } else if (changes(property, columns)) {
      [property] = await tx.update(properties).set(columns).where(eq(properties.id, property.id)).returning();
    }
    if (!property) throw new Error('listing not stored');

    const ownerIds = owners.map((owner) => owner.id);
    await tx
      .delete(propertyOwners)
      .where(
        and(
          eq(propertyOwners.propertyId, property.id),
          ...(ownerIds.length ? [notInArray(propertyOwners.userId, ownerIds)] : []),
        ),
      );
    if (ownerIds.length > 0)
      await tx
        .insert(propertyOwners)
        .values(ownerIds.map((userId) => ({ propertyId: property.id, userId })))
        .onConflictDoNothing();
    return { isCreated, listing: await toListing(tx, property) };
  });
}

/** Whether writing these columns would change the stored property. */
function changes(property: Property, columns: PropertyColumns): boolean {
  return Object.entries(columns).some(([column, value]) => property[column as keyof Property] !== value);
}

/**
 * The company no longer manages the property: shown as Inactive, its history still readable by
 * its owners, and no new stay or block can be booked on it. Offboarding twice changes nothing.
 */
export async function offboardListing(
  deps: Pick<IngestionDeps, 'db'>,
  externalId: string,
): Promise<TProviderListing> {
  return deps.db.transaction(async (tx) => {
    const stored = await findByExternalId(tx, externalId);
    if (!stored) throw notFound();
    if (stored.offboardedAt) return toListing(tx, stored);
    const [updated] = await tx
      .update(properties)
      .set({ offboardedAt: new Date(), harborstayServices: false })
      .where(eq(properties.id, stored.id))
      .returning();
    if (!updated) throw notFound();
    return toListing(tx, updated);
  });
}
