import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '@harborstay/db';
import { addDays, todayIn } from '@harborstay/domain';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const ids = { cabin: 0, condo: 0, villa: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const olivia = await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true });
  const carl = await createUser(ctx.db, { email: 'carl@example.test', withProfile: true });
  const oscar = await createUser(ctx.db, { email: 'oscar@example.test', withProfile: true });
  ids.cabin = (await createProperty(ctx.db, { ownerIds: [olivia.id], entityName: 'Aspen Cabin' })).id;
  ids.condo = (
    await createProperty(ctx.db, { ownerIds: [olivia.id, carl.id], entityName: 'Brook Condo' })
  ).id;
  ids.villa = (
    await createProperty(ctx.db, {
      ownerIds: [oscar.id],
      entityName: 'Cedar Villa',
      harborstayServices: false,
    })
  ).id;
  const today = todayIn('America/Denver');
  await ctx.db.insert(reservations).values([
    // The cabin has a guest stay to come; the condo's only upcoming one is canceled and its
    // only guest stay ended before today; the villa has an owner stay to come, which is no booking.
    {
      propertyId: ids.cabin,
      kind: 'guest',
      status: 'confirmed',
      startDate: addDays(today, 20),
      endDate: addDays(today, 23),
    },
    {
      propertyId: ids.condo,
      kind: 'guest',
      status: 'canceled',
      startDate: addDays(today, 5),
      endDate: addDays(today, 8),
    },
    {
      propertyId: ids.condo,
      kind: 'guest',
      status: 'confirmed',
      startDate: addDays(today, -4),
      endDate: addDays(today, -1),
    },
    {
      propertyId: ids.villa,
      kind: 'owner',
      status: 'confirmed',
      startDate: addDays(today, 3),
      endDate: addDays(today, 6),
    },
  ]);
});
afterAll(() => ctx.close());

const list = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/owners/owner/properties/',
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/owners/owner/properties/', () => {
  it('lists exactly the properties the caller owns or co-owns', async () => {
    const olivia = await signIn(ctx.app, 'olivia@example.test');
    const response = await list(olivia.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((p: { id: number }) => p.id)).toEqual([ids.cabin, ids.condo]);
    expect(response.json()[0]).toEqual({
      id: ids.cabin,
      entity_name: 'Aspen Cabin',
      street_address: '1 Pine Road',
      city: '',
      state: '',
      postal_code: '',
      harborstay_services: true,
      status: 'completed',
      is_actively_reserved: true,
    });
  });

  it('flags a property actively reserved only for a guest stay still running or to come', async () => {
    const olivia = await signIn(ctx.app, 'olivia@example.test');
    const flags = (await list(olivia.authorization))
      .json()
      .map((p: { entity_name: string; is_actively_reserved: boolean }) => [
        p.entity_name,
        p.is_actively_reserved,
      ]);
    expect(flags).toEqual([
      ['Aspen Cabin', true],
      ['Brook Condo', false],
    ]);
    const oscar = await signIn(ctx.app, 'oscar@example.test');
    expect((await list(oscar.authorization)).json()[0].is_actively_reserved).toBe(false);
  });

  it('gives a co-owner only the shared property, and another owner only their own', async () => {
    const carl = await signIn(ctx.app, 'carl@example.test');
    expect((await list(carl.authorization)).json().map((p: { id: number }) => p.id)).toEqual([ids.condo]);
    const oscar = await signIn(ctx.app, 'oscar@example.test');
    const body = (await list(oscar.authorization)).json();
    expect(body.map((p: { id: number }) => p.id)).toEqual([ids.villa]);
    expect(body[0].harborstay_services).toBe(false);
  });

  it('gives an owner without properties an empty list', async () => {
    await createUser(ctx.db, { email: 'nina@example.test' });
    const nina = await signIn(ctx.app, 'nina@example.test');
    const response = await list(nina.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses an anonymous caller', async () => {
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Cabin');
  });
});

describe('an anonymous caller with a malformed request', () => {
  it('gets 401, not a validation answer, from every property endpoint', async () => {
    const calls = [
      { method: 'PUT' as const, url: '/api/owners/owner/properties/', payload: { id: 'x' } },
      { method: 'GET' as const, url: '/api/owners/owner/property/abc/' },
      { method: 'GET' as const, url: '/api/owners/owner/property/financials/abc/' },
    ];
    for (const call of calls) {
      const response = await ctx.app.inject(call);
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });
});
