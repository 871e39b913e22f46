import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarPrices, reservations } from '@harborstay/db';
import { addDays, addMonths, daysInMonth, startOfMonth, todayIn } from '@harborstay/domain';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';

/**
 * Hand-computed fixtures around today's month in the properties' time zone (the figures are
 * always about "now", so the dates are placed relative to it). Nights hold [start, end).
 */
const TIME_ZONE = 'America/Denver';
const today = todayIn(TIME_ZONE);
const M = startOfMonth(today);
const year = Number(M.slice(0, 4));
const month = Number(M.slice(5, 7));
const D = daysInMonth(year, month);
const lastDay = addDays(addMonths(M, 1), -1);
const daysInYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 366 : 365;
const percent = (ratio: number) => Math.round(ratio * 1000) / 10;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let olivia: string;
let oscar: string;
const ids = { main: 0, second: 0, foreign: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const oliviaUser = await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true });
  const oscarUser = await createUser(ctx.db, { email: 'oscar@example.test', withProfile: true });
  ids.main = (await createProperty(ctx.db, { ownerIds: [oliviaUser.id], timeZone: TIME_ZONE })).id;
  ids.second = (
    await createProperty(ctx.db, { ownerIds: [oliviaUser.id], entityName: 'Second', timeZone: TIME_ZONE })
  ).id;
  ids.foreign = (await createProperty(ctx.db, { ownerIds: [oscarUser.id], entityName: 'Foreign Villa' })).id;

  const stay = (
    propertyId: number,
    kind: 'guest' | 'owner' | 'maintenance',
    status: string,
    start: string,
    nights: number,
    netIncomeCents = 0,
  ) => ({ propertyId, kind, status, startDate: start, endDate: addDays(start, nights), netIncomeCents });
  const main = ids.main;
  await ctx.db.insert(reservations).values([
    stay(main, 'guest', 'confirmed', addDays(M, -1), 2, 20_000), // checked in last month; 1 night in this one
    stay(main, 'guest', 'confirmed', addDays(M, 1), 2, 30_000),
    stay(main, 'guest', 'in progress', addDays(M, 5), 2, 15_055),
    stay(main, 'guest', 'canceled', addDays(M, 7), 3, 99_900), // counts nowhere
    stay(main, 'owner', 'confirmed', addDays(M, 10), 4),
    stay(main, 'maintenance', 'unavailable', addDays(M, 14), 2),
    stay(main, 'maintenance', 'available', addDays(M, 16), 2), // a cancelled block
    stay(main, 'guest', 'confirmed', lastDay, 3, 40_000), // 1 night this month, 2 in the next
    stay(main, 'guest', 'confirmed', addDays(M, -400), 2, 50_000), // more than a year ago
    stay(main, 'guest', 'confirmed', `${year + 1}-01-10`, 2, 70_000), // next year
    stay(ids.second, 'guest', 'confirmed', addDays(M, 2), 2, 10_000),
    stay(ids.foreign, 'guest', 'confirmed', addDays(M, 2), 9, 123_456),
  ]);
  await ctx.db.insert(calendarPrices).values([
    { propertyId: main, date: addDays(M, 20), priceCents: 30_000, blockRef: 'bd' },
    { propertyId: main, date: addDays(M, 21), priceCents: 30_000, blockRef: 'an' },
    { propertyId: main, date: addDays(M, 22), priceCents: 30_000, blockRef: null },
  ]);
  olivia = (await signIn(ctx.app, 'olivia@example.test')).authorization;
  oscar = (await signIn(ctx.app, 'oscar@example.test')).authorization;
});
afterAll(() => ctx.close());

