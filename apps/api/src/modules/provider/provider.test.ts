import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProviderReservation, TProviderReservationPut } from '@harborstay/contracts';
import { addDays, todayIn } from '@harborstay/domain';
import { calendarPrices, providerKeyUsage, reservations } from '@harborstay/db';
import { readOutbox } from '../../testing/outbox';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';
import { createProviderKey, revokeProviderKey } from './keys';

// The per-key limit is raised here (the fuzz and the bulk tests send thousands a second); its own test spends it.
const REQUESTS_PER_SECOND = 100_000;
const ctx = await createTestApp({
  options: { operationsEmail: 'ops@portal.test', providerRequestsPerSecond: REQUESTS_PER_SECOND },
});
afterAll(() => ctx.close());

let key: string;
let propertyId: number;
let ownerAuthorization: string;
const today = todayIn('America/Denver');
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  key = (await createProviderKey(ctx.db, 'test PMS')).key;
  const owner = await createUser(ctx.db, { email: 'provider-owner@example.test', withProfile: true });
  propertyId = (await createProperty(ctx.db, { ownerIds: [owner.id] })).id;
  ownerAuthorization = (await signIn(ctx.app, owner.email)).authorization;
});

const booking = (overrides: Partial<TProviderReservationPut> = {}): TProviderReservationPut => ({
  status: 'confirmed',
  start_date: day(10),
  end_date: day(13),
  arrival: '16:00',
  guests_count: 2,
  guest: { first_name: 'Grace', last_name: 'Guest', email: 'grace@guest.test', phone: null },
  platform: 'Airbnb',
  confirmation_code: 'HMABC',
  confirmed_at: '2026-11-01T10:00:00Z',
  revenue: 900.5,
  management_fee: 180.1,
  net_income: 720.4,
  cleaning_cost: 120,
  updated_at: '2026-11-01T10:00:00Z',
  ...overrides,
});

const put = (
  externalId: string,
  body: unknown,
  options: { property?: number; authorization?: string } = {},
) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/provider/v1/properties/${options.property ?? propertyId}/reservations/${externalId}/`,
    headers: { authorization: options.authorization ?? `Bearer ${key}` },
    payload: body as Record<string, unknown>,
  });

const remove = (externalId: string, body?: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/provider/v1/properties/${propertyId}/reservations/${externalId}/`,
    headers: { authorization: `Bearer ${key}` },
    ...(body ? { payload: body } : {}),
  });

const stored = (externalId: string) =>
  ctx.db.select().from(reservations).where(eq(reservations.externalId, externalId));

describe('provider keys', () => {
  it('lets a live key in, and refuses it from the moment it is revoked', async () => {
    const { id, key: other } = await createProviderKey(ctx.db, 'short-lived');
    const list = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/provider/v1/properties/',
        headers: { authorization: `Bearer ${other}` },
      });
    expect((await list()).statusCode).toBe(200);
    expect(await revokeProviderKey(ctx.db, id)).toBe('short-lived');
    expect((await list()).statusCode).toBe(401);
  });

  it('takes the Bearer scheme in any case and after more than one space, as RFC 7235 reads it', async () => {
    for (const scheme of ['bearer', 'BEARER', 'bEaReR', 'Bearer ']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/provider/v1/properties/',
        headers: { authorization: `${scheme} ${key}` },
      });
      expect({ scheme, status: response.statusCode }).toEqual({ scheme, status: 200 });
    }
    for (const header of [`Bearer${key}`, `Token ${key}`, `Bearer ${key} extra`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/provider/v1/properties/',
        headers: { authorization: header },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('lists every property with the ids the company knows it by', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/provider/v1/properties/',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.json()).toContainEqual(
      expect.objectContaining({ id: propertyId, entity_name: 'Test Cabin', guesty_listing_id: null }),
    );
  });

  it('answers 429 with Retry-After past the requests a second of a key, shared by every server', async () => {
    const { id, key: busy } = await createProviderKey(ctx.db, 'busy');
    // Every server counts in the same rows: this second and the next few are spent already.
    const now = Math.floor(Date.now() / 1000);
    await ctx.db.insert(providerKeyUsage).values(
      [0, 1, 2, 3, 4, 5].map((offset) => ({
        keyId: id,
        second: now + offset,
        requests: REQUESTS_PER_SECOND,
      })),
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/provider/v1/properties/',
      headers: { authorization: `Bearer ${busy}` },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('1');
  });
});

