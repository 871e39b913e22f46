import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_GUESTY_CREDENTIALS, startFakeGuesty, type FakeGuesty } from './fake-guesty';
import { startWebhookReceiver } from './webhook-receiver';

// A self-test: the fake answers in the shapes the Guesty connector will be written against.
const started: FakeGuesty[] = [];
const start = async (options?: Parameters<typeof startFakeGuesty>[0]) => {
  const fake = await startFakeGuesty(options);
  started.push(fake);
  return fake;
};
afterAll(() => Promise.all(started.map((fake) => fake.close())));

const requestToken = (fake: FakeGuesty, clientSecret = FAKE_GUESTY_CREDENTIALS.clientSecret) =>
  fetch(`${fake.url}/oauth2/token`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'open-api',
      client_id: FAKE_GUESTY_CREDENTIALS.clientId,
      client_secret: clientSecret,
    }),
  });

const json = async <T>(response: Response) => (await response.json()) as T;
type SearchPage = {
  results: { reservationId: string; lastUpdatedAt: string }[];
  pagination: { skip: number; limit: number; hasMore: boolean };
};
type Day = { status: string; blocks: Record<string, boolean> };

/** A client of the fake with one token, as the connector would hold it. */
async function connect(fake: FakeGuesty) {
  const { access_token } = (await (await requestToken(fake)).json()) as { access_token: string };
  return (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${fake.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
}

describe('fake Guesty', () => {
  it('issues a token, then answers a listing call with the rate-limit headers', async () => {
    const fake = await start();
    const listing = fake.addListing({ nickname: 'SEA-12' });
    const answer = await requestToken(fake);
    expect(await answer.json()).toEqual({
      token_type: 'Bearer',
      expires_in: 86_400,
      access_token: expect.any(String),
      scope: 'open-api',
    });
    expect((await fetch(`${fake.url}/v1/listings`)).status).toBe(401);

    const call = await connect(fake);
    const listings = await call('/v1/listings?limit=100&skip=0');
    expect(listings.status).toBe(200);
    expect(await listings.json()).toEqual({ results: [listing], fields: '', limit: 100, skip: 0, count: 1 });
    expect(listings.headers.get('x-ratelimit-limit-second')).toBe('15');
    expect(listings.headers.get('x-ratelimit-remaining-second')).toBe('14');
    expect(listings.headers.get('x-ratelimit-remaining-hour')).toBe('4999');
    const some = await json<{ results: unknown[] }>(
      await call('/v1/listings?fields=nickname%20address.city'),
    );
    expect(some.results).toEqual([{ _id: listing._id, nickname: 'SEA-12', address: listing.address }]);
  });

  it('refuses wrong credentials, and the 6th token of the day', async () => {
    const fake = await start();
    expect((await requestToken(fake, 'wrong')).status).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await requestToken(fake)).status).toBe(200);
    const sixth = await requestToken(fake);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: expect.any(String) } });
    expect(fake.tokenCalls()).toBe(7);
  });

  it('answers 429 with Retry-After past the per-second limit, and injected failures', async () => {
    const fake = await start({ limits: { second: 2 } });
    const call = await connect(fake);
    const answers = [await call('/v1/owners'), await call('/v1/owners'), await call('/v1/owners')];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[2]?.headers.get('retry-after')).toBe('1');
    expect(answers[2]?.headers.get('x-ratelimit-remaining-second')).toBe('0');

    fake.limits.second = 100;
    fake.failNext(1, 503);
    expect((await call('/v1/owners')).status).toBe(503);
    fake.expireTokens();
    expect((await call('/v1/owners')).status).toBe(401);
  });

  it('searches reservations by listing, check-in and status, page by page, and reads them by id', async () => {
    const fake = await start();
    const call = await connect(fake);
    const [a, b] = [fake.addListing(), fake.addListing()];
    const first = fake.addReservation(a._id, '2026-07-01', '2026-07-04');
    const second = fake.addReservation(a._id, '2026-07-10', '2026-07-12', { status: 'reserved' });
    fake.addReservation(a._id, '2026-07-20', '2026-07-22', { status: 'canceled' });
    fake.addReservation(a._id, '2026-08-01', '2026-08-03');
    fake.addReservation(b._id, '2026-07-05', '2026-07-07');

    const filter =
      `filter[listingId]=${a._id}&filter[checkIn][gte]=2026-07-01&filter[checkIn][lte]=2026-07-31` +
      '&filter[status]=confirmed,reserved&sort=checkIn&limit=1';
    const page1 = await json<SearchPage>(await call(`/v1/reservations-v3/search?${filter}`));
    expect(page1).toEqual({
      results: [
        {
          reservationId: first._id,
          status: 'confirmed',
          listingId: a._id,
          checkInDateLocalized: '2026-07-01',
          checkOutDateLocalized: '2026-07-04',
          lastUpdatedAt: first.lastUpdatedAt,
        },
      ],
      pagination: { skip: 0, limit: 1, hasMore: true },
    });
    const page2 = await json<SearchPage>(await call(`/v1/reservations-v3/search?${filter}&skip=1`));
    expect(page2.results.map((row) => row.reservationId)).toEqual([second._id]);
    expect(page2.pagination.hasMore).toBe(false);
    expect((await call('/v1/reservations-v3/search?filter[guestId]=x')).status).toBe(400);

    fake.updateReservation(first._id, { checkOut: '2026-07-05' });
    const byIds = await call(`/v1/reservations-v3?reservationIds[]=${first._id}&reservationIds[]=missing`);
    expect(await byIds.json()).toEqual([first]);
    expect(first.lastUpdatedAt > (page1.results[0]?.lastUpdatedAt ?? '')).toBe(true);
  });

  it('embeds neither guest nor money in a v3 reservation: the folio overview and the guest are read apart', async () => {
    const fake = await start();
    const call = await connect(fake);
    const listing = fake.addListing({}, { basePrice: 200, currency: 'USD' });
    const [first, second] = [
      fake.addReservation(listing._id, '2026-07-01', '2026-07-04'),
      fake.addReservation(listing._id, '2026-07-10', '2026-07-12'),
    ];
    const [read] = await json<Record<string, unknown>[]>(
      await call(`/v1/reservations-v3?reservationIds[]=${first._id}`),
    );
    expect(read).not.toHaveProperty('money');
    expect(read).not.toHaveProperty('guest');
    expect(read?.guestId).toBe(first.guestId);

    const overview = (ids: string[], fields: string) =>
      call(`/v1/guest-folio/overview?reservationIds=${ids.join(',')}&fields=${fields}`);
    const answer = await overview([first._id, 'missing', second._id], 'hostPayout,commission,currency');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      results: [
        { reservationId: first._id, hostPayout: 662, commission: 116.4, currency: 'USD' },
        { reservationId: second._id, hostPayout: 468, commission: 77.6, currency: 'USD' },
      ],
      notFound: ['missing'],
    });
    expect((await overview([first._id], '')).status).toBe(400);
    expect((await overview([first._id], 'hostPayout,payoutOfTheMoon')).status).toBe(400);
    expect((await overview([], 'hostPayout')).status).toBe(400);
    const tooMany = Array.from({ length: 201 }, (_, index) => `r${index}`);
    expect((await overview(tooMany, 'hostPayout')).status).toBe(400);
    expect((await overview(tooMany.slice(1), 'hostPayout')).status).toBe(200);

    expect(await json(await call(`/v1/guests/${first.guestId}`))).toMatchObject({
      _id: first.guestId,
      firstName: 'Grace',
      lastName: 'Guest',
    });
    expect((await call('/v1/guests/missing')).status).toBe(404);
  });

  it('shows an owner reservation on the calendar with blocks.o, and a manual block with blocks.m', async () => {
    const fake = await start();
    const call = await connect(fake);
    const listing = fake.addListing({}, { basePrice: 210, currency: 'EUR' });
    const owner = fake.addOwner({ listings: [listing._id] });

    const missing = await call('/v1/reservations-v3/owner/confirmed', {
      method: 'POST',
      body: { listingId: listing._id, source: 'owner' },
    });
    expect(missing.status).toBe(400);
    expect((await json<{ error: unknown }>(missing)).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
    });

    const created = await call('/v1/reservations-v3/owner/confirmed', {
      method: 'POST',
      body: {
        listingId: listing._id,
        checkInDateLocalized: '2026-07-01',
        checkOutDateLocalized: '2026-07-03',
        source: 'owner',
        creationInfo: { owner: { _id: owner._id, fullName: owner.fullName } },
      },
    });
    const confirmed = await json<{ reservationId: string }>(created);
    expect(confirmed).toMatchObject({ status: 'confirmed', checkInDate: '2026-07-01', source: 'owner' });
    expect(fake.ownerReservations(listing._id).map((r) => r._id)).toEqual([confirmed.reservationId]);

    const blocked = await call(`/v1/availability-pricing/api/calendar/listings/${listing._id}`, {
      method: 'PUT',
      body: {
        startDate: '2026-07-05',
        endDate: '2026-07-06',
        status: 'unavailable',
        blockReason: 'Maintenance',
      },
    });
    expect(await blocked.json()).toBe('ok');
    expect(fake.blocksOf(listing._id)).toEqual([
      { startDate: '2026-07-05', endDate: '2026-07-06', blockReason: 'Maintenance' },
    ]);

    const calendar = await call(
      `/v1/availability-pricing/api/calendar/listings/${listing._id}?startDate=2026-07-01&endDate=2026-07-05`,
    );
    const { days } = (await json<{ data: { days: Day[] } }>(calendar)).data;
    expect(days.map((day) => day.status)).toEqual([
      'booked',
      'booked',
      'available',
      'available',
      'unavailable',
    ]);
    expect(days[0]).toMatchObject({
      date: '2026-07-01',
      listingId: listing._id,
      currency: 'EUR',
      price: 210,
      reservationId: confirmed.reservationId,
      blocks: { o: true, b: false, m: false },
    });
    expect(days[4]?.blocks).toMatchObject({ m: true, o: false });

    const canceled = await call(`/v1/reservations-v3/${confirmed.reservationId}/status`, {
      method: 'PUT',
      body: { status: 'canceled', canceledBy: 'OWNER' },
    });
    expect(await canceled.json()).toMatchObject({
      reservationId: confirmed.reservationId,
      status: 'canceled',
    });
    const unknown = await call('/v1/availability-pricing/api/calendar/listings/nope?startDate=2026-07-01');
    expect(await unknown.json()).toMatchObject({ code: 'LISTING_NOT_FOUND', message: 'Listing not found' });
  });

  it('delivers a webhook signed as Svix signs, which the Standard Webhooks verifier accepts', async () => {
    const fake = await start();
    const call = await connect(fake);
    const receiver = await startWebhookReceiver();
    try {
      const unknownEvent = await call('/v1/webhooks', {
        method: 'POST',
        body: { url: receiver.url, events: ['reservation.teleported'] },
      });
      expect(unknownEvent.status).toBe(400);
      const subscribed = await call('/v1/webhooks', {
        method: 'POST',
        body: { url: receiver.url, events: ['calendar.updated.v2'] },
      });
      expect(await subscribed.json()).toMatchObject({ url: receiver.url, events: ['calendar.updated.v2'] });
      const secret = await call(`/v1/webhooks-v2/secret?url=${encodeURIComponent(receiver.url)}`);
      const { key } = await json<{ key: string }>(secret);
      expect(key).toMatch(/^whsec_/);

      const listing = fake.addListing();
      const payload = fake.calendarEvent(listing._id, '2026-07-01', '2026-07-03');
      await fake.deliver('calendar.updated.v2', payload);
      await fake.deliver('calendar.updated.v2', payload, { wrongSignature: true });
      await fake.deliver('calendar.updated.v2', payload, { ageSeconds: 600, id: 'msg_replayed' });
      const verify = (index: number) => {
        const delivery = receiver.received[index];
        if (!delivery) throw new Error(`No delivery ${index}`);
        const { headers, body } = delivery;
        return new Webhook(key).verify(body, {
          'webhook-id': String(headers['svix-id']),
          'webhook-timestamp': String(headers['svix-timestamp']),
          'webhook-signature': String(headers['svix-signature']),
        });
      };
      expect(verify(0)).toEqual({
        listingId: listing._id,
        accountId: expect.any(String),
        currency: 'USD',
        dateRange: { start: '2026-07-01', end: '2026-07-03' },
      });
      expect(() => verify(1)).toThrow('No matching signature found');
      expect(receiver.received[2]?.headers['svix-id']).toBe('msg_replayed');
      expect(() => verify(2)).toThrow('Message timestamp too old');
    } finally {
      await receiver.close();
    }
  });
});
