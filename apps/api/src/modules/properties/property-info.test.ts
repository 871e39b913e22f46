import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinesCabinAddress } from '@harborstay/contracts/testing';
import { properties, type Property } from '@harborstay/db';
import { DEMO_PROPERTIES } from '@harborstay/demo-seed';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let olivia: string;
let carl: string;
let oscar: string;
const ids = { pines: 0, slopeside: 0, sedona: 0 };

const [pines, slopeside, sedona] = DEMO_PROPERTIES;
if (!pines || !slopeside || !sedona) throw new Error('the demo has fewer properties than this test needs');
/** The full secret numbers of the demo rows: none of them may ever appear in a response body. */
const SECRETS = [pines, slopeside, sedona].flatMap(({ fields }) => [
  fields.routingNumber,
  fields.accountNumber,
  fields.recipientTin,
]);

/** Spec section 3, 'Property' (cleaning_fee in its snake_case spelling). */
const SPEC_PROPERTY_FIELDS = (
  'id entity_name street_address city state postal_code country harborstay_services status bedroom ' +
  'bathroom max_occupancy parking garage cameras pet_friendly account_manager type_ac pest_control ' +
  'fireplace_inspections trash_company trash_bins trash_day bear_proof_bins recycling internet_company ' +
  'wifi_network wifi_password cable_tv snow_removal lawn_care sprinkles ac_furnace_inspections ' +
  'management_fee stocking_fee reservations_before_man_fee ownership dba bank_name routing account ' +
  'business_individual company_structure recipient_tin recipient_tin_type initial_signing_date ' +
  'electronic_delivery owner_first_name owner_last_name primary_email phone secondary_contact_first_name ' +
  'secondary_contact_last_name secondary_phone secondary_email third_contact_first_name ' +
  'third_contact_last_name third_phone third_email cleaning_fee'
).split(' ');

beforeAll(async () => {
  ctx = await createTestApp();
  const oliviaUser = await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true });
  const carlUser = await createUser(ctx.db, { email: 'carl@example.test', withProfile: true });
  const oscarUser = await createUser(ctx.db, { email: 'oscar@example.test', withProfile: true });
  ids.pines = (
    await createProperty(ctx.db, {
      ownerIds: [oliviaUser.id],
      ...pines.fields,
      status: 'in progress',
      initialSigningDate: '2022-03-14',
    })
  ).id;
  ids.slopeside = (
    await createProperty(ctx.db, { ownerIds: [oliviaUser.id, carlUser.id], ...slopeside.fields })
  ).id;
  ids.sedona = (await createProperty(ctx.db, { ownerIds: [oscarUser.id], ...sedona.fields })).id;
  olivia = (await signIn(ctx.app, 'olivia@example.test')).authorization;
  carl = (await signIn(ctx.app, 'carl@example.test')).authorization;
  oscar = (await signIn(ctx.app, 'oscar@example.test')).authorization;
});
afterAll(() => ctx.close());

