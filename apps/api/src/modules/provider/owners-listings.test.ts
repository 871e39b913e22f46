import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProviderListingPut, TProviderOwnerPut } from '@harborstay/contracts';
import { addDays, todayIn } from '@harborstay/domain';
import { passwordResetTokens, properties, users } from '@harborstay/db';
import { readOutbox, resetLinkOf } from '../../testing/outbox';
import { createTestApp, signIn, testPasswords } from '../../testing/test-app';
import { createProviderKey } from './keys';

const ctx = await createTestApp({
  options: { operationsEmail: 'ops@portal.test', providerRequestsPerSecond: 100_000 },
});
afterAll(() => ctx.close());

let key: string;
beforeAll(async () => {
  key = (await createProviderKey(ctx.db, 'owners PMS')).key;
});
beforeEach(() => rmSync(ctx.outboxDir, { recursive: true, force: true }));

const NEW_PASSWORD = 'Invited#Owner2027';

const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/provider/v1/${url}`,
    headers: { authorization: `Bearer ${key}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const owner = (n: string, overrides: Partial<TProviderOwnerPut> = {}): TProviderOwnerPut => ({
  email: `owner-${n}@example.test`,
  first_name: `First${n}`,
  last_name: 'Owner',
  phone: '+13035550100',
  ...overrides,
});
const listing = (owners: string[], overrides: Partial<TProviderListingPut> = {}): TProviderListingPut => ({
  entity_name: 'Aspen Ridge Loft',
  street_address: '12 Aspen Way',
  city: 'Aspen',
  state: 'CO',
  postal_code: '81611',
  country: 'United States',
  time_zone: 'America/Denver',
  bedroom: 2,
  bathroom: '2',
  max_occupancy: 6,
  status: 'completed',
  harborstay_services: true,
  owners,
  ...overrides,
});
const post = (url: string, payload: Record<string, unknown>, authorization?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, ...(authorization ? { headers: { authorization } } : {}) });
const login = (email: string, password: string) => post('/api/auth/login/', { username: email, password });
const get = (url: string, authorization: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization } });

async function mailsTo(email: string) {
  await ctx.app.jobs.drain();
  return readOutbox(ctx.outboxDir).filter((mail) => mail.to.includes(email));
}

