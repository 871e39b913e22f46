/**
 * The owners' notification e-mails (issue 27, item 2) end to end through the API: each cause (the
 * provider API, the admin's document:add, the owner's own calendar), the settings, the one-click
 * unsubscribe, and the bulk import that tells nobody. Cross-cutting, so beside the route matrix.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type TNotificationSettings,
  type TProviderReservationPut,
} from '@harborstay/contracts';
import { jobs } from '@harborstay/db';
import { addDays, todayIn } from '@harborstay/domain';
import { runAdminCommand } from './admin/commands';
import { seedDemo } from './admin/demo-seed';
import { RESERVATION_COLUMNS } from './admin/reservations-import';
import { testAdminDeps } from './testing/admin-deps';
import { multipartBody } from './testing/multipart';
import { readOutbox, type OutboxMail } from './testing/outbox';
import { createProperty, createTestApp, createUser, signIn } from './testing/test-app';
import { createProviderKey } from './modules/provider/keys';

const ctx = await createTestApp();
let folder: string;
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

const SETTINGS_URL = '/api/owners/owner/notifications/';
const today = todayIn('UTC');
const day = (offset: number) => addDays(today, offset);

type Owner = { id: number; email: string; authorization: string };
let key: string;
let olivia: Owner;
let carl: Owner;
let oscar: Owner;
/** Olivia's and Carl's. */
let shared: number;
/** Oscar's alone. */
let oscars: number;

async function owner(email: string, firstName: string): Promise<Owner> {
  const user = await createUser(ctx.db, { email, firstName, withProfile: true });
  return { id: user.id, email, authorization: (await signIn(ctx.app, email)).authorization };
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'harborstay-notifications-'));
  key = `Bearer ${(await createProviderKey(ctx.db, 'notifications test')).key}`;
  olivia = await owner('olivia.notify@example.test', 'Olivia');
  carl = await owner('carl.notify@example.test', 'Carl');
  oscar = await owner('oscar.notify@example.test', 'Oscar');
  shared = (await createProperty(ctx.db, { ownerIds: [olivia.id, carl.id], entityName: 'Lakeside Cabin' }))
    .id;
  oscars = (await createProperty(ctx.db, { ownerIds: [oscar.id], entityName: 'Pine Lodge', maxOccupancy: 6 }))
    .id;
});

/** Each test reads the e-mails its own calls caused. */
beforeEach(async () => {
  await sentMail();
});

/** Runs every queued job, then reads what was sent since the last call. */
async function sentMail(): Promise<OutboxMail[]> {
  await ctx.app.jobs.drain();
  const mails = readOutbox(ctx.outboxDir);
  rmSync(ctx.outboxDir, { recursive: true, force: true });
  return mails;
}

/** A header of a raw message, its folded lines joined. */
function headerOf(mail: OutboxMail, name: string): string {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

function unsubscribeAddressOf(mail: OutboxMail): string {
  const address = /^<(http:\/\/portal\.test\/api\/owners\/notifications\/unsubscribe\/[^>]+\/)>$/.exec(
    headerOf(mail, 'List-Unsubscribe'),
  )?.[1];
  if (!address) throw new Error(`no List-Unsubscribe address in ${mail.subject}`);
  return address.replace('http://portal.test', '');
}

const settingsOf = async (who: Owner) =>
  (
    await ctx.app.inject({ method: 'GET', url: SETTINGS_URL, headers: { authorization: who.authorization } })
  ).json<TNotificationSettings>();

const saveSettings = (who: Owner, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: SETTINGS_URL,
    headers: { authorization: who.authorization },
    payload: payload as Record<string, unknown>,
  });

let bookingNumber = 0;
/** A booking of new nights each time, so that none overlaps another. */
function booking(overrides: Partial<TProviderReservationPut> = {}): TProviderReservationPut {
  bookingNumber += 1;
  return {
    status: 'confirmed',
    start_date: day(10 + bookingNumber * 4),
    end_date: day(13 + bookingNumber * 4),
    arrival: '16:00',
    guests_count: 2,
    guest: { first_name: 'Grace', last_name: 'Hopperson', email: 'grace@guest.test', phone: '+13035550199' },
    platform: 'Airbnb',
    confirmation_code: 'HMABC',
    confirmed_at: '2026-11-01T10:00:00Z',
    revenue: 900.5,
    management_fee: 180.1,
    net_income: 720.4,
    cleaning_cost: 120,
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const putBooking = (propertyId: number, externalId: string, body: TProviderReservationPut) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/provider/v1/properties/${propertyId}/reservations/${externalId}/`,
    headers: { authorization: key },
    payload: body,
  });

const deleteBooking = (propertyId: number, externalId: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/provider/v1/properties/${propertyId}/reservations/${externalId}/`,
    headers: { authorization: key },
  });