const getInfo = (id: number | string, authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/owners/owner/property/${id}/`,
    headers: authorization ? { authorization } : {},
  });

const put = (payload: Record<string, unknown>, authorization?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/owners/owner/properties/',
    headers: authorization ? { authorization } : {},
    payload,
  });

async function row(id: number): Promise<Property> {
  const [found] = await ctx.db.select().from(properties).where(eq(properties.id, id));
  if (!found) throw new Error(`property ${id} is gone`);
  return found;
}

function expectNothingOf(body: string, property: (typeof DEMO_PROPERTIES)[number]) {
  for (const value of [
    property.fields.entityName,
    property.fields.streetAddress,
    property.fields.wifiPassword,
    property.fields.bankName,
    ...SECRETS,
  ]) {
    if (value) expect(body).not.toContain(value);
  }
}

describe('GET /api/owners/owner/property/{id}/', () => {
  it('answers every field of the property, fees in dollars and percent, numbers masked', async () => {
    const response = await getInfo(ids.pines, olivia);
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({
      id: ids.pines,
      ...pinesCabinAddress,
      country: 'United States',
      harborstay_services: true,
      status: 'in progress',
      bedroom: 4,
      bathroom: '3.5',
      max_occupancy: 10,
      pet_friendly: 'False',
      wifi_password: 'Powder-Day-214',
      management_fee: 22,
      stocking_fee: 75,
      cleaning_fee: 325,
      reservations_before_man_fee: 0,
      bank_name: 'FirstBank Colorado',
      routing: '•••••1185',
      account: '•••••0931',
      recipient_tin: '•••••4321',
      recipient_tin_type: 'SSN',
      business_individual: 'Individual',
      company_structure: 'Sole proprietor',
      initial_signing_date: '2022-03-14',
      electronic_delivery: true,
      secondary_phone: '+19705550123',
      third_email: 'rosa.alvarez@example.com',
    });
    expect(Object.keys(info).sort()).toEqual([...SPEC_PROPERTY_FIELDS].sort());
    for (const secret of SECRETS) if (secret) expect(response.body).not.toContain(secret);
  });

  it('answers a co-owner for the shared property', async () => {
    const response = await getInfo(ids.slopeside, carl);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ entity_name: 'Park City Slopeside Condo', routing: '•••••1037' });
  });

  it('answers 406 with nothing of the property to another owner, and alike for no property at all', async () => {
    for (const [id, authorization] of [
      [ids.sedona, olivia],
      [ids.pines, carl],
      [ids.pines, oscar],
      [999_999, olivia],
    ] as const) {
      const response = await getInfo(id, authorization);
      expect(response.statusCode).toBe(406);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('refuses an anonymous caller and a malformed id', async () => {
    const anonymous = await getInfo(ids.pines);
    expect(anonymous.statusCode).toBe(401);
    expectNothingOf(anonymous.body, pines);
    expect((await getInfo('abc', olivia)).statusCode).toBe(400);
    expect((await getInfo('99999999999', olivia)).statusCode).toBe(400);
  });
});

describe('PUT /api/owners/owner/properties/', () => {
  const contacts = {
    primary_email: 'olivia.new@example.com',
    phone: '+13035550199',
    secondary_contact_first_name: 'Dan',
    secondary_contact_last_name: 'Owner',
    secondary_phone: '+19705550111',
    secondary_email: 'dan@example.com',
    third_contact_first_name: '',
    third_contact_last_name: '',
    third_phone: '',
    third_email: '',
    company_structure: 'Single-member LLC',
    business_individual: 'Business',
    electronic_delivery: false,
  };

  it('saves the owner-editable fields, clears the emptied ones and marks the property completed', async () => {
    const response = await put({ id: ids.pines, ...contacts }, olivia);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...contacts,
      third_contact_first_name: null,
      third_contact_last_name: null,
      third_phone: null,
      third_email: null,
      status: 'completed',
      routing: '•••••1185',
    });
    const saved = await row(ids.pines);
    expect(saved).toMatchObject({
      primaryEmail: 'olivia.new@example.com',
      secondaryContactFirstName: 'Dan',
      thirdPhone: null,
      companyStructure: 'Single-member LLC',
      businessIndividual: 'Business',
      electronicDelivery: false,
      status: 'completed',
    });
  });

  it('never makes a property live: one the provider has not made live keeps its status', async () => {
    const { id: owner } = await createUser(ctx.db, { email: 'ivy@example.test', withProfile: true });
    const ivy = (await signIn(ctx.app, 'ivy@example.test')).authorization;
    const draft = await createProperty(ctx.db, {
      ownerIds: [owner],
      entityName: 'Draft Cabin',
      status: 'in progress',
      harborstayServices: false,
    });
    const ended = await createProperty(ctx.db, {
      ownerIds: [owner],
      entityName: 'Ended Condo',
      status: 'completed',
      harborstayServices: false,
    });
    const saved = await put({ id: draft.id, ...contacts, status: 'completed' }, ivy);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      secondary_contact_first_name: 'Dan',
      company_structure: 'Single-member LLC',
      status: 'in progress',
      harborstay_services: false,
    });
    expect(await row(draft.id)).toMatchObject({
      primaryEmail: 'olivia.new@example.com',
      status: 'in progress',
      harborstayServices: false,
    });
    expect((await put({ id: ended.id, phone: '+13035550111' }, ivy)).json()).toMatchObject({
      status: 'completed',
      harborstay_services: false,
    });
  });

  it('ignores every read-only field in the body and keeps fields left out', async () => {
    const before = await row(ids.pines);
    const response = await put(
      {
        id: ids.pines,
        third_contact_first_name: 'Rosa',
        entity_name: 'Renamed',
        street_address: '1 Elsewhere',
        harborstay_services: false,
        management_fee: 1,
        stocking_fee: 0,
        routing: '000000000',
        account: '1',
        recipient_tin: '111111111',
        bank_name: 'Other Bank',
        ownership: 'Someone else',
        owner_first_name: 'Mallory',
        status: 'in progress',
      },
      olivia,
    );
    expect(response.statusCode).toBe(200);
    const after = await row(ids.pines);
    expect(after).toEqual({ ...before, thirdContactFirstName: 'Rosa' });
  });

  it('answers a body with nothing to save (the id alone, or ignored fields only) with the property unchanged', async () => {
    const { id: owner } = await createUser(ctx.db, { email: 'noop@example.test', withProfile: true });
    const noop = (await signIn(ctx.app, 'noop@example.test')).authorization;
    const draft = await createProperty(ctx.db, {
      ownerIds: [owner],
      status: 'in progress',
      harborstayServices: false,
    });
    const live = await createProperty(ctx.db, {
      ownerIds: [owner],
      status: 'in progress',
      harborstayServices: true,
    });
    for (const property of [draft, live]) {
      for (const body of [
        { id: property.id },
        { id: property.id, entity_name: 'Renamed', status: 'completed' },
      ]) {
        const response = await put(body, noop);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual((await getInfo(property.id, noop)).json());
        expect(await row(property.id)).toEqual(property);
      }
    }
  });

  it('lets a co-owner save the shared property', async () => {
    const response = await put({ id: ids.slopeside, third_phone: '+14355550100' }, carl);
    expect(response.statusCode).toBe(200);
    expect((await row(ids.slopeside)).thirdPhone).toBe('+14355550100');
  });

  it("answers 404 for another owner's property and leaves it unchanged", async () => {
    const before = await row(ids.sedona);
    for (const authorization of [olivia, carl]) {
      const response = await put({ id: ids.sedona, ...contacts }, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await put({ id: 999_999, ...contacts }, olivia)).statusCode).toBe(404);
    expect(await row(ids.sedona)).toEqual(before);
  });

  it('refuses an anonymous caller', async () => {
    const before = await row(ids.pines);
    const response = await put({ id: ids.pines, ...contacts, company_structure: 'Anonymous' });
    expect(response.statusCode).toBe(401);
    expect(await row(ids.pines)).toEqual(before);
  });

  it('answers the spec messages for invalid fields and saves nothing', async () => {
    const before = await row(ids.pines);
    const response = await put(
      {
        id: ids.pines,
        secondary_phone: '+1970555012',
        third_phone: '9705550123',
        third_contact_first_name: 'x'.repeat(26),
        secondary_email: 'not-an-email',
        company_structure: 'x'.repeat(51),
        business_individual: 'Trust',
      },
      olivia,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      secondary_phone: ['Invalid phone format.'],
      third_phone: ['Invalid phone format.'],
      third_contact_first_name: ['Max length: 25 symbols'],
      secondary_email: ['Invalid email format'],
      company_structure: ['Max length: 50 symbols'],
    });
    expect(response.json().business_individual).toHaveLength(1);
    expect(await row(ids.pines)).toEqual(before);
  });
});

describe('the masked numbers', () => {
  it('never appear in full in any answer about the properties', async () => {
    const calls = [
      getInfo(ids.pines, olivia),
      getInfo(ids.slopeside, carl),
      getInfo(ids.sedona, oscar),
      put({ id: ids.pines, phone: '+13035550142' }, olivia),
      ctx.app.inject({
        method: 'GET',
        url: '/api/owners/owner/properties/',
        headers: { authorization: olivia },
      }),
      ctx.app.inject({ method: 'GET', url: '/api/owners/', headers: { authorization: olivia } }),
      ctx.app.inject({
        method: 'GET',
        url: '/api/owners/owner/property/financials/',
        headers: { authorization: olivia },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(200);
      for (const secret of SECRETS) if (secret) expect(response.body).not.toContain(secret);
    }
  });
});
