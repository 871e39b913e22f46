import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import {
  calendarEndpoints,
  calendarFeedEndpoints,
  endpointUrl,
  type TCalendarFeed,
  type TReservation,
} from '@harborstay/contracts';
import { properties, propertyOwners, providerKeys, reservations } from '@harborstay/db';
import { addDays, longDate, todayIn } from '@harborstay/domain';
import { generateToken, hashToken } from '../../lib/secret-tokens';
import { createFakeClock } from '../../testing/fake-clock';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';
import { FEED_REQUESTS } from './service';

const TIME_ZONE = 'America/Denver';
// Today as the app's clock sees it: the feed's look-back counts from the request's time.
const fake = createFakeClock(Date.now());
const ctx = await createTestApp({ options: { clock: fake.clock } });
afterAll(() => ctx.close());

const today = todayIn(TIME_ZONE);
const day = (offset: number) => addDays(today, offset);

let olivia: string;
let carl: string;
let oscar: string;
let providerKey: string;
let propertyId: number;
let carlId: number;
let guestId: number;

const GUEST = { first: 'Gina', last: 'Guestname', email: 'gina@guest.test', phone: '+13035550199' };

beforeAll(async () => {
  const owner = await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true });
  const coOwner = await createUser(ctx.db, { email: 'carl@example.test', withProfile: true });
  const other = await createUser(ctx.db, { email: 'oscar@example.test', withProfile: true });
  const property = await createProperty(ctx.db, {
    ownerIds: [owner.id, coOwner.id],
    entityName: 'Aspen Lodge',
    timeZone: TIME_ZONE,
    maxOccupancy: 6,
  });
  await createProperty(ctx.db, { ownerIds: [other.id], timeZone: TIME_ZONE });
  propertyId = property.id;
  carlId = coOwner.id;
  const guestStay = (start: number, end: number, status = 'confirmed') => ({
    propertyId,
    kind: 'guest',
    status,
    startDate: day(start),
    endDate: day(end),
    guestsCount: 3,
    guestFirstName: GUEST.first,
    guestLastName: GUEST.last,
    guestEmail: GUEST.email,
    guestPhone: GUEST.phone,
    platform: 'Airbnb',
    revenueCents: 80_000,
  });
  const [guest] = await ctx.db
    .insert(reservations)
    .values([guestStay(10, 14), guestStay(20, 22, 'canceled'), guestStay(-400, -396), guestStay(-300, -297)])
    .returning({ id: reservations.id });
  if (!guest) throw new Error('no guest booking stored');
  guestId = guest.id;
  olivia = (await signIn(ctx.app, owner.email)).authorization;
  carl = (await signIn(ctx.app, coOwner.email)).authorization;
  oscar = (await signIn(ctx.app, other.email)).authorization;
  // A provider key as the admin command makes one (decision 0047): only its hash is stored.
  providerKey = `hsp_${generateToken()}`;
  await ctx.db.insert(providerKeys).values({ label: 'feed test PMS', keyHash: hashToken(providerKey) });
});

const addressOf = async (authorization: string, method: 'GET' | 'POST' = 'GET') =>
  ctx.app.inject({
    method,
    url: endpointUrl(calendarFeedEndpoints.address, { id: propertyId }),
    headers: { authorization },
  });

async function feedAddress(authorization = olivia): Promise<TCalendarFeed> {
  const response = await addressOf(authorization);
  expect(response.statusCode).toBe(200);
  return response.json<TCalendarFeed>();
}

/** The path of a feed address, as the app is injected without its host. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

/** Books an owner stay as the portal's calendar does, from day `start` to day `end` (offsets from today). */
const bookStay = (stay: { start: number; end: number } & Record<string, unknown>) => {
  const { start, end, ...fields } = stay;
  return ctx.app.inject({
    method: 'POST',
    url: endpointUrl(calendarEndpoints.createStay),
    headers: { authorization: olivia },
    payload: {
      property_id: propertyId,
      start_date: day(start),
      end_date: day(end),
      arrival: '16:00',
      guests_count: 2,
      reservation_for: 'Myself',
      ...fields,
    },
  });
};

type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  sequence: number;
};

/** The events as ical.js (the parser of Mozilla's calendar) reads them. */
function parseWithIcalJs(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.isDate).toBe(true);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? '',
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      sequence: event.sequence,
    };
  });
}