describe('guest bookings', () => {
  it('creates (201), then answers a replay with what is stored and changes nothing (200)', async () => {
    const created = await put('HM-1', booking());
    expect(created.statusCode).toBe(201);
    const body = created.json<TProviderReservation>();
    expect(body).toMatchObject({
      kind: 'guest',
      external_id: 'HM-1',
      revenue: 900.5,
      net_income: 720.4,
      guest: { first_name: 'Grace', last_name: 'Guest', email: null, phone: null },
      clashes: [],
      updated_at: '2026-11-01T10:00:00.000Z',
    });
    const [before] = await stored('HM-1');
    const replay = await put('HM-1', booking());
    expect(replay.statusCode).toBe(200);
    const [after] = await stored('HM-1');
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it('keeps the newest version: an older updated_at changes nothing, a newer one replaces', async () => {
    await put(
      'HM-2',
      booking({ start_date: day(20), end_date: day(22), updated_at: '2026-11-02T10:00:00Z' }),
    );
    const late = await put(
      'HM-2',
      booking({ start_date: day(20), end_date: day(25), updated_at: '2026-11-01T09:00:00Z' }),
    );
    expect(late.statusCode).toBe(200);
    expect(late.json<TProviderReservation>().end_date).toBe(day(22));
    const newer = await put(
      'HM-2',
      booking({ start_date: day(20), end_date: day(24), updated_at: '2026-11-03T10:00:00-07:00' }),
    );
    expect(newer.json<TProviderReservation>().end_date).toBe(day(24));
  });

  it('refuses money that does not add up, under net_income, and stores nothing', async () => {
    const response = await put('HM-bad', booking({ net_income: 720.41 }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['net_income']);
    expect(await stored('HM-bad')).toEqual([]);
  });

  it('refuses a guest booking over another with 409 naming its external id', async () => {
    await put('HM-3', booking({ start_date: day(30), end_date: day(33) }));
    const response = await put('HM-4', booking({ start_date: day(32), end_date: day(35) }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ external_id: 'HM-3' });
    expect(await stored('HM-4')).toEqual([]);
  });

  it('stores a guest booking over an owner stay as a clash, tells operations once, and still refuses the owner', async () => {
    const stay = await ctx.app.inject({
      method: 'POST',
      url: '/api/owners/owner/property/reservation/',
      headers: { authorization: ownerAuthorization },
      payload: {
        property_id: propertyId,
        start_date: day(40),
        end_date: day(43),
        arrival: '16:00',
        guests_count: 2,
        reservation_for: 'Myself',
      },
    });
    expect(stay.statusCode).toBe(201);
    const ownerStayId = stay.json<{ id: number }>().id;
    const guest = await put('HM-5', booking({ start_date: day(42), end_date: day(45) }));
    expect(guest.statusCode).toBe(201);
    expect(guest.json<TProviderReservation>().clashes).toEqual([
      { id: ownerStayId, kind: 'owner', start_date: day(40), end_date: day(43) },
    ]);
    await put(
      'HM-5',
      booking({ start_date: day(42), end_date: day(45), updated_at: '2026-11-05T00:00:00Z' }),
    );
    // The owner sees it on the stay, as the provider sees it on the booking.
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/owners/owner/property/reservation/${ownerStayId}/`,
      headers: { authorization: ownerAuthorization },
    });
    expect(seen.json<{ clashes: unknown[] }>().clashes).toEqual([
      { id: guest.json<TProviderReservation>().id, kind: 'guest', start_date: day(42), end_date: day(45) },
    ]);
    // And the calendar's list shows it on both sides, the reservations around them without any.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/owners/owner/property/${propertyId}/reservations/?start=${day(35)}&end=${day(50)}`,
      headers: { authorization: ownerAuthorization },
    });
    expect(
      listed
        .json<{ id: number; clashes: { id: number }[] }[]>()
        .map(({ id, clashes }) => [id, clashes.map((clash) => clash.id)]),
    ).toEqual([
      [ownerStayId, [guest.json<TProviderReservation>().id]],
      [guest.json<TProviderReservation>().id, [ownerStayId]],
    ]);
    await ctx.app.jobs.drain();
    const clashMails = readOutbox(ctx.outboxDir).filter((mail) =>
      mail.subject.startsWith('Guest booking over an owner stay'),
    );
    expect(clashMails).toHaveLength(1);
    expect(clashMails[0]?.to).toBe('ops@portal.test');
    // The owner is told of the clash first of all, once, as a service message; no cheerful "New
    // booking" of it (issue 43, item 3).
    const ownerMails = readOutbox(ctx.outboxDir).filter((mail) => mail.to === 'provider-owner@example.test');
    const shown = (date: string) =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`));
    const told = ownerMails.filter((mail) => mail.subject.startsWith('Clash at '));
    expect(told.map((mail) => mail.subject)).toEqual([
      `Clash at Test Cabin: a guest booking over your owner stay, ${shown(day(42))} to ${shown(day(45))}`,
    ]);
    const [notice] = told;
    expect(notice?.text.split('\n')[0]).toBe(
      `A guest booking clashes with your owner stay at Test Cabin: guests check in ${shown(day(42))} and out ${shown(day(45))}, during your owner stay (${shown(day(40))} to ${shown(day(43))}).`,
    );
    expect(notice?.text).toContain('the management team has been told and will contact you');
    expect(notice?.text).toContain('Nights in both: 1 night');
    expect(notice?.raw).not.toMatch(/^List-Unsubscribe/im);
    expect(
      ownerMails.filter(
        (mail) => mail.subject.startsWith('New booking') && mail.subject.includes(shown(day(42))),
      ),
    ).toEqual([]);
    // The owner still cannot book over a guest: the calendar's rule holds.
    const over = await ctx.app.inject({
      method: 'POST',
      url: '/api/owners/owner/property/reservation/',
      headers: { authorization: ownerAuthorization },
      payload: {
        property_id: propertyId,
        start_date: day(44),
        end_date: day(47),
        arrival: '16:00',
        guests_count: 2,
        reservation_for: 'Myself',
      },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ start_date: ['That date range overlaps an existing reservation'] });
  });

  it('DELETE keeps the booking as canceled, counted nowhere; an unknown one is 404', async () => {
    await put('HM-6', booking({ start_date: day(50), end_date: day(52) }));
    const deleted = await remove('HM-6');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<TProviderReservation>().status).toBe('canceled');
    expect((await remove('HM-unknown')).statusCode).toBe(404);
    // The nights are free again for another booking.
    expect((await put('HM-7', booking({ start_date: day(50), end_date: day(52) }))).statusCode).toBe(201);
  });

  it('answers 404 for a property that does not exist', async () => {
    expect((await put('HM-8', booking(), { property: 999_999 })).statusCode).toBe(404);
  });

  it('answers 400, never 500, to 2,000 generated bad bodies', async () => {
    const valid = booking();
    const field = fc.constantFrom(...(Object.keys(valid) as (keyof TProviderReservationPut)[]));
    const badValue = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.double(),
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.constant(null),
      fc.constant('9999-12-31'),
      fc.constant('0000-01-01'),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.record({ field, value: badValue })), async (generated) => {
        const body =
          generated && typeof generated === 'object' && 'field' in generated && 'value' in generated
            ? { ...valid, [generated.field as string]: generated.value }
            : generated;
        const response = await put(`HM-fuzz`, body);
        expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      }),
      { numRuns: 2000 },
    );
  }, 120_000);
});

// 1,000 on PostgreSQL, where 20 clients really write side by side. The embedded database runs one
// statement at a time, so there the same rule is checked with 250 (1,000 took minutes of the
// suite on a loaded two-core machine for nothing more).
const BULK = ctx.engine === 'postgres' ? 1000 : 250;

describe(`${BULK} bookings from 20 clients, each sent twice`, () => {
  it(`stores exactly ${BULK}, and the owner report agrees with the sums sent to the cent`, async () => {
    const owner = await createUser(ctx.db, { email: 'busy-owner@example.test', withProfile: true });
    const busy = (await createProperty(ctx.db, { ownerIds: [owner.id], entityName: 'Busy Cabin' })).id;
    const sent = Array.from({ length: BULK }, (_, i) => {
      const revenueCents = 10_000 + ((i * 7919) % 50_000);
      const feeCents = Math.round(revenueCents * 0.2);
      return {
        externalId: `bulk-${i}`,
        body: booking({
          start_date: addDays('2026-01-01', i * 2),
          end_date: addDays('2026-01-01', i * 2 + 2),
          revenue: revenueCents / 100,
          management_fee: feeCents / 100,
          net_income: (revenueCents - feeCents) / 100,
        }),
      };
    });
    const queue = [...sent, ...sent];
    const clients = Array.from({ length: 20 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await put(next.externalId, next.body, { property: busy });
        expect([200, 201]).toContain(response.statusCode);
      }
    });
    await Promise.all(clients);
    const [count] = await ctx.db
      .execute(sql`SELECT count(*)::int AS n FROM reservations WHERE property_id = ${busy}`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(count?.n).toBe(BULK);

    const sum = (pick: (body: TProviderReservationPut) => number) =>
      sent.reduce((total, { body }) => total + Math.round(pick(body) * 100), 0) / 100;
    const { authorization } = await signIn(ctx.app, owner.email);
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/owners/owner/reservations/?start=2026-01-01&end=2031-12-31&property=${busy}&page_size=1`,
      headers: { authorization },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      count: BULK,
      totals: {
        nights_count: 2 * BULK,
        revenue: sum((body) => body.revenue),
        management_fee: sum((body) => body.management_fee),
        net_income: sum((body) => body.net_income),
      },
    });
    // A bound, not a measure (the ingestion bench measures).
  }, 600_000);
});

