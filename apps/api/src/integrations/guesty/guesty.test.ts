import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarEndpoints,
  endpointUrl,
  type TCalendarPrice,
  type TDashboard,
  type TReservation,
  type TReservationReport,
} from '@harborstay/contracts';
import {
  connectorTokenGrants,
  connectorTokens,
  jobs,
  properties,
  propertyOwners,
  users,
} from '@harborstay/db';
import { addDays, todayIn } from '@harborstay/domain';
import { runAdminCommand } from '../../admin/commands';
import { buildApp } from '../../app';
import { testAdminDeps } from '../../testing/admin-deps';
import { readOutbox } from '../../testing/outbox';
import { FAKE_GUESTY_CREDENTIALS, startFakeGuesty, type FakeReservation } from '../../testing/fake-guesty';
import { createTestApp, createUser, signIn } from '../../testing/test-app';
import { ConnectorUnavailable } from '../connector-errors';
import { nextRunAt, scheduleNightlySync } from '../nightly-sync';
import { takeCall } from './call-budget';
import { createGuestyClient, type GuestySettings } from './client';
import { ZGuestyFolio } from './folio';
import { ZGuestyReservation } from './reservations';
import { storeReservations } from './sync';

const fake = await startFakeGuesty();
// Guesty's real limits are the client's own (call-budget.ts, tested below); raised here so that a
// test's hundred calls take milliseconds, on the fake and in the client alike.
Object.assign(fake.limits, { second: 1_000, minute: 10_000, hour: 100_000 });
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const settings: GuestySettings = {
  apiUrl: fake.url,
  ...FAKE_GUESTY_CREDENTIALS,
  webhookSecret: WEBHOOK_SECRET,
  timeoutMs: 5_000,
  unavailableWaitMs: 150,
  limits: { second: 1_000, minute: 10_000, hour: 100_000 },
};
const ctx = await createTestApp({ options: { guesty: settings, jobs: { retryDelaysMs: [100, 150] } } });
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
const deps = () => testAdminDeps(ctx.app.fileStorage, { guesty: settings, publicUrl: baseUrl });

const TIME_ZONE = 'America/Los_Angeles';
const today = todayIn(TIME_ZONE);
const monthStart = `${today.slice(0, 8)}01`;
const day = (offset: number) => addDays(today, offset);
const listing = fake.addListing(
  { nickname: 'Harbor Loft', timezone: TIME_ZONE },
  { basePrice: 200, currency: 'USD' },
);
const guestyOwner = fake.addOwner({ email: 'guesty-owner@example.test', listings: [listing._id] });
const coOwner = fake.addOwner({
  firstName: 'Carl',
  email: 'guesty-coowner@example.test',
  listings: [listing._id],
});
let propertyId: number;
let authorization: string;

/** This month's booking: 3 nights at 200, so revenue 582.00, fee 116.40, net 465.60 (the fake's folio). */
let current: FakeReservation;

async function get<T>(url: string): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const reservationsOf = () =>
  get<TReservation[]>(
    `${endpointUrl(calendarEndpoints.reservations, { id: propertyId })}?start=${addDays(today, -800)}&end=${addDays(today, 400)}`,
  );
const dashboard = () => get<TDashboard>(`/api/owners/dashboard/?id=${propertyId}`);
const report = () =>
  get<TReservationReport>(
    `/api/owners/owner/reservations/?start=${monthStart}&end=${addDays(monthStart, 27)}&property=${propertyId}`,
  );
const deliver = (reservation: FakeReservation, options: Parameters<typeof fake.deliver>[2] = {}) =>
  fake.deliver(
    'reservation.updated.v2',
    fake.reservationEvent('reservation.updated.v2', reservation._id),
    options,
  );
const byExternalId = async (externalId: string) =>
  (await reservationsOf()).find(
    (row) => row.confirmation_code === fake.reservations.get(externalId)?.confirmationCode,
  );