/** The same events as node-ical reads them: an independent parser. */
function parseWithNodeIcal(text: string): ParsedEvent[] {
  const localDate = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return Object.values(nodeIcal.sync.parseICS(text)).flatMap((component) => {
    if (!component || component.type !== 'VEVENT') return [];
    expect(component.datetype).toBe('date');
    const text = (value: unknown) =>
      typeof value === 'string' ? value : ((value as { val?: string })?.val ?? '');
    return [
      {
        uid: component.uid,
        summary: text(component.summary),
        description: text(component.description),
        start: localDate(component.start),
        // An all-day event always has its DTEND here.
        end: component.end ? localDate(component.end) : '',
        sequence: Number(component.sequence ?? 0),
      },
    ];
  });
}

async function readFeedEvents(url: string) {
  const response = await fetchFeed(url);
  expect(response.statusCode).toBe(200);
  const events = parseWithIcalJs(response.body);
  // Both parsers read the same events from the same text.
  expect(parseWithNodeIcal(response.body)).toEqual(events);
  return { response, events };
}

const eventOf = (events: ParsedEvent[], id: number) =>
  events.find((event) => event.uid.startsWith(`reservation-${id}@`));

describe('the feed address', () => {
  it('is made on the first GET and the same on every GET after it, over https-or-http and webcal', async () => {
    // Three first GETs at once (the dialog opened in three tabs) answer one address.
    const [first, ...others] = await Promise.all([feedAddress(), feedAddress(), feedAddress()]);
    if (!first) throw new Error('no address');
    expect(others).toEqual([first, first]);
    expect(first.url).toMatch(/^http:\/\/portal\.test\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcal_url).toBe(first.url.replace(/^http:/, 'webcal:'));
    expect(await feedAddress()).toEqual(first);
  });

  it('is one per owner: a co-owner has an address of their own', async () => {
    const olivias = await feedAddress(olivia);
    const carls = await feedAddress(carl);
    expect(carls.url).not.toBe(olivias.url);
    expect((await fetchFeed(carls.url)).statusCode).toBe(200);
  });

  it("answers 404 for a property that is not the caller's, and makes nothing", async () => {
    expect((await addressOf(oscar)).statusCode).toBe(404);
    expect((await addressOf(oscar, 'POST')).statusCode).toBe(404);
  });
});