describe('the price calendar', () => {
  const putDays = (days: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/provider/v1/properties/${propertyId}/calendar/`,
      headers: { authorization: `Bearer ${key}` },
      payload: { days },
    });

  it('replaces the prices and block references of the nights sent', async () => {
    const response = await putDays([
      { date: day(60), price: 250.25, block_ref: null },
      { date: day(61), price: 260, block_ref: 'bd' },
    ]);
    expect(response.json()).toEqual({ updated: 2 });
    await putDays([{ date: day(61), price: 199.99, block_ref: null }]);
    const rows = await ctx.db
      .select()
      .from(calendarPrices)
      .where(
        sql`${calendarPrices.propertyId} = ${propertyId} AND ${calendarPrices.date} IN (${day(60)}, ${day(61)})`,
      )
      .orderBy(calendarPrices.date);
    expect(rows.map((row) => [row.priceCents, row.blockRef])).toEqual([
      [25025, null],
      [19999, null],
    ]);
  });

  it('refuses a block reference on a night an owner stay holds (409), writing none of the days', async () => {
    const response = await putDays([
      { date: day(70), price: 100, block_ref: null },
      { date: day(41), price: 100, block_ref: 'an' },
    ]);
    expect(response.statusCode).toBe(409);
    const written = await ctx.db
      .select()
      .from(calendarPrices)
      .where(sql`${calendarPrices.propertyId} = ${propertyId} AND ${calendarPrices.date} = ${day(70)}`);
    expect(written).toEqual([]);
  });

  it('refuses more than 800 days, or one date twice', async () => {
    const many = Array.from({ length: 801 }, (_, i) => ({
      date: addDays(day(100), i),
      price: 100,
      block_ref: null,
    }));
    expect((await putDays(many)).statusCode).toBe(400);
    expect(
      (
        await putDays([
          { date: day(90), price: 1, block_ref: null },
          { date: day(90), price: 2, block_ref: null },
        ])
      ).statusCode,
    ).toBe(400);
  });
});
