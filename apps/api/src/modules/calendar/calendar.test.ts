import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  calendarEndpoints,
  endpointUrl,
  messages,
  type TReservation,
  type TCalendarPrice,
} from '@harborstay/contracts';
import { calendarPrices, reservations } from '@harborstay/db';
import { addDays, latestBookableDate, nightsBetween, todayIn } from '@harborstay/domain';
import { parseEml } from '../../testing/outbox';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';

const TIME_ZONE = 'America/Denver';
const OPERATIONS = 'ops@provider.test';
const ctx = await createTestApp({ options: { operationsEmail: OPERATIONS } });
afterAll(() => ctx.close());

const today = todayIn(TIME_ZONE);
const day = (offset: number) => addDays(today, offset);

let olivia: string;
let carl: string;
let oscar: string;
let propertyId: number;
let sharedId: number;
let guestBookingId: number;

/** $100 a night, $250 from day 60 on; day 20 is blocked By Default and day 21 for Advance Notice. */
const priceOf = (offset: number) => (offset >= 60 ? 25_000 : 10_000);

beforeAll(async () => {
  const owner = await createUser(ctx.db, {
    email: 'olivia@example.test',
    firstName: 'Olivia',
    withProfile: true,
  });
  const coOwner = await createUser(ctx.db, {
    email: 'carl@example.test',
    firstName: 'Carl',
    withProfile: true,
  });
  const other = await createUser(ctx.db, {
    email: 'oscar@example.test',
    firstName: 'Oscar',
    withProfile: true,
  });
  const property = await createProperty(ctx.db, {
    ownerIds: [owner.id],
    entityName: 'Aspen Lodge',
    timeZone: TIME_ZONE,
    maxOccupancy: 6,
    cleaningFeeCents: 15_000,
  });
  const shared = await createProperty(ctx.db, { ownerIds: [owner.id, coOwner.id], timeZone: TIME_ZONE });
  await createProperty(ctx.db, { ownerIds: [other.id], timeZone: TIME_ZONE });
  propertyId = property.id;
  sharedId = shared.id;
  await ctx.db.insert(calendarPrices).values(
    Array.from({ length: 120 }, (_, i) => ({
      propertyId,
      date: day(i - 5),
      priceCents: priceOf(i - 5),
      blockRef: i - 5 === 20 ? 'bd' : i - 5 === 21 ? 'an' : null,
    })),
  );
  const [guest] = await ctx.db
    .insert(reservations)
    .values({
      propertyId,
      kind: 'guest',
      status: 'confirmed',
      startDate: day(10),
      endDate: day(14),
      guestsCount: 3,
      guestFirstName: 'Gina',
      guestLastName: 'Guest',
      guestEmail: 'gina@guest.test',
      guestPhone: '+13035550199',
      platform: 'Airbnb',
      notes: 'Late check-in',
      revenueCents: 80_000,
      netIncomeCents: 64_000,
    })
    .returning();
  guestBookingId = guest?.id ?? 0;
  olivia = (await signIn(ctx.app, owner.email)).authorization;
  carl = (await signIn(ctx.app, coOwner.email)).authorization;
  oscar = (await signIn(ctx.app, other.email)).authorization;
});

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; as?: string };
const call = ({ method, url, payload, as = olivia }: Call) =>
  ctx.app.inject({ method, url, headers: { authorization: as }, ...(payload ? { payload } : {}) });

const stay = (overrides: Record<string, unknown> = {}) => ({
  property_id: propertyId,
  start_date: day(30),
  end_date: day(33),
  arrival: '16:00',
  guests_count: 2,
  reservation_for: 'Myself',
  guest: null,
  notes: 'Family weekend',
  ...overrides,
});
const block = (overrides: Record<string, unknown> = {}) => ({
  start_date: day(40),
  end_date: day(42),
  type_of_maintenance: 'Deep clean',
  notes: 'Carpets and windows',
  ...overrides,
});

const createStay = (payload: object, as?: string) =>
  call({ method: 'POST', url: endpointUrl(calendarEndpoints.createStay), payload, as });
const updateStay = (id: number, payload: object, as?: string) =>
  call({ method: 'PUT', url: endpointUrl(calendarEndpoints.updateStay, { id }), payload, as });
const blockUrl = (id = propertyId) => endpointUrl(calendarEndpoints.createBlock, { propertyId: id });
const listUrl = (id = propertyId) =>
  `${endpointUrl(calendarEndpoints.reservations, { id })}?start=${day(-5)}&end=${day(120)}`;

