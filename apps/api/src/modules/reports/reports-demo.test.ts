import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TPropertyFinancials,
  type TPropertyListItem,
  type TReservationReport,
} from '@harborstay/contracts';
import { propertyMonthFigures } from '@harborstay/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@harborstay/demo-seed';
import { addDays, addMonths } from '@harborstay/domain';
import { seedDemo } from '../../admin/demo-seed';
import { createTestApp, signIn } from '../../testing/test-app';

/**
 * The acceptance of issue 13 on the demo data: Olivia's CSV of the current year holds the rows
 * the API lists, and each month's report totals equal the net income the figures give (the
 * dashboard and the financials read the same roll-ups, decision 0028), per property and together.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let authorization: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, { dataDir: path.dirname(ctx.uploadsDir) });
  authorization = (await signIn(ctx.app, DEMO_ACCOUNTS.owner.email, { password: DEMO_PASSWORD }))
    .authorization;
}, 120_000);
afterAll(() => ctx.close());

async function get<T>(url: string): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization } });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}
const cents = (dollars: number) => Math.round(dollars * 100);

describe('the reservations report on the demo data', () => {
  it('exports to CSV exactly the rows of the current year that the API lists', async () => {
    const { as_of: today } = await get<TPropertyFinancials>('/api/owners/owner/property/financials/');
    const range = `start=${today.slice(0, 4)}-01-01&end=${today.slice(0, 4)}-12-31`;
    const first = await get<TReservationReport>(`/api/owners/owner/reservations/?${range}&page_size=100`);
    const rows = [...first.results];
    for (let page = 2; page <= Math.ceil(first.count / 100); page += 1) {
      rows.push(
        ...(
          await get<TReservationReport>(`/api/owners/owner/reservations/?${range}&page_size=100&page=${page}`)
        ).results,
      );
    }
    expect(rows.length).toBe(first.count);
    expect(first.count).toBeGreaterThan(50);
    for (const row of rows)
      expect(cents(row.revenue) - cents(row.management_fee)).toBe(cents(row.net_income));

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/owners/owner/reservations/export/?${range}&format=csv&column=reservation_id&column=check_in&column=net_income&column=status`,
      headers: { authorization },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFStatus,Reservation ID,Check-in Date,Net Income');
    expect(lines.slice(1)).toEqual(
      rows.map((row) =>
        [row.status, row.reservation_id ?? '', row.check_in, row.net_income.toFixed(2)].join(','),
      ),
    );
  });

  it('totals each month to the net income of the figures, for every property and all together', async () => {
    const properties = await get<TPropertyListItem[]>('/api/owners/owner/properties/');
    const { as_of: today } = await get<TPropertyFinancials>('/api/owners/owner/property/financials/');
    const year = today.slice(0, 4);
    const months = await ctx.db.select().from(propertyMonthFigures);
    const figure = (propertyId: number, month: string) =>
      months.find((row) => row.propertyId === propertyId && row.month === month)?.netIncomeCents ?? 0;
    let checkedMoney = 0;
    for (let month = 1; month <= 12; month += 1) {
      const start = `${year}-${String(month).padStart(2, '0')}-01`;
      const range = `start=${start}&end=${addDays(addMonths(start, 1), -1)}`;
      let together = 0;
      for (const { id } of properties) {
        const { totals } = await get<TReservationReport>(
          `/api/owners/owner/reservations/?${range}&property=${id}`,
        );
        expect(cents(totals.net_income), `${start} property ${id}`).toBe(figure(id, start));
        together += figure(id, start);
      }
      const { totals } = await get<TReservationReport>(`/api/owners/owner/reservations/?${range}`);
      expect(cents(totals.net_income), start).toBe(together);
      checkedMoney += together;
    }
    expect(checkedMoney).toBeGreaterThan(0);

    // This month, as the dashboard's header and the financials show it, with the report's default range.
    const report = await get<TReservationReport>('/api/owners/owner/reservations/');
    const financials = await get<TPropertyFinancials>('/api/owners/owner/property/financials/');
    expect(report.totals.net_income).toBe(financials.montly_profit);
    for (const { id } of properties) {
      const one = await get<TReservationReport>(`/api/owners/owner/reservations/?property=${id}`);
      const own = await get<TPropertyFinancials>(`/api/owners/owner/property/financials/${id}/`);
      expect(one.totals.net_income, `property ${id}`).toBe(own.montly_profit);
    }
  });
});
