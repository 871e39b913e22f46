import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDashboard } from '@harborstay/contracts';
import { authTokens, calendarPrices, careTasks, reservations } from '@harborstay/db';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';

/**
 * GET /api/owners/dashboard/ on hand-computed fixtures, at a fixed instant: 2026-04-15 18:00 UTC,
 * noon in Denver (Aspen Loft) and 11:00 in Los Angeles (Surf Shack). April holds guest stays, an
 * owner stay, a block, a price-calendar block, cancellations, a stay in from March and one out
 * into May; a booking and a task whose UTC day is April but whose local day is still March.
 */
const NOW = new Date('2026-04-15T18:00:00Z');

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let olivia: string;
let oscar: string;
const ids = { aspen: 0, surf: 0, foreign: 0 };

type Kind = 'guest' | 'owner' | 'maintenance';
const stay = (
  propertyId: number,
  kind: Kind,
  startDate: string,
  endDate: string,
  netIncomeCents: number,
  bookedAt: string,
  status = kind === 'maintenance' ? 'unavailable' : 'confirmed',
) => ({
  propertyId,
  kind,
  status,
  startDate,
  endDate,
  revenueCents: Math.round(netIncomeCents * 1.25),
  netIncomeCents,
  confirmedAt: new Date(bookedAt.includes('T') ? bookedAt : `${bookedAt}T18:00:00Z`),
});

beforeAll(async () => {
  // Only Date is faked: the database drivers and Fastify keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  ctx = await createTestApp();
  const oliviaUser = await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true });
  const oscarUser = await createUser(ctx.db, { email: 'oscar@example.test', withProfile: true });
  const property = (ownerId: number, entityName: string, timeZone: string) =>
    createProperty(ctx.db, { ownerIds: [ownerId], entityName, timeZone }).then(({ id }) => id);
  ids.aspen = await property(oliviaUser.id, 'Aspen Loft', 'America/Denver');
  ids.surf = await property(oliviaUser.id, 'Surf Shack', 'America/Los_Angeles');
  ids.foreign = await property(oscarUser.id, 'Foreign Villa', 'America/Denver');
  const { aspen, surf, foreign } = ids;
  await ctx.db.insert(reservations).values([
    stay(aspen, 'guest', '2025-05-01', '2025-05-04', 25_000, '2025-04-01'), // booked by 2025-04-15
    stay(aspen, 'guest', '2025-06-10', '2025-06-12', 12_000, '2025-05-01'), // booked after it
    stay(aspen, 'guest', '2026-03-30', '2026-04-02', 20_000, '2026-02-01'), // March's money, an April night
    stay(aspen, 'guest', '2026-04-02', '2026-04-05', 30_000, '2026-03-20'),
    stay(aspen, 'guest', '2026-04-08', '2026-04-10', 15_055, '2026-04-01'), // new
    stay(aspen, 'guest', '2026-04-10', '2026-04-12', 99_900, '2026-04-05', 'canceled'),
    stay(aspen, 'owner', '2026-04-12', '2026-04-16', 0, '2026-04-01'),
    stay(aspen, 'maintenance', '2026-04-20', '2026-04-22', 0, '2026-04-02'),
    stay(aspen, 'maintenance', '2026-04-22', '2026-04-24', 0, '2026-04-02', 'available'), // released
    stay(aspen, 'guest', '2026-04-30', '2026-05-02', 40_000, '2026-04-10'), // new; a May night
    stay(aspen, 'guest', '2026-06-28', '2026-07-03', 50_000, '2026-01-10'),
    stay(surf, 'guest', '2026-04-01', '2026-04-11', 10_000, '2026-03-15'),
    // 06:30 UTC on April 1st is still March 31st in Los Angeles: not new this month.
    stay(surf, 'guest', '2026-04-20', '2026-04-23', 9_000, '2026-04-01T06:30:00Z'),
    stay(surf, 'guest', '2026-04-25', '2026-04-27', 5_000, '2026-04-02', 'canceled'),
    stay(foreign, 'guest', '2026-04-02', '2026-04-11', 123_456, '2026-04-01'),
  ]);
  await ctx.db.insert(calendarPrices).values([
    { propertyId: aspen, date: '2026-04-26', priceCents: 30_000, blockRef: 'bd' },
    { propertyId: aspen, date: '2026-04-27', priceCents: 30_000, blockRef: null },
  ]);
  const task = (propertyId: number, name: string, finishedAt: string) => ({
    propertyId,
    name,
    breezewayTaskId: `BW-${name}`,
    finishedAt: new Date(finishedAt),
    typeTaskStatus: 'finished',
  });
  await ctx.db.insert(careTasks).values([
    task(aspen, 'Late March', '2026-04-01T05:00:00Z'), // 23:00 on March 31st in Denver
    task(aspen, 'Early April', '2026-04-01T07:00:00Z'),
    task(aspen, 'Mid April', '2026-04-10T16:00:00Z'),
    task(surf, 'Surf check', '2026-04-12T17:00:00Z'),
    task(foreign, 'Foreign task', '2026-04-13T17:00:00Z'),
  ]);
  olivia = (await signIn(ctx.app, 'olivia@example.test')).authorization;
  oscar = (await signIn(ctx.app, 'oscar@example.test')).authorization;
  // PostgreSQL stamps the sessions with its own clock, not the faked one.
  await ctx.db.update(authTokens).set({ lastUsedAt: NOW });
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});