const get = (url: string, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

// This month: guest nights 1 + 2 + 2 + 1 = 6, owner nights 4, block nights 2 + 2 price blocks.
const monthGuestNights = 6;
const ownerAndBlockNights = 8;
// This year adds last month's night of the first stay (unless this is January) and the last
// stay's two nights in the next month (unless this is December).
const yearGuestNights = monthGuestNights + (month === 1 ? 0 : 1) + (month === 12 ? 0 : 2);

describe('GET /api/owners/owner/property/financials/{id}/', () => {
  it('matches the hand-computed figures of a month with guest stays, owner stays and blocks', async () => {
    const response = await get(`/api/owners/owner/property/financials/${ids.main}/`, olivia);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      montly_profit: 850.55, // 300 + 150.55 + 400: the stays that check in this month
      year_income: month === 1 ? 850.55 : 1050.55,
      total_profit: 2250.55, // every stay that stands, past and upcoming
      percentage: percent(monthGuestNights / (D - ownerAndBlockNights)),
      occupancy_in_percent: percent(yearGuestNights / (daysInYear - ownerAndBlockNights)),
      as_of: today,
    });
  });

  it('answers the same without the trailing slash', async () => {
    const withSlash = await get(`/api/owners/owner/property/financials/${ids.main}/`, olivia);
    const without = await get(`/api/owners/owner/property/financials/${ids.main}`, olivia);
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual(withSlash.json());
  });

  it("answers 404 with nothing of the figures for another owner's property, and 401 to nobody", async () => {
    for (const url of [
      `/api/owners/owner/property/financials/${ids.foreign}/`,
      `/api/owners/owner/property/financials/${ids.foreign}`,
      '/api/owners/owner/property/financials/999999/',
    ]) {
      const response = await get(url, olivia);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await get(`/api/owners/owner/property/financials/${ids.main}/`, oscar)).statusCode).toBe(404);
    const anonymous = await get(`/api/owners/owner/property/financials/${ids.main}/`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('850');
  });
});

describe('GET /api/owners/owner/property/financials/', () => {
  it("adds up the money of all the caller's properties and pools their nights", async () => {
    const response = await get('/api/owners/owner/property/financials/', olivia);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      montly_profit: 950.55,
      year_income: month === 1 ? 950.55 : 1150.55,
      total_profit: 2350.55,
      percentage: percent((monthGuestNights + 2) / (2 * D - ownerAndBlockNights)),
      occupancy_in_percent: percent((yearGuestNights + 2) / (2 * daysInYear - ownerAndBlockNights)),
      as_of: today,
    });
  });

  it('shows another owner only their own property', async () => {
    const response = await get('/api/owners/owner/property/financials/', oscar);
    expect(response.json()).toMatchObject({ montly_profit: 1234.56, total_profit: 1234.56 });
  });

  it('answers zeros to an owner without properties, and 401 to nobody', async () => {
    await createUser(ctx.db, { email: 'nina@example.test' });
    const nina = (await signIn(ctx.app, 'nina@example.test')).authorization;
    expect((await get('/api/owners/owner/property/financials/', nina)).json()).toEqual({
      montly_profit: 0,
      year_income: 0,
      total_profit: 0,
      // No property, no night to divide by: no occupancy (the dashboard's rule, issue 26).
      percentage: null,
      occupancy_in_percent: null,
      as_of: todayIn('UTC'),
    });
    expect((await get('/api/owners/owner/property/financials/')).statusCode).toBe(401);
  });
});

describe('the day the figures are for', () => {
  it("is today in each property's own time zone, and the latest of them for several", async () => {
    // UTC+14 and UTC-11: 25 hours apart, so their calendar dates always differ.
    const owner = await createUser(ctx.db, { email: 'faraway@example.test', withProfile: true });
    const east = await createProperty(ctx.db, { ownerIds: [owner.id], timeZone: 'Pacific/Kiritimati' });
    const west = await createProperty(ctx.db, { ownerIds: [owner.id], timeZone: 'Pacific/Pago_Pago' });
    const faraway = (await signIn(ctx.app, 'faraway@example.test')).authorization;
    const asOf = async (url: string) => ((await get(url, faraway)).json() as { as_of: string }).as_of;

    const [eastDay, westDay] = [todayIn('Pacific/Kiritimati'), todayIn('Pacific/Pago_Pago')];
    expect(eastDay > westDay).toBe(true);
    expect(await asOf(`/api/owners/owner/property/financials/${east.id}/`)).toBe(eastDay);
    expect(await asOf(`/api/owners/owner/property/financials/${west.id}/`)).toBe(westDay);
    expect(await asOf('/api/owners/owner/property/financials/')).toBe(eastDay);
  });
});