describe('owners from the provider', () => {
  it('invites a new owner, who sets a password through the link once and signs in', async () => {
    const created = await call('PUT', 'owners/crm-1/', owner('1'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      external_id: 'crm-1',
      email: 'owner-1@example.test',
      is_active: true,
      has_password: false,
    });
    // No password yet: nothing signs in.
    expect((await login('owner-1@example.test', '')).statusCode).toBe(400);

    const [mail, ...more] = await mailsTo('owner-1@example.test');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toContain('owner account is ready');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('ops@portal.test');
      expect(part).toContain('expires in 7 days');
    }
    if (!mail) throw new Error('no invitation');
    const link = resetLinkOf(mail);
    const confirm = () =>
      post('/api/auth/password/reset/confirm/', {
        ...link,
        new_password1: NEW_PASSWORD,
        new_password2: NEW_PASSWORD,
      });
    // The spec's password rules apply.
    const weak = await post('/api/auth/password/reset/confirm/', {
      ...link,
      new_password1: 'short',
      new_password2: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(400);
    expect((await login('owner-1@example.test', NEW_PASSWORD)).statusCode).toBe(200);
    // With no profile and no property, the routing rules send the owner to onboarding.
    const { authorization } = await signIn(ctx.app, 'owner-1@example.test', { password: NEW_PASSWORD });
    expect((await get('/api/owners/onboarding/', authorization)).json()).toMatchObject({
      next_step: 'step11',
    });
  });

  it('makes the link expire after 7 days, and kills it with a new invitation', async () => {
    await call('PUT', 'owners/crm-2/', owner('2'));
    const [first] = await mailsTo('owner-2@example.test');
    if (!first) throw new Error('no invitation');
    const [row] = await ctx.db
      .select()
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(users.email, 'owner-2@example.test'));
    expect(row?.password_reset_tokens.purpose).toBe('invitation');
    const lifetime =
      (row?.password_reset_tokens.expiresAt.getTime() ?? 0) -
      (row?.password_reset_tokens.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(7 * 24 * 3600_000);

    const again = await call('POST', 'owners/crm-2/invitation/');
    expect(again.statusCode).toBe(202);
    const mails = await mailsTo('owner-2@example.test');
    expect(mails).toHaveLength(2);
    const check = (mail: (typeof mails)[number]) =>
      post('/api/auth/password/reset/check/', resetLinkOf(mail));
    expect((await check(first)).statusCode).toBe(400);
    const second = mails[1];
    if (!second) throw new Error('no second invitation');
    expect((await check(second)).statusCode).toBe(200);

    // Seven days later the newest link is refused too.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 7 * 24 * 3600_000 + 1000);
      expect((await check(second)).statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves an owner imported with invite: false uninvited until invited, and changes nothing on a replay', async () => {
    const body = owner('3', { invite: false });
    expect((await call('PUT', 'owners/crm-3/', body)).statusCode).toBe(201);
    expect(await mailsTo('owner-3@example.test')).toHaveLength(0);
    const [before] = await ctx.db.select().from(users).where(eq(users.externalId, 'crm-3'));
    const replay = await call('PUT', 'owners/crm-3/', { ...body, invite: true });
    expect(replay.statusCode).toBe(200);
    expect(await mailsTo('owner-3@example.test')).toHaveLength(0);
    const [after] = await ctx.db.select().from(users).where(eq(users.externalId, 'crm-3'));
    expect(after).toEqual(before);
    expect((await call('POST', 'owners/crm-3/invitation/')).statusCode).toBe(202);
    expect(await mailsTo('owner-3@example.test')).toHaveLength(1);
  });

  it('refuses an e-mail of another owner, and an invitation to an owner with a password', async () => {
    await call('PUT', 'owners/crm-4/', owner('4', { invite: false }));
    const clash = await call('PUT', 'owners/crm-5/', owner('4'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ detail: string }>().detail).toContain('crm-4');
    await ctx.db.update(users).set({ passwordHash: 'x' }).where(eq(users.externalId, 'crm-4'));
    expect((await call('POST', 'owners/crm-4/invitation/')).statusCode).toBe(409);
    expect((await call('POST', 'owners/nobody/invitation/')).statusCode).toBe(404);
    expect((await call('DELETE', 'owners/nobody/')).statusCode).toBe(404);
  });

  it('deactivates an owner: the token is refused on the next request, and a PUT brings the account back', async () => {
    await call('PUT', 'owners/crm-6/', owner('6', { invite: false }));
    await ctx.db
      .update(users)
      .set({ passwordHash: await testPasswords.hash(NEW_PASSWORD) })
      .where(eq(users.externalId, 'crm-6'));
    const { authorization } = await signIn(ctx.app, 'owner-6@example.test', { password: NEW_PASSWORD });
    expect((await get('/api/auth/user/', authorization)).statusCode).toBe(200);
    const gone = await call('DELETE', 'owners/crm-6/');
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ is_active: false, has_password: true });
    expect((await get('/api/auth/user/', authorization)).statusCode).toBe(401);
    expect((await login('owner-6@example.test', NEW_PASSWORD)).statusCode).toBe(400);
    expect((await call('PUT', 'owners/crm-6/', owner('6'))).json()).toMatchObject({ is_active: true });
    expect((await login('owner-6@example.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400, never 500, to generated bad bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          email: fc.oneof(fc.string(), fc.constant('x@'), fc.integer()),
          first_name: fc.oneof(fc.string({ maxLength: 80 }), fc.constant(null)),
          last_name: fc.string({ maxLength: 80 }),
          phone: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
          invite: fc.oneof(fc.boolean(), fc.string()),
        }),
        async (body) => {
          const answer = await call('PUT', 'owners/fuzz/', body);
          expect([200, 201, 400, 409]).toContain(answer.statusCode);
        },
      ),
      { numRuns: 200 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          entity_name: fc.oneof(fc.string({ maxLength: 200 }), fc.integer()),
          time_zone: fc.oneof(fc.string(), fc.constant('Mars/Base')),
          bedroom: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          status: fc.string(),
          owners: fc.oneof(fc.array(fc.string()), fc.string()),
          management_fee: fc.oneof(fc.double(), fc.string()),
        }),
        async (body) => {
          const answer = await call('PUT', 'listings/fuzz/', { ...listing([]), ...body });
          expect([200, 201, 400]).toContain(answer.statusCode);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('listings from the provider', () => {
  let aliceAuth: string;
  let bobAuth: string;
  let carolAuth: string;
  const properties_ = (authorization: string) => get('/api/owners/owner/properties/', authorization);

  beforeAll(async () => {
    const passwordHash = await testPasswords.hash(NEW_PASSWORD);
    for (const name of ['alice', 'bob', 'carol']) {
      await call('PUT', `owners/${name}/`, owner(name, { invite: false }));
      await ctx.db.update(users).set({ passwordHash }).where(eq(users.externalId, name));
    }
    aliceAuth = (await signIn(ctx.app, 'owner-alice@example.test', { password: NEW_PASSWORD })).authorization;
    bobAuth = (await signIn(ctx.app, 'owner-bob@example.test', { password: NEW_PASSWORD })).authorization;
    carolAuth = (await signIn(ctx.app, 'owner-carol@example.test', { password: NEW_PASSWORD })).authorization;
  });

  it('shows a listing with two owners to both and nobody else, and takes an owner off on the next request', async () => {
    const created = await call('PUT', 'listings/L-1/', listing(['alice', 'bob'], { management_fee: 22.5 }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({
      external_id: 'L-1',
      owners: ['alice', 'bob'],
      offboarded_at: null,
    });
    const [row] = await ctx.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.managementFeeBps).toBe(2250);

    const ids = async (authorization: string) =>
      (await properties_(authorization)).json<{ id: number }[]>().map((p) => p.id);
    expect(await ids(aliceAuth)).toContain(id);
    expect(await ids(bobAuth)).toContain(id);
    expect(await ids(carolAuth)).not.toContain(id);
    expect((await get(`/api/owners/owner/property/${id}/`, carolAuth)).statusCode).toBeGreaterThanOrEqual(
      404,
    );

    // Bob reads the property (and his answers may be kept), then is taken off it.
    expect((await get(`/api/owners/owner/property/financials/${id}/`, bobAuth)).statusCode).toBe(200);
    const replaced = await call('PUT', 'listings/L-1/', listing(['alice'], { management_fee: 22.5 }));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ owners: ['alice'] });
    expect(await ids(bobAuth)).not.toContain(id);
    expect([404, 406]).toContain(
      (await get(`/api/owners/owner/property/financials/${id}/`, bobAuth)).statusCode,
    );
    expect([404, 406]).toContain((await get(`/api/owners/owner/property/${id}/`, bobAuth)).statusCode);
    expect(await ids(aliceAuth)).toContain(id);
  });

  it('changes nothing when the same PUT comes twice, and refuses an unknown owner', async () => {
    const body = listing(['carol'], { entity_name: 'Vail Chalet', cleaning_fee: 150 });
    expect((await call('PUT', 'listings/L-2/', body)).statusCode).toBe(201);
    const [before] = await ctx.db.select().from(properties).where(eq(properties.externalId, 'L-2'));
    expect(before?.cleaningFeeCents).toBe(15_000);
    expect((await call('PUT', 'listings/L-2/', body)).statusCode).toBe(200);
    const [after] = await ctx.db.select().from(properties).where(eq(properties.externalId, 'L-2'));
    expect(after).toEqual(before);
    const unknown = await call('PUT', 'listings/L-3/', listing(['carol', 'nobody']));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ owners: string[] }>().owners[0]).toContain('nobody');
  });

  it('offboards a listing: its history still shows, and no new stay or block can be booked', async () => {
    const created = await call(
      'PUT',
      'listings/L-4/',
      listing(['carol'], { entity_name: 'Telluride Cabin' }),
    );
    const { id } = created.json<{ id: number }>();
    const start = addDays(todayIn('America/Denver'), 30);
    const stay = (days: number) => ({
      property_id: id,
      start_date: addDays(start, days),
      end_date: addDays(start, days + 3),
      arrival: '16:00',
      guests_count: 2,
      reservation_for: 'Myself',
      notes: '',
    });
    const book = (days: number) => post('/api/owners/owner/property/reservation/', stay(days), carolAuth);
    expect((await book(0)).statusCode).toBe(201);

    const offboarded = await call('DELETE', 'listings/L-4/');
    expect(offboarded.statusCode).toBe(200);
    expect(offboarded.json<{ offboarded_at: string | null }>().offboarded_at).not.toBeNull();
    expect(offboarded.json()).toMatchObject({ harborstay_services: false });

    const refused = await book(10);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      non_field_errors: [
        'This property is no longer under management: no new stay or block can be booked on it.',
      ],
    });
    const history = await get(`/api/owners/owner/property/${id}/reservations/`, carolAuth);
    expect(history.statusCode).toBe(200);
    expect(history.json<unknown[]>()).toHaveLength(1);
    // A replayed PUT does not bring it back.
    await call('PUT', 'listings/L-4/', listing(['carol'], { entity_name: 'Telluride Cabin' }));
    expect((await book(10)).statusCode).toBe(400);
  });
});
