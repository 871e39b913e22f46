import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerProfiles } from '@harborstay/db';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const users = { olivia: 0, carl: 0, petra: 0, oscar: 0 };
const ids = { cabin: 0, condo: 0, villa: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  users.olivia = (
    await createUser(ctx.db, {
      email: 'olivia@example.test',
      firstName: 'Olivia',
      lastName: 'Owner',
      withProfile: true,
    })
  ).id;
  users.carl = (
    await createUser(ctx.db, { email: 'carl@example.test', firstName: 'Carl', lastName: 'Coowner' })
  ).id;
  // Carl's profile spells his name his own way: the profile's names are the ones shown.
  await ctx.db.insert(ownerProfiles).values({
    userId: users.carl,
    firstName: 'Carlos',
    lastName: 'Co-owner',
    primaryEmail: 'carl.private@example.test',
    phone: '+18015550187',
  });
  // Petra has no profile yet: her account's names are shown.
  users.petra = (
    await createUser(ctx.db, { email: 'petra@example.test', firstName: 'Petra', lastName: 'Partner' })
  ).id;
  users.oscar = (
    await createUser(ctx.db, {
      email: 'oscar@example.test',
      firstName: 'Oscar',
      lastName: 'Other',
      withProfile: true,
    })
  ).id;
  ids.cabin = (await createProperty(ctx.db, { ownerIds: [users.olivia], entityName: 'Aspen Cabin' })).id;
  ids.condo = (
    await createProperty(ctx.db, {
      ownerIds: [users.olivia, users.carl, users.petra],
      entityName: 'Brook Condo',
    })
  ).id;
  ids.villa = (await createProperty(ctx.db, { ownerIds: [users.oscar], entityName: 'Cedar Villa' })).id;
});
afterAll(() => ctx.close());

const listOwners = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/owners/', headers: authorization ? { authorization } : {} });

describe('GET /api/owners/', () => {
  it("lists each of the caller's properties with its other owners, names only", async () => {
    const olivia = await signIn(ctx.app, 'olivia@example.test');
    const response = await listOwners(olivia.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        user_id: users.olivia,
        first_name: 'Olivia',
        last_name: 'Owner',
        co_owners_data: [
          { property_id: ids.cabin, entity_name: 'Aspen Cabin', owners: [] },
          {
            property_id: ids.condo,
            entity_name: 'Brook Condo',
            owners: [
              { user_id: users.carl, first_name: 'Carlos', last_name: 'Co-owner' },
              { user_id: users.petra, first_name: 'Petra', last_name: 'Partner' },
            ],
          },
        ],
      },
    ]);
    for (const secret of ['carl@example.test', 'carl.private@example.test', '+18015550187', 'petra@']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('shows a co-owner the shared property only, and never the owners of the others', async () => {
    const carl = await signIn(ctx.app, 'carl@example.test');
    const body = (await listOwners(carl.authorization)).json();
    expect(body).toEqual([
      {
        user_id: users.carl,
        first_name: 'Carlos',
        last_name: 'Co-owner',
        co_owners_data: [
          {
            property_id: ids.condo,
            entity_name: 'Brook Condo',
            owners: [
              { user_id: users.olivia, first_name: 'Olivia', last_name: 'Owner' },
              { user_id: users.petra, first_name: 'Petra', last_name: 'Partner' },
            ],
          },
        ],
      },
    ]);
  });

  it('gives an owner who shares nothing no co-owners and no one of the others', async () => {
    const oscar = await signIn(ctx.app, 'oscar@example.test');
    const response = await listOwners(oscar.authorization);
    expect(response.json()).toEqual([
      {
        user_id: users.oscar,
        first_name: 'Oscar',
        last_name: 'Other',
        co_owners_data: [{ property_id: ids.villa, entity_name: 'Cedar Villa', owners: [] }],
      },
    ]);
    for (const name of ['Olivia', 'Carlos', 'Petra', 'Condo']) expect(response.body).not.toContain(name);
  });

  it('gives an owner of no property yet their own names from the profile, and no properties', async () => {
    const nadia = await createUser(ctx.db, {
      email: 'nadia@example.test',
      firstName: 'Nadia',
      lastName: 'New',
    });
    await ctx.db.insert(ownerProfiles).values({
      userId: nadia.id,
      firstName: 'Nadia Maria',
      lastName: 'Newcomer',
      primaryEmail: 'nadia.private@example.test',
      phone: '+18015550143',
    });
    const response = await listOwners((await signIn(ctx.app, 'nadia@example.test')).authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { user_id: nadia.id, first_name: 'Nadia Maria', last_name: 'Newcomer', co_owners_data: [] },
    ]);
  });

  it('refuses an anonymous caller', async () => {
    const response = await listOwners();
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Olivia');
  });
});