describe('the feed', () => {
  it('is RFC 5545 text/calendar that two parsers read alike, with all-day events of the calendar dates', async () => {
    const { url } = await feedAddress();
    const { response, events } = await readFeedEvents(url);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('X-WR-TIMEZONE:America/Denver');
    expect(response.body).toContain('X-WR-CALNAME:Aspen Lodge · Harborstay');
    // CRLF line ends (RFC 5545 3.1).
    expect(response.body.split('\r\n').length).toBeGreaterThan(10);
    expect(eventOf(events, guestId)).toMatchObject({
      summary: 'Aspen Lodge: Guest stay · 4 nights',
      description: '',
      start: day(10),
      end: day(14),
    });
  });

  it('holds nothing of a guest: no name, e-mail or phone, of a guest booking or of an owner stay for another person', async () => {
    const created = await bookStay({
      start: 40,
      end: 43,
      arrival: '15:00',
      reservation_for: 'Other person',
      guest: { first_name: 'Frida', last_name: 'Friendname', email: 'frida@friend.test' },
      notes: 'Friends from Boston',
    });
    expect(created.statusCode).toBe(201);
    const { response, events } = await readFeedEvents((await feedAddress()).url);
    for (const secret of [
      GUEST.first,
      GUEST.last,
      GUEST.email,
      GUEST.phone,
      'Frida',
      'Friendname',
      'frida@',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    expect(eventOf(events, created.json<TReservation>().id)).toMatchObject({
      summary: 'Aspen Lodge: Owner stay · 3 nights',
      description: 'For another person · Arrival 15:00 · 2 guests\n\nFriends from Boston',
    });
  });

  it('shows an owner stay made in the portal with its notes, a block with its type, and drops canceled ones and those over a year past', async () => {
    const stay = await bookStay({
      start: 30,
      end: 35,
      guests_count: 4,
      notes: 'Bring the kayaks; back door code is with Carl',
    });
    expect(stay.statusCode).toBe(201);
    const block = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(calendarEndpoints.createBlock, { propertyId }),
      headers: { authorization: olivia },
      payload: {
        start_date: day(50),
        end_date: day(52),
        type_of_maintenance: 'Deep clean',
        notes: 'Spring clean',
      },
    });
    expect(block.statusCode).toBe(201);

    const { events } = await readFeedEvents((await feedAddress()).url);
    expect(eventOf(events, stay.json<TReservation>().id)).toMatchObject({
      summary: 'Aspen Lodge: Owner stay · 5 nights',
      description: 'Arrival 16:00 · 4 guests\n\nBring the kayaks; back door code is with Carl',
      start: day(30),
      end: day(35),
      sequence: 0,
    });
    // A block's DTEND is its first free day, which calendar apps show as ending the day before:
    // its text names both days as every screen does (issue 43, item 6).
    expect(eventOf(events, block.json<TReservation>().id)).toMatchObject({
      summary: 'Aspen Lodge: Block · Deep clean · 2 nights',
      description: `First night: ${longDate(day(50))}\nFree again: ${longDate(day(52))}\n\nSpring clean`,
      start: day(50),
      end: day(52),
    });
    const starts = events.map((event) => event.start);
    expect(starts).not.toContain(day(20)); // canceled
    expect(starts).not.toContain(day(-400)); // ended over a year ago
    expect(starts).toContain(day(-300));
  });

  it('keeps the UID and raises SEQUENCE on each change made in the portal, and drops a canceled stay', async () => {
    const { url } = await feedAddress();
    const stay = await bookStay({ start: 60, end: 62 });
    const id = stay.json<TReservation>().id;
    const before = eventOf((await readFeedEvents(url)).events, id);
    expect(before?.sequence).toBe(0);

    const modify = (endOffset: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: endpointUrl(calendarEndpoints.updateStay, { id }),
        headers: { authorization: olivia },
        payload: {
          status: 'confirmed',
          start_date: day(60),
          end_date: day(endOffset),
          arrival: '16:00',
          guests_count: 2,
          reservation_for: 'Myself',
        },
      });
    expect((await modify(63)).statusCode).toBe(200);
    const moved = eventOf((await readFeedEvents(url)).events, id);
    expect(moved).toMatchObject({ uid: before?.uid, end: day(63), sequence: 1 });
    expect((await modify(64)).statusCode).toBe(200);
    expect(eventOf((await readFeedEvents(url)).events, id)?.sequence).toBe(2);

    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: endpointUrl(calendarEndpoints.updateStay, { id }),
      headers: { authorization: olivia },
      payload: { status: 'canceled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(eventOf((await readFeedEvents(url)).events, id)).toBeUndefined();
  });

  it('raises SEQUENCE for a change through the provider API, and not for the same booking sent again', async () => {
    const { url } = await feedAddress();
    const booking = (updatedAt: string, endOffset: number, status = 'confirmed') => ({
      status,
      start_date: day(80),
      end_date: day(endOffset),
      arrival: '16:00',
      guests_count: 2,
      guest: { first_name: 'Pia', last_name: 'Providername', email: 'pia@guest.test', phone: null },
      platform: 'Vrbo',
      confirmation_code: 'VRBO1',
      confirmed_at: '2026-11-01T10:00:00Z',
      revenue: 500,
      management_fee: 100,
      net_income: 400,
      cleaning_cost: 0,
      updated_at: updatedAt,
    });
    const put = (body: ReturnType<typeof booking>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/provider/v1/properties/${propertyId}/reservations/FEED-1/`,
        headers: { authorization: `Bearer ${providerKey}` },
        payload: body,
      });
    expect((await put(booking('2026-11-01T10:00:00Z', 83))).statusCode).toBeLessThan(300);
    const [row] = await ctx.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.propertyId, propertyId), eq(reservations.externalId, 'FEED-1')));
    if (!row) throw new Error('the provider booking was not stored');
    const { id } = row;
    expect(eventOf((await readFeedEvents(url)).events, id)).toMatchObject({
      sequence: 0,
      summary: 'Aspen Lodge: Guest stay · 3 nights',
    });

    expect((await put(booking('2026-11-01T10:00:00Z', 83))).statusCode).toBeLessThan(300);
    expect(eventOf((await readFeedEvents(url)).events, id)?.sequence).toBe(0);

    expect((await put(booking('2026-11-02T10:00:00Z', 85))).statusCode).toBeLessThan(300);
    expect(eventOf((await readFeedEvents(url)).events, id)).toMatchObject({
      sequence: 1,
      summary: 'Aspen Lodge: Guest stay · 5 nights',
      end: day(85),
    });

    expect((await put(booking('2026-11-03T10:00:00Z', 85, 'canceled'))).statusCode).toBeLessThan(300);
    expect(eventOf((await readFeedEvents(url)).events, id)).toBeUndefined();
    // Standing again: back under the same UID, with a SEQUENCE above every earlier one.
    expect((await put(booking('2026-11-04T10:00:00Z', 85))).statusCode).toBeLessThan(300);
    expect(eventOf((await readFeedEvents(url)).events, id)?.sequence).toBe(3);
  });

  it('counts a revision that a writer sets itself as nothing: the database alone raises it', async () => {
    await ctx.db.update(reservations).set({ revision: 100 }).where(eq(reservations.id, guestId));
    const [unchanged] = await ctx.db
      .select({ revision: reservations.revision })
      .from(reservations)
      .where(eq(reservations.id, guestId));
    expect(unchanged?.revision).toBe(0);
    await ctx.db
      .update(reservations)
      .set({ notes: 'changed by a script' })
      .where(eq(reservations.id, guestId));
    const [raised] = await ctx.db
      .select({ revision: reservations.revision })
      .from(reservations)
      .where(eq(reservations.id, guestId));
    expect(raised?.revision).toBe(1);
  });

  it('answers 304 to an If-None-Match of its ETag, and a new ETag once the calendar changed', async () => {
    const { url } = await feedAddress();
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const again = await fetchFeed(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await ctx.db
      .update(reservations)
      .set({ endDate: day(15) })
      .where(eq(reservations.id, guestId));
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);

    // The calendar's name is part of the text too.
    const renamed = String(changed.headers.etag);
    await ctx.db
      .update(properties)
      .set({ entityName: 'Aspen Lodge North' })
      .where(eq(properties.id, propertyId));
    const afterRename = await fetchFeed(url, { 'if-none-match': renamed });
    expect(afterRename.statusCode).toBe(200);
    expect(afterRename.body).toContain('X-WR-CALNAME:Aspen Lodge North · Harborstay');
    await ctx.db.update(properties).set({ entityName: 'Aspen Lodge' }).where(eq(properties.id, propertyId));
  });

  it('answers 404 to a malformed or unknown address', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar-feeds/nothing.ics' })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/calendar-feeds/${'A'.repeat(43)}.ics` })).statusCode,
    ).toBe(404);
  });
});

