import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_RESERVATION_STATUSES,
  type TDashboard,
  type TPropertyFinancials,
} from '@harborstay/contracts';
import { authTokens, reservations } from '@harborstay/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@harborstay/demo-seed';
import { seedDemoData } from '../../admin/demo-seed';
import { createTestApp, signIn, testPasswords } from '../../testing/test-app';

/**
 * On the demo data, the dashboard agrees with the property financials and with the raw
 * reservations, for every property of every demo owner and for all of an owner's together:
 * this month's net income is the financials' `montly_profit`, the year's their `year_income`,
 * the month's occupancy their `percentage`, and each value of `net_income_by_months` is the net
 * income of the standing guest bookings that check in that month (decisions 0009, 0028, 0033).
 */
const NOW = new Date('2027-03-15T18:00:00Z');
const SEED_DAY = '2027-03-15';
const YEAR = '2027';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  ctx = await createTestApp();
  await seedDemoData(ctx.db, {
    today: SEED_DAY,
    storage: ctx.app.fileStorage,
    passwordHash: await testPasswords.hash(DEMO_PASSWORD),
  });
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});

/** Net income of the standing guest check-ins of each month of the year, from the raw rows, in dollars. */
async function checkInsByMonth(propertyIds: readonly number[]): Promise<number[]> {
  const rows = await ctx.db
    .select({
      kind: reservations.kind,
      status: reservations.status,
      startDate: reservations.startDate,
      netIncomeCents: reservations.netIncomeCents,
    })
    .from(reservations)
    .where(inArray(reservations.propertyId, [...propertyIds]));
  const cents = Array<number>(12).fill(0);
  for (const row of rows) {
    const standing = (ACTIVE_RESERVATION_STATUSES as readonly string[]).includes(row.status);
    if (row.kind !== 'guest' || !standing || !row.startDate.startsWith(YEAR)) continue;
    const month = Number(row.startDate.slice(5, 7)) - 1;
    cents[month] = (cents[month] ?? 0) + row.netIncomeCents;
  }
  return cents.map((value) => value / 100);
}

describe('the dashboard on the demo data', () => {
  it.each([DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.coowner.email, DEMO_ACCOUNTS.other.email])(
    'reconciles with the property financials and the check-ins of each month for %s',
    async (email) => {
      const { authorization } = await signIn(ctx.app, email, { password: DEMO_PASSWORD });
      await ctx.db.update(authTokens).set({ lastUsedAt: NOW });
      const get = async <T>(url: string) => {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization } });
        expect(response.statusCode, url).toBe(200);
        return response.json<T>();
      };
      const list = await get<{ id: number; is_actively_reserved: boolean }[]>(
        '/api/owners/owner/properties/',
      );
      expect(list.length).toBeGreaterThan(0);
      const selections = [...list.map(({ id }) => [id]), list.map(({ id }) => id)];
      for (const ids of selections) {
        const query = ids.length === list.length ? '' : `?id=${ids[0]}`;
        const financials = await get<TPropertyFinancials>(
          query
            ? `/api/owners/owner/property/financials/${ids[0]}/`
            : '/api/owners/owner/property/financials/',
        );
        const dashboard = await get<TDashboard>(`/api/owners/dashboard/${query}`);
        const label = `properties ${ids.join(', ')}`;
        expect(dashboard.total_current_month_net_income, label).toBe(financials.montly_profit);
        expect(dashboard.current_year_net_income, label).toBeCloseTo(financials.year_income, 2);
        expect(dashboard.current_month_occupancy, label).toBe(financials.percentage);
        expect(dashboard.as_of, label).toBe(financials.as_of);
        const byMonth = await checkInsByMonth(ids);
        dashboard.net_income_by_months.forEach((value, month) =>
          expect(value, `${label}, month ${month + 1}`).toBeCloseTo(byMonth[month] ?? 0, 2),
        );
        expect(dashboard.net_income_by_months[2], label).toBe(financials.montly_profit);
        // All of an owner's properties together have money to reconcile (an inactive one alone may not).
        if (!query)
          expect(dashboard.net_income_by_months.filter((value) => value > 0).length).toBeGreaterThan(0);
        expect(dashboard.actively_reserved_properties, label).toBe(
          list.filter((row) => ids.includes(row.id) && row.is_actively_reserved).length,
        );
        const quick = dashboard.quick_property_access_table;
        expect(quick.map((row) => row.property).sort(), label).toEqual([...ids].sort());
        expect(
          quick.reduce((sum, row) => sum + row.current_month_net_income, 0),
          label,
        ).toBeCloseTo(financials.montly_profit, 2);
      }
    },
  );
});
