import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { properties, propertyOwners } from '@harborstay/db';
import {
  juniperCabinAddress,
  validOnboardingPropertyInput,
  validProfileInput,
} from '@harborstay/contracts/testing';
import { AdminError, runAdminCommand } from '../../admin/commands';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { email: 'nina@example.test', firstName: 'Nina', lastName: 'New' });
  const oscar = await createUser(ctx.db, { email: 'oscar@example.test', withProfile: true });
  await createProperty(ctx.db, { ownerIds: [oscar.id], entityName: 'Cedar Villa' });
  const carl = await createUser(ctx.db, { email: 'carl@example.test' });
  await createProperty(ctx.db, { ownerIds: [oscar.id, carl.id], entityName: 'Shared Condo' });
  const ivy = await createUser(ctx.db, { email: 'ivy@example.test' });
  await createProperty(ctx.db, { ownerIds: [ivy.id], status: 'in progress', harborstayServices: false });
  for (const name of ['nina', 'oscar', 'carl', 'ivy']) {
    auth[name] = (await signIn(ctx.app, `${name}@example.test`)).authorization;
  }
});
afterAll(() => ctx.close());

const status = async (authorization?: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/owners/onboarding/',
    headers: authorization ? { authorization } : {},
  });
  return { code: response.statusCode, body: response.json() };
};

const createFirst = (authorization: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/owners/onboarding/property/',
    headers: authorization ? { authorization } : {},
    payload,
  });

async function messagesFor(field: string, change: Record<string, unknown>) {
  const response = await createFirst(auth.nina, { ...validOnboardingPropertyInput, ...change });
  expect(response.statusCode, JSON.stringify(change)).toBe(400);
  return response.json()[field];
}