async function dashboard(authorization: string, query = ''): Promise<TDashboard> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/owners/dashboard/${query}`,
    headers: { authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDashboard>();
}

const months = (values: Record<number, number>) =>
  Array.from({ length: 12 }, (_, index) => values[index + 1] ?? 0);

describe('GET /api/owners/dashboard/', () => {
  it('answers the hand-computed figures of all the caller’s properties', async () => {
    const body = await dashboard(olivia);
    // Aspen: 300 + 150.55 + 400 checking in; Surf: 100 + 90. Canceled stays nowhere.
    expect(body.total_current_month_net_income).toBe(1040.55);
    // Aspen nights: guest 1 + 3 + 2 + 1 = 7, owner 4, blocks 2 + 1 (the released block frees its
    // nights); Surf: guest 10 + 3. Pooled: 20 / (60 − 4 − 3) = 37.74 %.
    expect(body.current_month_occupancy).toBe(37.7);
    // Booked this month and standing: Aspen's of April 1st and 10th; Surf's is March 31st there.
    expect(body.current_month_reservations_number).toBe(2);
    // Finished in April in the property's time zone: two at Aspen, one at Surf.
    expect(body.current_month_completed_properties_tasks).toBe(3);
    expect(body.net_income_by_months).toEqual(months({ 3: 200, 4: 1040.55, 6: 500 }));
    expect(body.current_year_net_income).toBe(1740.55);
    expect(body.last_year_net_income_by_months).toEqual(months({ 5: 250, 6: 120 }));
    // 104,055 cents over the 20 nights of April's check-ins (3 + 2 + 2 + 10 + 3) = 5,202.75.
    expect(body.current_month_average_nightly_rate).toBe(52.03);
    // 104,055 cents over 53 available nights = 1,963.3.
    expect(body.current_month_revpar).toBe(19.63);
    expect(body.booking_pace).toEqual([
      { month: '2026-05-01', guest_nights: 1, last_year_guest_nights: 3 },
      { month: '2026-06-01', guest_nights: 3, last_year_guest_nights: 0 },
      { month: '2026-07-01', guest_nights: 2, last_year_guest_nights: 0 },
    ]);
    expect(body.quick_property_access_table).toEqual([
      { property: ids.aspen, property__entity_name: 'Aspen Loft', current_month_net_income: 850.55 },
      { property: ids.surf, property__entity_name: 'Surf Shack', current_month_net_income: 190 },
    ]);
    expect(body.quick_tasks_access_table).toEqual([
      {
        property_id: ids.surf,
        name: 'Surf check',
        entity_name: 'Surf Shack',
        breezeway_task_id: 'BW-Surf check',
        finished_at: '2026-04-12T17:00:00.000Z',
      },
      expect.objectContaining({ name: 'Mid April', property_id: ids.aspen, entity_name: 'Aspen Loft' }),
      expect.objectContaining({ name: 'Early April' }),
      expect.objectContaining({ name: 'Late March' }),
    ]);
    expect(body.actively_reserved_properties).toBe(2);
    expect(body.total_properties).toBe(2);
    expect(body.as_of).toBe('2026-04-15');
  });

  it('narrows every figure to the properties the filter names', async () => {
    const all = await dashboard(olivia);
    const aspen = await dashboard(olivia, `?id=${ids.aspen}`);
    const surf = await dashboard(olivia, `?id=${ids.surf}`);
    expect(aspen).toMatchObject({
      total_current_month_net_income: 850.55,
      current_month_occupancy: 30.4, // 7 / 23
      current_month_reservations_number: 2,
      current_month_completed_properties_tasks: 2,
      net_income_by_months: months({ 3: 200, 4: 850.55, 6: 500 }),
      current_month_average_nightly_rate: 121.51, // 85,055 / 7 = 12,150.71
      current_month_revpar: 36.98, // 85,055 / 23 = 3,698.04
      total_properties: 1,
    });
    expect(surf).toMatchObject({
      total_current_month_net_income: 190,
      current_month_occupancy: 43.3, // 13 / 30
      current_month_reservations_number: 0,
      current_month_completed_properties_tasks: 1,
      net_income_by_months: months({ 4: 190 }),
      last_year_net_income_by_months: months({}),
      current_month_average_nightly_rate: 14.62, // 19,000 / 13 = 1,461.54
      current_month_revpar: 6.33, // 19,000 / 30 = 633.33
      booking_pace: [
        { month: '2026-05-01', guest_nights: 0, last_year_guest_nights: 0 },
        { month: '2026-06-01', guest_nights: 0, last_year_guest_nights: 0 },
        { month: '2026-07-01', guest_nights: 0, last_year_guest_nights: 0 },
      ],
      quick_property_access_table: [
        { property: ids.surf, property__entity_name: 'Surf Shack', current_month_net_income: 190 },
      ],
      quick_tasks_access_table: [expect.objectContaining({ name: 'Surf check' })],
      actively_reserved_properties: 1,
      total_properties: 1,
    });
    // Every figure of the page moves with the filter.
    const figures = [
      'total_current_month_net_income',
      'current_month_occupancy',
      'current_month_completed_properties_tasks',
      'net_income_by_months',
      'quick_property_access_table',
      'quick_tasks_access_table',
      'current_year_net_income',
      'current_month_average_nightly_rate',
      'current_month_revpar',
      'total_properties',
    ] as const;
    for (const figure of figures) {
      expect(aspen[figure], figure).not.toEqual(all[figure]);
      expect(surf[figure], figure).not.toEqual(all[figure]);
      if (figure !== 'total_properties') expect(surf[figure], figure).not.toEqual(aspen[figure]);
    }
    expect(surf.current_month_reservations_number).not.toBe(all.current_month_reservations_number);
    expect(surf.last_year_net_income_by_months).not.toEqual(all.last_year_net_income_by_months);
    expect(surf.booking_pace).not.toEqual(all.booking_pace);
    expect(await dashboard(olivia, `?id=${ids.aspen}&id=${ids.surf}`)).toEqual(all);
  });

  it('ignores an id that is not the caller’s', async () => {
    expect(await dashboard(olivia, `?id=${ids.aspen}&id=${ids.foreign}`)).toEqual(
      await dashboard(olivia, `?id=${ids.aspen}`),
    );
    expect(await dashboard(olivia, `?id=${ids.foreign}`)).toEqual(await dashboard(olivia));
    expect(await dashboard(olivia, '?id=999999')).toEqual(await dashboard(olivia));
    // Oscar sees his own property only, whatever he asks for.
    const own = await dashboard(oscar);
    expect(own.total_current_month_net_income).toBe(1234.56);
    expect(await dashboard(oscar, `?id=${ids.aspen}`)).toEqual(own);
  });

  it('refuses an id that is not a plain positive integer', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/owners/dashboard/?id=abc',
      headers: { authorization: olivia },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers zeros and empty lists for an owner with nothing yet', async () => {
    await createUser(ctx.db, { email: 'nina@example.test' });
    const nina = (await signIn(ctx.app, 'nina@example.test')).authorization;
    await ctx.db.update(authTokens).set({ lastUsedAt: NOW });
    expect(await dashboard(nina)).toEqual({
      total_current_month_net_income: 0,
      current_month_reservations_number: 0,
      current_month_completed_properties_tasks: 0,
      // No property, no night to divide by: no occupancy, like the nightly rate and RevPAR.
      current_month_occupancy: null,
      net_income_by_months: months({}),
      quick_property_access_table: [],
      quick_tasks_access_table: [],
      as_of: '2026-04-15',
      current_year_net_income: 0,
      last_year_net_income_by_months: months({}),
      current_month_average_nightly_rate: null,
      current_month_revpar: null,
      booking_pace: [
        { month: '2026-05-01', guest_nights: 0, last_year_guest_nights: 0 },
        { month: '2026-06-01', guest_nights: 0, last_year_guest_nights: 0 },
        { month: '2026-07-01', guest_nights: 0, last_year_guest_nights: 0 },
      ],
      actively_reserved_properties: 0,
      total_properties: 0,
    });
  });
});