beforeAll(async () => {
  // An account with this e-mail exists already: the import takes it over, so the test can sign in.
  await createUser(ctx.db, { email: guestyOwner.email, withProfile: true });
  current = fake.addReservation(listing._id, addDays(monthStart, 1), addDays(monthStart, 4));
  fake.addReservation(listing._id, addDays(today, -400), addDays(today, -397), { source: 'bookingCom' });
  fake.addReservation(listing._id, day(60), day(65), { source: 'homeaway' });
  fake.addReservation(listing._id, day(90), day(92), { status: 'canceled' });
  fake.addBlock(listing._id, day(30), day(31), 'Other');

  const said = await runAdminCommand(ctx.db, 'integrations:register-webhooks', {}, deps());
  expect(said).toContain('reservation.created.v2, reservation.updated.v2, calendar.updated.v2 subscribed');
  expect(said).toContain('set GUESTY_WEBHOOK_SECRET=whsec_');
  // The operator sets the key Guesty answered; the fake signs with the one the portal was given.
  fake.secrets.set(`${baseUrl}/api/integrations/guesty/webhooks/`, WEBHOOK_SECRET);
});

describe('Guesty', () => {
  it('imports owners and listings, then a first pull fills the calendar, report and dashboard', async () => {
    const said = await runAdminCommand(ctx.db, 'sync:guesty', {}, deps());
    expect(said).toContain('Guesty import: 1 owners invited, 1 listings (1 new) linked.');
    expect(said).toMatch(/3 bookings created, 0 changed, 0 unchanged, 1 skipped|4 bookings created/);
    const [property] = await ctx.db
      .select()
      .from(properties)
      .where(eq(properties.guestyListingId, listing._id));
    if (!property) throw new Error('no property linked');
    propertyId = property.id;
    expect(property.entityName).toBe('Harbor Loft');
    const owners = await ctx.db
      .select({ email: users.email, externalId: users.externalId })
      .from(propertyOwners)
      .innerJoin(users, eq(users.id, propertyOwners.userId))
      .where(eq(propertyOwners.propertyId, propertyId))
      .orderBy(users.email);
    expect(owners).toEqual([
      { email: coOwner.email, externalId: `guesty:${coOwner._id}` },
      { email: guestyOwner.email, externalId: `guesty:${guestyOwner._id}` },
    ]);
    // The new owner is invited (the account that existed keeps its password and gets nothing).
    await ctx.app.jobs.drain();
    const mails = readdirSync(ctx.outboxDir).map((file) =>
      readFileSync(path.join(ctx.outboxDir, file), 'utf8'),
    );
    expect(mails.filter((mail) => mail.includes(coOwner.email))).toHaveLength(1);
    expect(mails.some((mail) => mail.includes(guestyOwner.email))).toBe(false);
    authorization = (await signIn(ctx.app, guestyOwner.email)).authorization;

    const stays = await reservationsOf();
    const booked = stays.find((row) => row.start_date === current.stay[0]?.checkInDateLocalized);
    expect(booked).toMatchObject({
      kind: 'guest',
      status: 'confirmed',
      platform: 'Airbnb',
      revenue: 582,
      management_fee: 116.4,
      net_income: 465.6,
      guest: { first_name: 'Grace', last_name: 'Guest' },
    });
    expect(stays.map((row) => row.platform).sort()).toEqual(['Airbnb', 'Airbnb', 'Booking.com', 'Vrbo']);
    expect(stays.filter((row) => row.status === 'canceled')).toHaveLength(1);

    const prices = await get<TCalendarPrice[]>(
      `/api/owners/owner/property/${propertyId}/calendar/${day(29)}/${day(32)}/`,
    );
    expect(prices.map((night) => [night.price, night.block_refs.map((ref) => ref.type)])).toEqual([
      [200, []],
      [200, ['bd']],
      [200, ['bd']],
      [200, []],
    ]);
    expect((await report()).totals).toMatchObject({ revenue: 582, management_fee: 116.4, net_income: 465.6 });
    expect((await dashboard()).total_current_month_net_income).toBe(465.6);

    // The same pull again reads nothing by id and changes nothing.
    expect(await runAdminCommand(ctx.db, 'sync:guesty', { property: String(propertyId) }, deps())).toContain(
      '0 bookings created, 0 changed, 4 unchanged',
    );
  });

  it('takes a signed reservation.updated.v2 that cancels: the booking leaves every figure once its job runs', async () => {
    fake.updateReservation(current._id, { status: 'canceled', canceledAt: new Date().toISOString() });
    const [delivery] = await deliver(current);
    expect(delivery?.status).toBe(200);
    await ctx.app.jobs.drain();
    expect((await byExternalId(current._id))?.status).toBe('canceled');
    // The webhook's cancellation tells the owner (notifications/); the first pull, a bulk import, told nothing.
    const bookingMails = readOutbox(ctx.outboxDir)
      .filter(
        (mail) => mail.to === guestyOwner.email && /^(New booking|Booking canceled) /.test(mail.subject),
      )
      .map((mail) => mail.subject);
    expect(bookingMails).toEqual([expect.stringMatching(/^Booking canceled at Harbor Loft: /)]);
    expect((await dashboard()).total_current_month_net_income).toBe(0);
    expect((await report()).totals.net_income).toBe(0);
    const status = await runAdminCommand(ctx.db, 'integrations:status', {}, deps());
    expect(status).toMatch(/Guesty: token valid until .*; 0 webhook jobs waiting, 0 failed/);
    expect(status).toMatch(
      new RegExp(`property ${propertyId} "Harbor Loft": last sync 20.*; last webhook 20`),
    );
  });

  it('reads the calendar again for the range a calendar.updated.v2 names', async () => {
    fake.prices.set(listing._id, { basePrice: 245.5, currency: 'USD' });
    fake.addBlock(listing._id, day(41), day(41), 'Do not sell');
    const [delivery] = await fake.deliver(
      'calendar.updated.v2',
      fake.calendarEvent(listing._id, day(40), day(42)),
    );
    expect(delivery?.status).toBe(200);
    await ctx.app.jobs.drain();
    const prices = await get<TCalendarPrice[]>(
      `/api/owners/owner/property/${propertyId}/calendar/${day(39)}/${day(43)}/`,
    );
    expect(prices.map((night) => [night.price, night.block_refs.map((ref) => ref.type)])).toEqual([
      [200, []],
      [245.5, []],
      [245.5, ['bd']],
      [245.5, []],
      [200, []],
    ]);
    fake.prices.set(listing._id, { basePrice: 200, currency: 'USD' });
  });

  it('refuses a wrong signature and a stale timestamp, and does a replayed svix-id once', async () => {
    const added = fake.addReservation(listing._id, day(120), day(123));
    const queued = async () =>
      (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'guesty-reservation'))).length;
    const before = await queued();
    expect((await deliver(added, { wrongSignature: true }))[0]?.status).toBe(401);
    expect((await deliver(added, { ageSeconds: 600 }))[0]?.status).toBe(401);
    const unsigned = await fetch(`${baseUrl}/api/integrations/guesty/webhooks/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reservationId: added._id }),
    });
    expect(unsigned.status).toBe(401);
    await ctx.app.jobs.drain();
    expect(await queued()).toBe(before);
    expect(await byExternalId(added._id)).toBeUndefined();

    expect((await deliver(added, { id: 'msg_once' }))[0]?.status).toBe(200);
    expect((await deliver(added, { id: 'msg_once' }))[0]?.status).toBe(200);
    expect(await queued()).toBe(before + 1);
    await ctx.app.jobs.drain();
    expect((await byExternalId(added._id))?.start_date).toBe(day(120));
  });

  it('ends on the newer of two updates delivered out of order', async () => {
    const moved = fake.addReservation(listing._id, day(140), day(143));
    const older = {
      reservation: ZGuestyReservation.parse(structuredClone(moved)),
      folio: ZGuestyFolio.parse({ reservationId: moved._id, ...fake.folios.get(moved._id) }),
    };
    fake.updateReservation(moved._id, { checkIn: day(141), checkOut: day(145) });
    await deliver(moved);
    await ctx.app.jobs.drain();
    expect((await byExternalId(moved._id))?.end_date).toBe(day(145));
    // The older version arrives late (a slow read, a pull that started before the change).
    const summary = await storeReservations(
      {
        db: ctx.db,
        brandName: 'Harborstay',
        operationsEmail: undefined,
        notify: false,
        wakeJobs: () => undefined,
      },
      propertyId,
      [older],
    );
    expect(summary).toMatchObject({ created: 0, changed: 0, unchanged: 1 });
    expect(await byExternalId(moved._id)).toMatchObject({ start_date: day(141), end_date: day(145) });
  });

  it('leaves a booking whose folio Guesty has not got for the next pull, never stored at $0', async () => {
    const early = fake.addReservation(listing._id, day(150), day(153));
    const folio = fake.folios.get(early._id);
    fake.folios.delete(early._id);
    const said = await runAdminCommand(ctx.db, 'sync:guesty', { property: String(propertyId) }, deps());
    expect(said).toContain('0 bookings created');
    expect(said).toContain('1 waiting for their folio in Guesty (read again next pull)');
    expect(await byExternalId(early._id)).toBeUndefined();

    if (folio) fake.folios.set(early._id, folio);
    const next = await runAdminCommand(ctx.db, 'sync:guesty', { property: String(propertyId) }, deps());
    expect(next).toContain('1 bookings created');
    expect(next).toContain('0 waiting');
    // The fake's own figures: the accommodation's income, its 20 % commission, and what is left.
    expect(await byExternalId(early._id)).toMatchObject({
      revenue: folio?.netIncome,
      management_fee: folio?.commission,
      net_income: folio?.ownerRevenue,
    });
  });

  it('finds a booking whose webhook was lost, and says so', async () => {
    const lost = fake.addReservation(listing._id, day(160), day(162));
    const said = await runAdminCommand(ctx.db, 'sync:guesty', { property: String(propertyId) }, deps());
    expect(said).toContain('1 bookings created, 0 changed');
    expect((await byExternalId(lost._id))?.status).toBe('confirmed');
  });

  it('reconciles every night through the nightly-sync job, and queues the next night', async () => {
    const lost = fake.addReservation(listing._id, day(170), day(172));
    await scheduleNightlySync(ctx.db, 'guesty', '09:00', new Date(Date.now() - 24 * 3_600_000));
    await ctx.app.jobs.drain();
    expect((await byExternalId(lost._id))?.status).toBe('confirmed');
    const nights = await ctx.db
      .select({ status: jobs.status, key: jobs.idempotencyKey })
      .from(jobs)
      .where(eq(jobs.kind, 'nightly-sync'))
      .orderBy(jobs.id);
    expect(nights.map((night) => night.status)).toEqual(['done', 'pending']);
    expect(nights[1]?.key).toBe(
      `nightly-sync:guesty:${nextRunAt(new Date(), '09:00').toISOString().slice(0, 10)}`,
    );
  });

  it('waits at least as long as a 429 says, and leaves a longer wait to the queue', async () => {
    const client = createGuestyClient(settings, { db: ctx.db, maxWaitMs: 10_000 });
    fake.failNext(1, 429, 2);
    const started = performance.now();
    await client.get('/owners', { limit: 1, skip: 0 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_000);

    fake.failNext(1, 429, 30);
    const refused = createGuestyClient(settings, { db: ctx.db, maxWaitMs: 1_000 }).get('/owners');
    await expect(refused).rejects.toBeInstanceOf(ConnectorUnavailable);
    await expect(refused).rejects.toMatchObject({ afterMs: 30_000 });
  });

  it('keeps every server within the call limits counted in the database', async () => {
    const limits = { second: 2, minute: 3, hour: 100 };
    const at = Math.floor(Date.now() / 1000) * 1000 + 100;
    expect(await takeCall(ctx.db, 'test-a', limits, at)).toBe(0);
    expect(await takeCall(ctx.db, 'test-a', limits, at)).toBe(0);
    // The second is full: wait for the next one.
    expect(await takeCall(ctx.db, 'test-a', limits, at)).toBe(900);
    // The next second still counts the last one (Guesty's window slides), then the minute is full.
    expect(await takeCall(ctx.db, 'test-a', limits, at + 1_000)).toBeGreaterThan(0);
    expect(await takeCall(ctx.db, 'test-a', limits, at + 2_000)).toBe(0);
    expect(await takeCall(ctx.db, 'test-a', limits, at + 5_000)).toBeGreaterThan(50_000);
  });

  it('asks for the token once across 100 webhooks worked by two servers, and never for a sixth in a day', async () => {
    const second = await buildApp({
      database: ctx.database,
      brandName: 'Harborstay',
      publicUrl: 'http://portal.test',
      mail: { from: 'Harborstay <no-reply@portal.test>', outboxDir: ctx.outboxDir },
      uploadsDir: ctx.uploadsDir,
      guesty: settings,
    });
    const calls = fake.tokenCalls();
    try {
      // No token yet: both servers need one at once.
      await ctx.db.delete(connectorTokens);
      const signer = new Webhook(WEBHOOK_SECRET);
      const ids = [...fake.reservations.values()]
        .filter((r) => r.listingId === listing._id)
        .map((r) => r._id);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const body = JSON.stringify({ reservationId: ids[i % ids.length] });
          const id = `msg_two_servers_${i}`;
          const at = new Date();
          return (i % 2 ? ctx.app : second).inject({
            method: 'POST',
            url: '/api/integrations/guesty/webhooks/',
            headers: {
              'content-type': 'application/json',
              'svix-id': id,
              'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
              'svix-signature': signer.sign(id, at, body),
            },
            payload: body,
          });
        }),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      await Promise.all([ctx.app.jobs.drain(), second.jobs.drain()]);
      const [waiting] = await ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(
          and(eq(jobs.kind, 'guesty-reservation'), inArray(jobs.status, ['pending', 'running', 'failed'])),
        );
      expect(waiting?.count).toBe(0);
      expect(fake.tokenCalls()).toBe(calls + 1);
    } finally {
      await second.close();
    }
    const a = createGuestyClient(settings, { db: ctx.db });

    // Five asked for within 24 hours and the token expired: the sixth is refused here, not asked.
    const grants = await ctx.db.select().from(connectorTokenGrants);
    await ctx.db
      .insert(connectorTokenGrants)
      .values(Array.from({ length: 5 - grants.length }, () => ({ connector: 'guesty' })));
    const [kept] = await ctx.db.select().from(connectorTokens).where(eq(connectorTokens.connector, 'guesty'));
    await ctx.db
      .update(connectorTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'`, requestedAt: sql`now() - interval '1 hour'` });
    const refused = a.get('/owners');
    await expect(refused).rejects.toThrow(/Guesty grants 5 tokens a day/);
    await expect(refused).rejects.toBeInstanceOf(ConnectorUnavailable);
    expect(fake.tokenCalls()).toBe(calls + 1);
    await ctx.db.update(connectorTokens).set({ expiresAt: kept?.expiresAt });
  });

  it('writes an owner stay as an owner reservation and a block as a Maintenance block, and releases them', async () => {
    const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await ctx.app.inject({ method, url, headers: { authorization }, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<TReservation>();
    };
    const stayBody = {
      property_id: propertyId,
      start_date: day(200),
      end_date: day(203),
      arrival: '16:00',
      guests_count: 2,
      reservation_for: 'Myself',
      guest: null,
      notes: '',
    };
    const stay = await send('POST', endpointUrl(calendarEndpoints.createStay), stayBody);
    await ctx.app.jobs.drain();
    const [written] = fake.ownerReservations(listing._id);
    expect(written?.stay[0]).toMatchObject({
      unitId: listing._id,
      checkInDateLocalized: day(200),
      checkOutDateLocalized: day(203),
    });
    expect(written?.creationInfo?.owner._id).toBe(guestyOwner._id);
    // The pull does not take the portal's own stay back as a guest booking.
    await runAdminCommand(ctx.db, 'sync:guesty', { property: String(propertyId) }, deps());
    expect(
      (await reservationsOf()).filter((row) => row.start_date === day(200)).map((row) => row.kind),
    ).toEqual(['owner']);

    await send('PUT', endpointUrl(calendarEndpoints.updateStay, { id: stay.id }), {
      ...stayBody,
      start_date: day(201),
      end_date: day(205),
      status: 'confirmed',
    });
    await ctx.app.jobs.drain();
    expect(fake.ownerReservations(listing._id)[0]?.stay[0]).toMatchObject({
      checkInDateLocalized: day(201),
      checkOutDateLocalized: day(205),
    });

    await send('PUT', endpointUrl(calendarEndpoints.updateStay, { id: stay.id }), { status: 'canceled' });
    await ctx.app.jobs.drain();
    expect(fake.ownerReservations(listing._id)[0]?.status).toBe('canceled');

    const blockUrl = endpointUrl(calendarEndpoints.createBlock, { propertyId });
    const block = await send('POST', blockUrl, {
      start_date: day(210),
      end_date: day(212),
      type_of_maintenance: 'Deep clean',
      notes: 'Before the season',
    });
    await ctx.app.jobs.drain();
    expect(fake.blocksOf(listing._id)).toContainEqual({
      startDate: day(210),
      endDate: day(211),
      blockReason: 'Maintenance',
      note: 'Deep clean',
    });
    await send('PUT', blockUrl, {
      id: block.id,
      start_date: day(213),
      end_date: day(215),
      type_of_maintenance: 'Deep clean',
      notes: 'Moved',
      status: 'unavailable',
    });
    await ctx.app.jobs.drain();
    const maintenance = () =>
      fake.blocksOf(listing._id).filter((range) => range.blockReason === 'Maintenance');
    expect(maintenance().map((range) => [range.startDate, range.endDate])).toEqual([[day(213), day(214)]]);
    await send('PUT', blockUrl, { id: block.id, status: 'available' });
    await ctx.app.jobs.drain();
    expect(maintenance()).toEqual([]);
  });

  it('delays a block while Guesty answers 503, and loses nothing', async () => {
    fake.failNext(3, 503);
    const response = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(calendarEndpoints.createBlock, { propertyId }),
      headers: { authorization },
      payload: {
        start_date: day(220),
        end_date: day(223),
        type_of_maintenance: 'Deep clean',
        notes: 'Gutters',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await ctx.app.jobs.drain();
    const [pending] = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'guesty-push'), inArray(jobs.status, ['pending', 'running'])));
    expect(pending?.lastError).toContain('503');
    await expect
      .poll(
        async () => {
          await ctx.app.jobs.drain();
          return fake.blocksOf(listing._id).find((range) => range.startDate === day(220));
        },
        { timeout: 10_000, interval: 100 },
      )
      .toEqual({ startDate: day(220), endDate: day(222), blockReason: 'Maintenance', note: 'Deep clean' });
    const failed = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'guesty-push'), eq(jobs.status, 'failed')));
    expect(failed).toEqual([]);
  });

  it('fails a write Guesty refuses at once, for operations to see, rather than retrying it', async () => {
    // A guest took these nights on Guesty a moment ago; its webhook has not arrived yet.
    fake.addReservation(listing._id, day(230), day(233));
    const response = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(calendarEndpoints.createStay),
      headers: { authorization },
      payload: {
        property_id: propertyId,
        start_date: day(230),
        end_date: day(233),
        arrival: '16:00',
        guests_count: 2,
        reservation_for: 'Myself',
        guest: null,
        notes: '',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await ctx.app.jobs.drain();
    const [failed] = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'guesty-push'), eq(jobs.status, 'failed')));
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toContain('CALENDAR_NOT_AVAILABLE');
    expect(await runAdminCommand(ctx.db, 'integrations:status', {}, deps())).toContain(
      '0 webhook jobs waiting, 1 failed',
    );
  });
});