describe('resetting the address', () => {
  it('makes a new one at once: the old one answers 404, the new one the calendar', async () => {
    const old = await feedAddress();
    expect((await fetchFeed(old.url)).statusCode).toBe(200);
    const reset = await addressOf(olivia, 'POST');
    expect(reset.statusCode).toBe(201);
    const fresh = reset.json<TCalendarFeed>();
    expect(fresh.url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
    expect(await feedAddress()).toEqual(fresh);
  });

  it("leaves a co-owner's address working", async () => {
    const carls = await feedAddress(carl);
    expect((await addressOf(olivia, 'POST')).statusCode).toBe(201);
    expect((await fetchFeed(carls.url)).statusCode).toBe(200);
  });
});

describe('access at every request', () => {
  it('stops serving an owner who no longer owns the property, and serves them again if they do', async () => {
    const { url } = await feedAddress(carl);
    const carlsOwnership = and(eq(propertyOwners.propertyId, propertyId), eq(propertyOwners.userId, carlId));
    await ctx.db.delete(propertyOwners).where(carlsOwnership);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    await ctx.db.insert(propertyOwners).values({ propertyId, userId: carlId });
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });
});

describe('the rate limit', () => {
  it(`answers 429 with Retry-After past ${FEED_REQUESTS.limit} requests an hour to one address, and serves again after the hour`, async () => {
    const reset = await addressOf(olivia, 'POST');
    const { url } = reset.json<TCalendarFeed>();
    for (let i = 0; i < FEED_REQUESTS.limit; i += 1) expect((await fetchFeed(url)).statusCode).toBe(200);
    const refused = await fetchFeed(url);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address is not held back by it.
    expect((await fetchFeed((await feedAddress(carl)).url)).statusCode).toBe(200);
    fake.advance(FEED_REQUESTS.windowMs);
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });
});