const ownerNotificationJobs = () => ctx.db.select().from(jobs).where(eq(jobs.kind, 'owner-notification'));

describe('the settings', () => {
  it('are all on for a new owner, save each switch, and answer what is stored', async () => {
    const fresh = await owner('nina.notify@example.test', 'Nina');
    expect(await settingsOf(fresh)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const changed = { ...DEFAULT_NOTIFICATION_SETTINGS, statement_published: false, own_booking: false };
    const saved = await saveSettings(fresh, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed);
    expect(await settingsOf(fresh)).toEqual(changed);
    // Another owner's are their own.
    expect(await settingsOf(olivia)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('refuse a body without every switch, with a non-boolean or with an unknown one', async () => {
    const fresh = await owner('nora.notify@example.test', 'Nora');
    const { own_booking: _left, ...missing } = DEFAULT_NOTIFICATION_SETTINGS;
    for (const body of [
      missing,
      { ...DEFAULT_NOTIFICATION_SETTINGS, new_booking: 'no' },
      { ...DEFAULT_NOTIFICATION_SETTINGS, sms: true },
    ]) {
      const response = await saveSettings(fresh, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await settingsOf(fresh)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('a guest booking from the provider API', () => {
  it('e-mails each owner of the property once, even when the same booking is sent twice', async () => {
    const body = booking();
    expect((await putBooking(shared, 'notify-1', body)).statusCode).toBe(201);
    expect((await putBooking(shared, 'notify-1', body)).statusCode).toBe(200);
    // A newer version with the same content, and one that changes the guest count: not new either.
    expect(
      (await putBooking(shared, 'notify-1', { ...body, updated_at: '2026-11-02T10:00:00Z' })).statusCode,
    ).toBe(200);
    expect(
      (await putBooking(shared, 'notify-1', { ...body, guests_count: 3, updated_at: '2026-11-03T10:00:00Z' }))
        .statusCode,
    ).toBe(200);
    const mails = await sentMail();
    expect(mails.map((mail) => mail.to).sort()).toEqual([carl.email, olivia.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^New booking at Lakeside Cabin: /);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Lakeside Cabin');
        expect(part).toContain('$720.40');
        expect(part).toContain('3 nights');
        expect(part).toContain('Grace');
        expect(part).toContain('Harborstay');
        expect(part).toContain(`http://portal.test/owner/property-calendar/${shared}`);
      }
      // Nothing of the guest but the first name, anywhere in the message.
      for (const secret of ['grace@guest.test', '+13035550199', '3035550199', 'Hopperson'])
        expect(mail.raw, secret).not.toContain(secret);
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(unsubscribeAddressOf(mail)).toMatch(
        /^\/api\/owners\/notifications\/unsubscribe\/\d+\.new_booking\.\d{13}\.[\w-]{43}\/$/,
      );
    }
    expect(mails.find((mail) => mail.to === olivia.email)?.text).toMatch(/^Hello Olivia,/);
    // Another call of the same booking later still tells nobody.
    await putBooking(shared, 'notify-1', body);
    expect(await sentMail()).toEqual([]);
  });

  it('tells nobody of a booking that arrives canceled', async () => {
    expect(
      (await putBooking(shared, 'notify-arrives-canceled', booking({ status: 'canceled' }))).statusCode,
    ).toBe(201);
    expect(await sentMail()).toEqual([]);
  });

  it('tells of a cancellation once, by DELETE or by a PUT that cancels', async () => {
    await putBooking(shared, 'notify-2', booking());
    const second = booking();
    await putBooking(shared, 'notify-3', second);
    await sentMail();

    expect((await deleteBooking(shared, 'notify-2')).statusCode).toBe(200);
    expect((await deleteBooking(shared, 'notify-2')).statusCode).toBe(200);
    const canceled = { ...second, status: 'canceled' as const, updated_at: '2026-11-05T10:00:00Z' };
    await putBooking(shared, 'notify-3', canceled);
    await putBooking(shared, 'notify-3', canceled);
    const mails = await sentMail();
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Booking canceled at Lakeside Cabin: /);
      expect(headerOf(mail, 'List-Unsubscribe')).toContain('.canceled_booking.');
      expect(mail.raw).not.toContain('grace@guest.test');
    }
  });

  it('tells an owner who turned it off nothing, and the co-owner still', async () => {
    await saveSettings(carl, { ...DEFAULT_NOTIFICATION_SETTINGS, new_booking: false });
    await putBooking(shared, 'notify-4', booking());
    expect((await sentMail()).map((mail) => mail.to)).toEqual([olivia.email]);
    await saveSettings(carl, DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('judges the settings when the e-mail is written, not when the booking arrived', async () => {
    await putBooking(shared, 'notify-5', booking());
    await saveSettings(olivia, { ...DEFAULT_NOTIFICATION_SETTINGS, new_booking: false });
    expect((await sentMail()).map((mail) => mail.to)).toEqual([carl.email]);
    await saveSettings(olivia, DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('the unsubscribe address', () => {
  it('turns that one notification off by a POST; a GET only leads to the page', async () => {
    await putBooking(oscars, 'notify-oscar-1', booking());
    const [mail] = await sentMail();
    if (!mail) throw new Error('no e-mail to Oscar');
    const address = unsubscribeAddressOf(mail);
    const token = address.split('/').at(-2) ?? '';

    const opened = await ctx.app.inject({ method: 'GET', url: address });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`http://portal.test/notifications/unsubscribe/${token}`);
    expect(await settingsOf(oscar)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    // As a mail client sends it (RFC 8058), with no session.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ notification: 'new_booking', is_subscribed: false });
    expect(await settingsOf(oscar)).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, new_booking: false });
    // The page's button: no body; again changes nothing more.
    expect((await ctx.app.inject({ method: 'POST', url: address })).statusCode).toBe(200);

    await putBooking(oscars, 'notify-oscar-2', booking());
    expect(await sentMail()).toEqual([]);
    // The other notifications still come.
    await deleteBooking(oscars, 'notify-oscar-2');
    expect((await sentMail()).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booking canceled at Pine Lodge/),
    ]);
    await saveSettings(oscar, DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('answers 404 to an address it did not sign, and 400 to one that is not an address', async () => {
    await putBooking(oscars, 'notify-oscar-3', booking());
    const [mail] = await sentMail();
    if (!mail) throw new Error('no e-mail to Oscar');
    const token = unsubscribeAddressOf(mail).split('/').at(-2) ?? '';
    const [id, , issued, signature] = token.split('.');
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`;
    for (const forged of [
      `${olivia.id}.new_booking.${issued}.${signature}`,
      `${id}.canceled_booking.${issued}.${signature}`,
      `${id}.new_booking.${issued}.${flipped}`,
      `0${id}.new_booking.${issued}.${signature}`,
      // A later issue time, as if it had been sent after a switch-on: signed, so refused.
      `${id}.new_booking.${Number(issued) + 1}.${signature}`,
      `${id}.new_booking.${signature}`,
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/owners/notifications/unsubscribe/${forged}/`,
      });
      expect(response.statusCode, forged).toBe(404);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/owners/notifications/unsubscribe/nothing/',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await settingsOf(olivia)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(await settingsOf(oscar)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('an unsubscribe link sent before the owner turned that e-mail back on', () => {
  it('stops working; links sent since, and links of other e-mails, keep working', async () => {
    await putBooking(oscars, 'notify-oscar-again-1', booking());
    await putBooking(oscars, 'notify-oscar-again-2', booking());
    const [first, second] = (await sentMail()).map(unsubscribeAddressOf);
    if (!first || !second) throw new Error('two e-mails to Oscar expected');
    const post = (address: string) => ctx.app.inject({ method: 'POST', url: address });

    expect((await post(first)).statusCode).toBe(200);
    expect((await settingsOf(oscar)).new_booking).toBe(false);
    // Turning another e-mail off and on leaves this one's links alone.
    await saveSettings(oscar, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      new_booking: false,
      task_completed: false,
    });
    await saveSettings(oscar, { ...DEFAULT_NOTIFICATION_SETTINGS, new_booking: false });
    // Oscar wants new bookings again: the links of e-mails sent before no longer speak for him.
    await saveSettings(oscar, DEFAULT_NOTIFICATION_SETTINGS);
    expect((await post(second)).statusCode).toBe(404);
    expect((await post(first)).statusCode).toBe(404);
    expect(await settingsOf(oscar)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    // An e-mail sent since carries a link that works.
    await putBooking(oscars, 'notify-oscar-again-3', booking());
    const [since] = (await sentMail()).map(unsubscribeAddressOf);
    if (!since) throw new Error('no e-mail to Oscar');
    expect((await post(since)).statusCode).toBe(200);
    expect(await settingsOf(oscar)).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, new_booking: false });
    // Saving the settings without turning it on again changes nothing for that link.
    await saveSettings(oscar, { ...DEFAULT_NOTIFICATION_SETTINGS, new_booking: false });
    expect((await post(since)).statusCode).toBe(200);
    await saveSettings(oscar, DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('a guest booking over an owner stay or block', () => {
  const ownStay = async (who: Owner, propertyId: number, start: number, end: number) => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/owners/owner/property/reservation/',
      headers: { authorization: who.authorization },
      payload: {
        property_id: propertyId,
        start_date: day(start),
        end_date: day(end),
        arrival: '16:00',
        guests_count: 2,
        reservation_for: 'Myself',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
  };

  it("tells every owner first of all, whatever their settings, as a service message, and sends no 'New booking'", async () => {
    await ownStay(olivia, shared, 500, 506);
    await saveSettings(carl, { ...DEFAULT_NOTIFICATION_SETTINGS, new_booking: false });
    await sentMail();
    expect(
      (await putBooking(shared, 'notify-clash-1', booking({ start_date: day(502), end_date: day(504) })))
        .statusCode,
    ).toBe(201);
    const mails = await sentMail();
    expect(mails.map((mail) => mail.to).sort()).toEqual([carl.email, olivia.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe(
        `Clash at Lakeside Cabin: a guest booking over your owner stay, ${formatted(day(502))} to ${formatted(day(504))}`,
      );
      const headline = `A guest booking clashes with your owner stay at Lakeside Cabin: guests check in ${formatted(day(502))} and out ${formatted(day(504))}, during your owner stay (${formatted(day(500))} to ${formatted(day(506))}).`;
      expect(mail.text.split('\n')[0]).toBe(headline);
      expect(mail.html).toContain(headline);
      // No company was configured here to be told: the owner is asked to tell it.
      expect(mail.text).toContain('What happens next: please contact the management team');
      expect(mail.text).toContain('Nights in both: 2 nights');
      expect(mail.text).not.toContain('$720.40');
      // A service message: nothing to unsubscribe from, and the footer says why it came.
      expect(headerOf(mail, 'List-Unsubscribe')).toBe('');
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('');
      expect(mail.text).toContain('whatever your notification settings');
      expect(mail.raw).not.toContain('grace@guest.test');
    }
    // Sent again, the same booking tells nobody again.
    await putBooking(
      shared,
      'notify-clash-1',
      booking({ start_date: day(502), end_date: day(504), updated_at: '2026-11-09T10:00:00Z' }),
    );
    expect(await sentMail()).toEqual([]);
    await saveSettings(carl, DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('tells of a booking moved onto a block, in the block vocabulary of every screen', async () => {
    const block = await ctx.app.inject({
      method: 'POST',
      url: `/api/owners/owner/property/${oscars}/calendar/`,
      headers: { authorization: oscar.authorization },
      payload: { start_date: day(520), end_date: day(523), type_of_maintenance: 'Painting', notes: 'Walls' },
    });
    expect(block.statusCode).toBe(201);
    await putBooking(oscars, 'notify-clash-2', booking({ start_date: day(510), end_date: day(513) }));
    await sentMail();
    // Moved: no new booking, but a new clash.
    await putBooking(
      oscars,
      'notify-clash-2',
      booking({ start_date: day(522), end_date: day(525), updated_at: '2026-11-09T10:00:00Z' }),
    );
    const [mail, ...others] = await sentMail();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(
      `Clash at Pine Lodge: a guest booking over your maintenance block, ${formatted(day(522))} to ${formatted(day(525))}`,
    );
    expect(mail?.text.split('\n')[0]).toContain(
      `during your maintenance block (first night ${formatted(day(520))}, free again ${formatted(day(523))}).`,
    );
    expect(mail?.text).toContain(
      `First night of your block: ${formatted(day(520))}\nFree again: ${formatted(day(523))}\n`,
    );
  });
});

describe('care tasks and statements', () => {
  const putTask = (externalId: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/provider/v1/properties/${oscars}/tasks/${externalId}/`,
      headers: { authorization: key },
      payload: {
        name: 'Hot tub service',
        type_task_status: 'finished',
        finished_at: '2026-11-20T18:30:00Z',
        report_html: '<p>Done</p>',
        report_url: null,
      },
    });

  it('tells of a new finished task once', async () => {
    expect((await putTask('bw-1')).statusCode).toBe(201);
    expect((await putTask('bw-1')).statusCode).toBe(200);
    const mails = await sentMail();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [oscar.email, 'Care task completed at Pine Lodge: Hot tub service'],
    ]);
    expect(headerOf(mails[0] as OutboxMail, 'List-Unsubscribe')).toContain('.task_completed.');
  });

  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const upload = (type: string, name: string) => {
    const { payload, headers } = multipartBody(
      { name, type, date: '2026-10-31' },
      { filename: 'statement.pdf', contentType: 'application/pdf', content: PDF },
    );
    return ctx.app.inject({
      method: 'POST',
      url: `/api/provider/v1/properties/${oscars}/documents/`,
      headers: { ...headers, authorization: key },
      payload,
    });
  };

  it('tells of a statement the provider publishes, and of no other document', async () => {
    expect((await upload('Monthly statements', 'Statement 2026-10')).statusCode).toBe(201);
    expect((await upload('Insurance', 'Policy 2027')).statusCode).toBe(201);
    const mails = await sentMail();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your monthly statement for Pine Lodge: October 2026',
    ]);
    // To the property's Documents filtered to it, never to a document's id (issue 43, item 4).
    expect(mails[0]?.text).toContain(
      `Open the statement: http://portal.test/owner/property-document/${oscars}?type=Monthly%20statements&year=2026&month=10\n`,
    );
    expect(mails[0]?.html).toContain(
      `href="http://portal.test/owner/property-document/${oscars}?type=Monthly%20statements&amp;year=2026&amp;month=10"`,
    );
  });

  it('tells of a statement added with the admin command', async () => {
    const file = path.join(folder, 'annual.pdf');
    writeFileSync(file, PDF);
    await runAdminCommand(
      ctx.db,
      'document:add',
      {
        property: String(oscars),
        type: 'Annual statements',
        name: 'Statement 2026',
        file,
        date: '2026-12-31',
      },
      testAdminDeps(ctx.app.fileStorage),
    );
    const [mail, ...others] = await sentMail();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Your annual statement for Pine Lodge: 2026');
    expect(mail?.text).toContain(
      `http://portal.test/owner/property-document/${oscars}?type=Annual%20statements&year=2026\n`,
    );
  });
});

describe('bulk imports', () => {
  it('tell nobody: a CSV import of guest bookings queues no notification', async () => {
    const before = (await ownerNotificationJobs()).length;
    const columns = RESERVATION_COLUMNS.map((column) => column.name);
    const values: Record<string, string> = {
      external_id: 'csv-notify-1',
      status: 'confirmed',
      start_date: day(300),
      end_date: day(303),
      arrival: '16:00',
      guests_count: '2',
      guest_first_name: 'Grace',
      guest_last_name: 'Guest',
      platform: 'Airbnb',
      confirmation_code: 'HM1',
      confirmed_at: '2026-10-01T10:00:00Z',
      revenue: '300.00',
      management_fee: '60.00',
      net_income: '240.00',
      updated_at: '2026-11-01T10:00:00Z',
    };
    const file = path.join(folder, 'bookings.csv');
    writeFileSync(file, `${columns.join(',')}\r\n${columns.map((name) => values[name] ?? '').join(',')}\r\n`);
    const summary = await runAdminCommand(
      ctx.db,
      'reservations:import',
      { property: String(shared), file },
      testAdminDeps(ctx.app.fileStorage),
    );
    expect(summary).toContain('1 created');
    expect((await ownerNotificationJobs()).length).toBe(before);
    expect(await sentMail()).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('tells nobody of its bookings, tasks and statements', async () => {
    // The demo goes into an empty database only: one of its own.
    const demo = await createTestApp();
    try {
      await seedDemo(demo.db, { dataDir: path.dirname(demo.uploadsDir) });
      expect(await demo.db.select().from(jobs).where(eq(jobs.kind, 'owner-notification'))).toEqual([]);
      await demo.app.jobs.drain();
      expect(readOutbox(demo.outboxDir)).toEqual([]);
    } finally {
      await demo.close();
    }
  }, 180_000);
});

describe("an owner's own stays and blocks", () => {
  const stay = (propertyId: number, offset: number) => ({
    property_id: propertyId,
    start_date: day(offset),
    end_date: day(offset + 3),
    arrival: '16:00',
    guests_count: 2,
    reservation_for: 'Myself',
  });

  it('are confirmed to the owner who booked, changed or canceled them, not to the co-owner', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/owners/owner/property/reservation/',
      headers: { authorization: olivia.authorization },
      payload: stay(shared, 200),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/owners/owner/property/reservation/${id}/`,
      headers: { authorization: olivia.authorization },
      payload: { ...stay(shared, 210), status: 'confirmed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const canceled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/owners/owner/property/reservation/${id}/`,
      headers: { authorization: olivia.authorization },
      payload: { status: 'canceled' },
    });
    expect(canceled.statusCode).toBe(200);
    const mails = await sentMail();
    expect(mails.map((mail) => mail.to)).toEqual([olivia.email, olivia.email, olivia.email]);
    expect(mails.map((mail) => mail.subject.replace(/:.*/, ''))).toEqual([
      'Your stay at Lakeside Cabin is booked',
      'Your stay at Lakeside Cabin has been changed',
      'Your stay at Lakeside Cabin has been canceled',
    ]);
    // Each tells its own dates, though all three were written before the first was sent.
    expect(mails[0]?.text).toContain(`Check-in: ${formatted(day(200))}`);
    expect(mails[1]?.text).toContain(`Check-in: ${formatted(day(210))}`);
    for (const mail of mails)
      expect(headerOf(mail, 'List-Unsubscribe')).toContain(`/${olivia.id}.own_booking.`);
  });

  it('confirm a block, and nothing to an owner who turned it off', async () => {
    const block = {
      start_date: day(230),
      end_date: day(232),
      type_of_maintenance: 'Deep clean',
      notes: 'Spring clean',
    };
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/owners/owner/property/${oscars}/calendar/`,
      headers: { authorization: oscar.authorization },
      payload: block,
    });
    expect(made.statusCode).toBe(201);
    const [mail] = await sentMail();
    // A block's dates as every screen names them: its first night, the day it is free again.
    expect(mail?.subject).toBe(
      `Your maintenance block at Pine Lodge is in place: first night ${formatted(day(230))}, free again ${formatted(day(232))}`,
    );
    expect(mail?.text).toContain(`First night: ${formatted(day(230))}\nFree again: ${formatted(day(232))}\n`);
    expect(mail?.text).toContain('Type: Deep clean');

    await saveSettings(oscar, { ...DEFAULT_NOTIFICATION_SETTINGS, own_booking: false });
    const released = await ctx.app.inject({
      method: 'PUT',
      url: `/api/owners/owner/property/${oscars}/calendar/`,
      headers: { authorization: oscar.authorization },
      payload: { ...block, id: made.json<{ id: number }>().id, status: 'available' },
    });
    expect(released.statusCode).toBe(200);
    expect(await sentMail()).toEqual([]);
    await saveSettings(oscar, DEFAULT_NOTIFICATION_SETTINGS);
  });
});

/** How the e-mails write a day ('Fri, Jun 5, 2026'). */
function formatted(date: string) {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