describe('onboarding, as Nina walks it', () => {
  it('starts at step 1 without profile or property', async () => {
    expect(await status(auth.nina)).toEqual({
      code: 200,
      body: { has_profile: false, properties_in_progress: 0, properties_completed: 0, next_step: 'step11' },
    });
  });

  it('refuses a property before the profile', async () => {
    const response = await createFirst(auth.nina, validOnboardingPropertyInput);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Complete your owner profile first.'] });
  });

  it('at step 1, a primary e-mail other than her sign-in one needs her password', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/owners/create-owner-profile/',
      headers: { authorization: auth.nina },
      payload: { ...validProfileInput, primary_email: 'someone.else@example.test' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      current_password: ['Enter your current password to change your primary e-mail.'],
    });
    expect((await status(auth.nina)).body).toMatchObject({ has_profile: false, next_step: 'step11' });
  });

  it('goes to step 2 once the profile is saved', async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/owners/create-owner-profile/',
      headers: { authorization: auth.nina },
      payload: validProfileInput,
    });
    expect(saved.statusCode).toBe(200);
    expect((await status(auth.nina)).body).toMatchObject({ has_profile: true, next_step: 'step21' });
  });

  it('validates the first property with clear messages and limits', async () => {
    expect(await messagesFor('entity_name', { entity_name: ' ' })).toEqual(['This field is required']);
    expect(await messagesFor('entity_name', { entity_name: 'n'.repeat(121) })).toEqual([
      'Max length: 120 symbols',
    ]);
    expect(await messagesFor('street_address', { street_address: '' })).toEqual(['This field is required']);
    expect(await messagesFor('street_address', { street_address: 's'.repeat(201) })).toEqual([
      'Max length: 200 symbols',
    ]);
    expect(await messagesFor('city', { city: '' })).toEqual(['This field is required']);
    expect(await messagesFor('state', { state: 's'.repeat(51) })).toEqual(['Max length: 50 symbols']);
    expect(await messagesFor('postal_code', { postal_code: '' })).toEqual(['This field is required']);
    expect(await messagesFor('postal_code', { postal_code: '80443;' })).toEqual([
      'Use letters, digits, spaces and hyphens only',
    ]);
    expect(await messagesFor('country', { country: '' })).toEqual(['This field is required']);
    expect(await messagesFor('bedroom', { bedroom: undefined })).toEqual(['This field is required']);
    expect(await messagesFor('bedroom', { bedroom: 51 })).toEqual(['Enter a whole number from 0 to 50']);
    expect(await messagesFor('bedroom', { bedroom: 1.5 })).toEqual(['Enter a whole number from 0 to 50']);
    expect(await messagesFor('bathroom', { bathroom: 2.25 })).toEqual([
      'Enter a number from 0 to 50, in steps of 0.5',
    ]);
    expect(await messagesFor('bathroom', { bathroom: -1 })).toEqual([
      'Enter a number from 0 to 50, in steps of 0.5',
    ]);
    expect(await messagesFor('max_occupancy', { max_occupancy: 0 })).toEqual([
      'Enter a whole number from 1 to 50',
    ]);
    expect(await messagesFor('max_occupancy', { max_occupancy: '8' })).toEqual(['This field is required']);
    expect(await messagesFor('parking', { parking: 'Helipad' })).toEqual(['This field is required']);
    expect(await messagesFor('pet_friendly', { pet_friendly: undefined })).toEqual([
      'This field is required',
    ]);
    expect(await messagesFor('onboarding_experience', { onboarding_experience: 7 })).toEqual([
      'This field is required',
    ]);
    expect(await messagesFor('onboarding_experience', { onboarding_experience: 0 })).toEqual([
      'This field is required',
    ]);
    expect((await status(auth.nina)).body.properties_in_progress).toBe(0);
  });

  it('creates the property in progress, inactive, owned by her, and sends her to step 3', async () => {
    const response = await createFirst(auth.nina, {
      ...validOnboardingPropertyInput,
      entity_name: '  Juniper Cabin ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: created.id,
      ...juniperCabinAddress, // the name trimmed
      harborstay_services: false,
      status: 'in progress',
    });
    const [row] = await ctx.db.select().from(properties).where(eq(properties.id, created.id));
    expect(row).toMatchObject({
      country: 'United States',
      bedroom: 3,
      bathroom: '2.5',
      maxOccupancy: 8,
      parking: 'Driveway',
      petFriendly: 'True',
      onboardingExperience: 4,
      ownerFirstName: 'Nina',
      ownerLastName: 'New',
      primaryEmail: 'nina@example.test',
      phone: '+13035550199',
    });
    expect(
      await ctx.db.select().from(propertyOwners).where(eq(propertyOwners.propertyId, created.id)),
    ).toHaveLength(1);
    expect((await status(auth.nina)).body).toEqual({
      has_profile: true,
      properties_in_progress: 1,
      properties_completed: 0,
      next_step: 'step31',
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/owners/owner/properties/',
      headers: { authorization: auth.nina },
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: created.id, entity_name: 'Juniper Cabin', status: 'in progress' }),
    ]);
  });

  it('takes the first property only once', async () => {
    const response = await createFirst(auth.nina, {
      ...validOnboardingPropertyInput,
      entity_name: 'Second Home',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['You have already told us about your first property.'],
    });
  });

  it('cannot skip step 3 by saving her in-progress property through the property form', async () => {
    const [row] = await ctx.db.select().from(properties).where(eq(properties.entityName, 'Juniper Cabin'));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/owners/owner/properties/',
      headers: { authorization: auth.nina },
      // The old client sends status completed with the whole form; the server decides.
      payload: { id: row?.id, third_contact_first_name: 'Rosa', status: 'completed' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      third_contact_first_name: 'Rosa',
      status: 'in progress',
      harborstay_services: false,
    });
    expect((await status(auth.nina)).body).toEqual({
      has_profile: true,
      properties_in_progress: 1,
      properties_completed: 0,
      next_step: 'step31',
    });
  });

  it('reaches the dashboard when the provider makes the property live with the admin command', async () => {
    const [row] = await ctx.db.select().from(properties).where(eq(properties.entityName, 'Juniper Cabin'));
    const id = String(row?.id);
    expect(await runAdminCommand(ctx.db, 'property:go-live', { property: id })).toBe(
      `property ${id} "Juniper Cabin" is live: status completed, harborstay_services on. Its owners (nina@example.test) now reach the dashboard.`,
    );
    expect((await status(auth.nina)).body).toEqual({
      has_profile: true,
      properties_in_progress: 0,
      properties_completed: 1,
      next_step: 'dashboard',
    });
    const [live] = await ctx.db
      .select()
      .from(properties)
      .where(eq(properties.id, Number(id)));
    expect(live).toMatchObject({ status: 'completed', harborstayServices: true });
    expect(await runAdminCommand(ctx.db, 'property:go-live', { property: id })).toContain(
      'is live already: nothing changed.',
    );
  });

  it('the go-live command names what is wrong', async () => {
    await expect(runAdminCommand(ctx.db, 'property:go-live', { property: '99999' })).rejects.toThrow(
      'No property has the id 99999.',
    );
    const missing = runAdminCommand(ctx.db, 'property:go-live', {});
    await expect(missing).rejects.toBeInstanceOf(AdminError);
    await expect(missing).rejects.toThrow(/Usage: npm run admin -- property:go-live <id>/);
  });
});

describe('the onboarding state of other owners', () => {
  it('an owner with a live property is at the dashboard, and Nina’s property is not theirs', async () => {
    expect((await status(auth.oscar)).body).toEqual({
      has_profile: true,
      properties_in_progress: 0,
      properties_completed: 2,
      next_step: 'dashboard',
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/owners/owner/properties/',
      headers: { authorization: auth.oscar },
    });
    expect(list.json().map((p: { entity_name: string }) => p.entity_name)).not.toContain('Juniper Cabin');
  });

  it('a co-owner of a live property without a profile is an owner of the portal', async () => {
    expect((await status(auth.carl)).body).toMatchObject({ has_profile: false, next_step: 'dashboard' });
  });

  it('an owner whose property the provider added, still in progress, completes the profile first', async () => {
    expect((await status(auth.ivy)).body).toEqual({
      has_profile: false,
      properties_in_progress: 1,
      properties_completed: 0,
      next_step: 'step11',
    });
  });

  it('refuses an anonymous caller, before and after looking at the body', async () => {
    expect((await status()).code).toBe(401);
    expect((await createFirst(undefined, validOnboardingPropertyInput)).statusCode).toBe(401);
    expect((await createFirst(undefined, {})).statusCode).toBe(401);
  });
});