async function outboxMails() {
  await ctx.app.jobs.drain();
  let files: string[];
  try {
    files = readdirSync(ctx.outboxDir);
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(path.join(ctx.outboxDir, file), 'utf8'));
}

describe('owner stays', () => {
  it('books a stay as confirmed; the server computes its opportunity cost and cleaning cost', async () => {
    const response = await createStay(stay());
    expect(response.statusCode).toBe(201);
    const body = response.json<TReservation>();
    expect(body).toMatchObject({
      property_id: propertyId,
      kind: 'owner',
      status: 'confirmed',
      start_date: day(30),
      end_date: day(33),
      nights_count: 3,
      arrival: '16:00',
      departure: '10:00 AM',
      guests_count: 2,
      reservation_for: 'Myself',
      guest: null,
      key: 'Owner Reservation',
      color: '#3D91FF',
      revenue: 0,
      opportunity_cost: 300,
      cleaning_cost: 150,
      is_editable: true,
    });
    const read = await call({
      method: 'GET',
      url: endpointUrl(calendarEndpoints.reservation, { id: body.id }),
    });
    expect(read.json()).toEqual(body);
  });

  it('ignores money the client sends', async () => {
    const response = await createStay(stay({ start_date: day(58), end_date: day(62), opportunity_cost: 1 }));
    expect(response.statusCode).toBe(201);
    // Two nights at $100 and two at $250.
    expect(response.json<TReservation>().opportunity_cost).toBe(700);
  });

  it.each([
    ['a past check-in', { start_date: day(-1), end_date: day(2) }, { start_date: [messages.pastDate] }],
    [
      'a check-out before the check-in',
      { start_date: day(50), end_date: day(48) },
      { end_date: ['Check out date must be on or after the check in date'] },
    ],
    [
      'one night',
      { start_date: day(50), end_date: day(51) },
      { end_date: ["Reservation doesn't match minimum nights restrictions: 2"] },
    ],
    [
      '29 nights',
      { start_date: day(70), end_date: day(99) },
      { end_date: ['Please contact the Harborstay team for bookings stays of 29 days or longer'] },
    ],
    [
      'an arrival before 2 PM',
      { arrival: '13:59' },
      { arrival: ['Available time range: 02:00 PM - 11:59 PM'] },
    ],
    [
      'more guests than the property takes',
      { guests_count: 7 },
      { guests_count: ['Enter a whole number from 1 to 6'] },
    ],
    [
      'no dates',
      { start_date: '', end_date: '' },
      { start_date: [messages.required], end_date: [messages.required] },
    ],
    [
      "an other person's stay without names",
      { reservation_for: 'Other person', guest: { first_name: '', last_name: '', email: 'x@', phone: null } },
      {
        'guest.first_name': [messages.required],
        'guest.last_name': [messages.required],
        'guest.email': [messages.invalidEmail],
      },
    ],
  ])('refuses %s with its message under its field', async (_name, overrides, expected) => {
    const response = await createStay(stay({ start_date: day(80), end_date: day(83), ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('refuses an overlap with a guest booking and with blocked price nights (bd, an)', async () => {
    for (const [start, end] of [
      [day(12), day(15)],
      [day(18), day(21)],
      [day(21), day(23)],
    ] as const) {
      const response = await createStay(stay({ start_date: start, end_date: end }));
      expect(response.statusCode, `${start} to ${end}`).toBe(400);
      expect(response.json()).toEqual({ start_date: [messages.overlap] });
    }
    // Check-out on the guest's check-in day is fine.
    expect((await createStay(stay({ start_date: day(8), end_date: day(10) }))).statusCode).toBe(201);
  });

  it('yields exactly one stay of 20 overlapping requests at once, and no overlap in the database', async () => {
    const requests = Array.from({ length: 20 }, (_, i) =>
      createStay(stay({ start_date: day(100 + (i % 3)), end_date: day(104 + (i % 3)) })),
    );
    const answers = await Promise.all(requests);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      expect(answer.json()).toEqual({ start_date: [messages.overlap] });
    }
    const rows = await ctx.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.propertyId, propertyId),
          inArray(reservations.status, ['confirmed', 'in progress', 'unavailable']),
        ),
      );
    for (const [i, a] of rows.entries()) {
      for (const b of rows.slice(i + 1)) {
        expect(a.startDate < b.endDate && b.startDate < a.endDate, `${a.id} and ${b.id}`).toBe(false);
      }
    }
  });

  it('modifies a stay (guests) and cancels it, which frees its nights', async () => {
    const created = (await createStay(stay({ start_date: day(44), end_date: day(47) }))).json<TReservation>();
    const { property_id: _p, ...fields } = stay({ start_date: day(44), end_date: day(47), guests_count: 4 });
    const modified = await updateStay(created.id, { ...fields, status: 'confirmed' });
    expect(modified.statusCode).toBe(200);
    expect(modified.json<TReservation>().guests_count).toBe(4);

    const canceled = await updateStay(created.id, { status: 'canceled' });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json<TReservation>()).toMatchObject({ status: 'canceled', is_editable: false });
    expect((await createStay(stay({ start_date: day(44), end_date: day(47) }))).statusCode).toBe(201);
    // A canceled stay is history: it cannot come back.
    expect((await updateStay(created.id, { ...fields, status: 'confirmed' })).statusCode).toBe(400);
  });

  it("stores an other person's contact and shows it to the owner", async () => {
    const guest = { first_name: 'Ann', last_name: 'Lee', email: 'Ann@Example.test', phone: '+13035550123' };
    const response = await createStay(
      stay({ start_date: day(64), end_date: day(66), reservation_for: 'Other person', guest }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<TReservation>().guest).toEqual({ ...guest, email: 'ann@example.test' });
  });
});

describe('notes on several lines and dates at most 20 years ahead (issue 26, points 4 and 5)', () => {
  it('keeps the line breaks of a stay’s and a block’s notes and refuses a tab', async () => {
    const notes = 'Arriving late\nKeys in the lockbox\r\nTwo dogs';
    const created = await createStay(stay({ start_date: day(200), end_date: day(202), notes }));
    expect(created.statusCode).toBe(201);
    const id = created.json<TReservation>().id;
    const listed = await call({
      method: 'GET',
      url: `${endpointUrl(calendarEndpoints.reservations, { id: propertyId })}?start=${day(200)}&end=${day(202)}`,
    });
    expect(listed.json<TReservation[]>().find((r) => r.id === id)?.notes).toBe(notes);
    expect((await updateStay(id, { status: 'canceled' })).statusCode).toBe(200);

    const blocked = await call({
      method: 'POST',
      url: blockUrl(),
      payload: block({ start_date: day(204), end_date: day(205), notes: 'Boiler\nthen chimney' }),
    });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json<TReservation>().notes).toBe('Boiler\nthen chimney');
    const released = await call({
      method: 'PUT',
      url: blockUrl(),
      payload: { id: blocked.json<TReservation>().id, status: 'available' },
    });
    expect(released.statusCode).toBe(200);

    const tabbed = await createStay(stay({ start_date: day(200), end_date: day(202), notes: 'a\tb' }));
    expect(tabbed.statusCode).toBe(400);
    expect(tabbed.json()).toEqual({ notes: [messages.controlCharactersInText] });
  });

  it('takes a stay up to 20 years from the property’s today and refuses one day more, 2047 and 2126', async () => {
    const latest = latestBookableDate(today);
    const atTheEdge = await createStay(stay({ start_date: addDays(latest, -2), end_date: latest }));
    expect(atTheEdge.statusCode).toBe(201);
    expect((await updateStay(atTheEdge.json<TReservation>().id, { status: 'canceled' })).statusCode).toBe(
      200,
    );

    const oneDayMore = await createStay(
      stay({ start_date: addDays(latest, -1), end_date: addDays(latest, 1) }),
    );
    expect(oneDayMore.statusCode).toBe(400);
    expect(oneDayMore.json()).toEqual({ end_date: ['Please choose dates within the next 20 years'] });
    for (const year of ['2047', '2126']) {
      const far = await createStay(stay({ start_date: `${year}-07-01`, end_date: `${year}-07-04` }));
      expect(far.statusCode).toBe(400);
      expect(far.json()).toEqual({ start_date: [messages.tooFarAhead], end_date: [messages.tooFarAhead] });
    }
  });

  it('refuses a block past 20 years ahead, on create and on modify', async () => {
    const far = await call({
      method: 'POST',
      url: blockUrl(),
      payload: block({ start_date: '2047-03-01', end_date: '2047-03-03' }),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ start_date: [messages.tooFarAhead], end_date: [messages.tooFarAhead] });
    const created = await call({
      method: 'POST',
      url: blockUrl(),
      payload: block({ start_date: day(207), end_date: day(208) }),
    });
    const id = created.json<TReservation>().id;
    const moved = await call({
      method: 'PUT',
      url: blockUrl(),
      payload: { ...block({ start_date: '2126-01-01', end_date: '2126-01-02' }), id, status: 'unavailable' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ start_date: [messages.tooFarAhead], end_date: [messages.tooFarAhead] });
    await call({ method: 'PUT', url: blockUrl(), payload: { id, status: 'available' } });
  });
});

describe('guest bookings', () => {
  it("show an owner the guest's name only, and cannot be changed", async () => {
    const read = await call({
      method: 'GET',
      url: endpointUrl(calendarEndpoints.reservation, { id: guestBookingId }),
    });
    expect(read.json<TReservation>()).toMatchObject({
      kind: 'guest',
      key: 'guesty',
      guest: { first_name: 'Gina', last_name: 'Guest', email: null, phone: null },
      notes: null,
      net_income: 640,
      is_editable: false,
    });
    expect(read.body).not.toContain('gina@guest.test');
    const { property_id: _p, ...fields } = stay();
    for (const payload of [{ status: 'canceled' }, { ...fields, status: 'confirmed' }]) {
      const response = await updateStay(guestBookingId, payload);
      expect(response.statusCode).toBe(403);
    }
    const asBlock = await call({
      method: 'PUT',
      url: blockUrl(),
      payload: { id: guestBookingId, status: 'available' },
    });
    expect(asBlock.statusCode).toBe(403);
  });
});

describe('maintenance blocks', () => {
  it('blocks dates as unavailable; one day when start equals end; notes required', async () => {
    const created = await call({ method: 'POST', url: blockUrl(), payload: block() });
    expect(created.statusCode).toBe(201);
    expect(created.json<TReservation>()).toMatchObject({
      kind: 'maintenance',
      status: 'unavailable',
      start_date: day(40),
      end_date: day(42),
      color: '#9B9B9B',
      opportunity_cost: 200,
      type_of_maintenance: 'Deep clean',
    });
    const oneDay = await call({
      method: 'POST',
      url: blockUrl(),
      payload: block({ start_date: day(50), end_date: day(50) }),
    });
    expect(oneDay.json<TReservation>()).toMatchObject({
      start_date: day(50),
      end_date: day(51),
      nights_count: 1,
    });
    const noNotes = await call({ method: 'POST', url: blockUrl(), payload: block({ notes: '' }) });
    expect(noNotes.json()).toEqual({ notes: [messages.required] });
  });

  it.each([
    [
      'past dates',
      { start_date: day(-3), end_date: day(-1) },
      { start_date: [messages.pastDate], end_date: [messages.pastDate] },
    ],
    [
      'an end before the start',
      { start_date: day(90), end_date: day(89) },
      { end_date: [messages.blockEndBeforeStart] },
    ],
    ['29 days', { start_date: day(70), end_date: day(99) }, { end_date: [messages.longStay(29)] }],
    ['an overlap', { start_date: day(11), end_date: day(12) }, { start_date: [messages.overlap] }],
  ])('refuses %s', async (_name, overrides, expected) => {
    const response = await call({ method: 'POST', url: blockUrl(), payload: block(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('modifies a block and releases it, which frees its nights', async () => {
    const created = (
      await call({
        method: 'POST',
        url: blockUrl(),
        payload: block({ start_date: day(52), end_date: day(55) }),
      })
    ).json<TReservation>();
    const modified = await call({
      method: 'PUT',
      url: blockUrl(),
      payload: {
        ...block({ start_date: day(52), end_date: day(56), notes: 'More work' }),
        id: created.id,
        status: 'unavailable',
      },
    });
    expect(modified.json<TReservation>()).toMatchObject({ end_date: day(56), notes: 'More work' });
    const released = await call({
      method: 'PUT',
      url: blockUrl(),
      payload: { id: created.id, status: 'available' },
    });
    expect(released.json<TReservation>().status).toBe('available');
    expect((await createStay(stay({ start_date: day(52), end_date: day(56) }))).statusCode).toBe(201);
  });
});

describe('the calendar reads', () => {
  it('lists the reservations of a window and the nightly prices with their block refs', async () => {
    const list = (await call({ method: 'GET', url: listUrl() })).json<TReservation[]>();
    expect(list.some((r) => r.id === guestBookingId)).toBe(true);
    expect(list.every((r) => r.property_id === propertyId)).toBe(true);
    const prices = await call({
      method: 'GET',
      url: endpointUrl(calendarEndpoints.prices, { id: propertyId, startDate: day(19), endDate: day(22) }),
    });
    expect(prices.json<TCalendarPrice[]>()).toEqual([
      { date: day(19), price: 100, block_refs: [] },
      { date: day(20), price: 100, block_refs: [{ type: 'bd' }] },
      { date: day(21), price: 100, block_refs: [{ type: 'an' }] },
      { date: day(22), price: 100, block_refs: [] },
    ]);
    const tooLong = await call({
      method: 'GET',
      url: endpointUrl(calendarEndpoints.prices, { id: propertyId, startDate: day(0), endDate: day(2000) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(nightsBetween(day(0), day(2000))).toBe(2000);
  });

  it('refuses dates outside 1900 to 2200 under their field, in lists, prices, stays and blocks (issue 28)', async () => {
    const outOfRange = ['Enter a date between 1900 and 2200.'];
    const list = await call({
      method: 'GET',
      url: `${endpointUrl(calendarEndpoints.reservations, { id: propertyId })}?start=0000-01-01&end=${day(10)}`,
    });
    expect(list.statusCode).toBe(400);
    expect(list.json<Record<string, string[]>>().start).toEqual(outOfRange);
    const prices = await call({
      method: 'GET',
      url: endpointUrl(calendarEndpoints.prices, {
        id: propertyId,
        startDate: day(0),
        endDate: '9999-12-31',
      }),
    });
    expect(prices.statusCode).toBe(400);
    expect(prices.json<Record<string, string[]>>().endDate).toEqual(outOfRange);
    const farBlock = await call({
      method: 'POST',
      url: blockUrl(),
      payload: block({ end_date: '9999-12-31' }),
    });
    expect(farBlock.statusCode).toBe(400);
    expect(farBlock.json<Record<string, string[]>>().end_date).toEqual(outOfRange);
    const oldStay = await createStay(stay({ start_date: '0050-03-15' }));
    expect(oldStay.statusCode).toBe(400);
    expect(oldStay.json<Record<string, string[]>>().start_date).toEqual(outOfRange);
  });
});

describe('access', () => {
  it('refuses another owner everything of the property', async () => {
    expect((await call({ method: 'GET', url: listUrl(), as: oscar })).statusCode).toBe(404);
    expect((await createStay(stay({ start_date: day(85), end_date: day(88) }), oscar)).statusCode).toBe(404);
    expect((await call({ method: 'POST', url: blockUrl(), payload: block(), as: oscar })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call({
          method: 'GET',
          url: endpointUrl(calendarEndpoints.reservation, { id: guestBookingId }),
          as: oscar,
        })
      ).statusCode,
    ).toBe(404);
    expect((await updateStay(guestBookingId, { status: 'canceled' }, oscar)).statusCode).toBe(404);
  });

  it('lets a co-owner book on the shared property only', async () => {
    const shared = await createStay(
      stay({ property_id: sharedId, start_date: day(30), end_date: day(33) }),
      carl,
    );
    expect(shared.statusCode).toBe(201);
    expect((await createStay(stay({ start_date: day(85), end_date: day(88) }), carl)).statusCode).toBe(404);
  });
});

describe('the operations e-mail', () => {
  it('tells OPERATIONS_EMAIL of every owner stay and block created, modified or cancelled', async () => {
    const all = await outboxMails();
    // Besides the operations e-mails, only the owner's own confirmations (notifications/).
    const mails = all.filter((mail) => mail.includes(`To: ${OPERATIONS}`));
    expect(mails.length).toBeGreaterThan(5);
    expect(
      all
        .filter((mail) => !mail.includes(`To: ${OPERATIONS}`))
        .every((mail) => mail.includes('.own_booking.')),
    ).toBe(true);
    // Headers fold long lines (RFC 5322): unfolded before reading.
    const subjects = mails.map((mail) => parseEml(mail).subject);
    expect(subjects).toContain(`Owner stay created: Aspen Lodge, ${day(30)} to ${day(33)}`);
    expect(subjects.some((subject) => subject.startsWith('Owner stay canceled: Aspen Lodge'))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith('Maintenance block released: Aspen Lodge'))).toBe(
      true,
    );
    expect(mails.some((mail) => mail.includes('Family weekend') && mail.includes('Guests: 2'))).toBe(true);
    // A block's dates in the words of every screen: its first night, the day it is free again.
    expect(subjects).toContain(
      `Maintenance block created: Aspen Lodge, first night ${day(40)}, free again ${day(42)}`,
    );
    const created = mails
      .map(parseEml)
      .find((mail) =>
        mail.subject.startsWith(`Maintenance block created: Aspen Lodge, first night ${day(40)}`),
      );
    expect(created?.text).toContain(`First night: ${day(40)}\nFree again: ${day(42)}\n`);
    expect(created?.text).not.toContain('Blocked nights');
  });
});
