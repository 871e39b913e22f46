import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documents, propertyOwners } from '@harborstay/db';
import { addDays, addMonths, dollarsToCents } from '@harborstay/domain';
import { ownerScope } from '../access/owner-scope';
import { seedDemoData } from '../admin/demo-seed';
import { ownerDashboard } from '../modules/dashboard/service';
import { reservationsReport } from '../modules/reports/service';
import { centsOf, findLine, pdfLines } from '../testing/pdf-text';
import { createTestApp } from '../testing/test-app';
import { midMonth } from './content';

/**
 * The demo's statements are generated ones (issue 27): for every property and month, the totals
 * the PDF prints are the reservations report's for that month and property, and its net income
 * the dashboard's month, to the cent.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db, {
    today: '2026-03-18',
    storage: ctx.app.fileStorage,
    passwordHash: 'not-a-hash',
  });
}, 240_000);
afterAll(() => ctx?.close());

it("prints for every property and month of the demo the reservations report's totals and the dashboard's month", async () => {
  const statements = await ctx.db.select().from(documents).where(eq(documents.type, 'Monthly statements'));
  const owners = await ctx.db.select().from(propertyOwners);
  let checked = 0;
  for (const statement of statements) {
    const month = `${statement.name.slice(-7)}-01`;
    const label = `property ${statement.propertyId} ${month}`;
    const owner = owners.find((row) => row.propertyId === statement.propertyId);
    if (!owner) throw new Error(`no owner of ${label}`);
    const scope = ownerScope(owner.userId, [statement.propertyId]);
    const now = midMonth(month);
    const report = await reservationsReport(
      ctx.db,
      scope,
      { start: month, end: addDays(addMonths(month, 1), -1), sort: 'start_date', page_size: 100 },
      now,
    );
    const dashboard = await ownerDashboard(ctx.db, scope, { ids: [statement.propertyId], now });
    const file = await ctx.app.fileStorage.get(statement.filePath);
    if (!file) throw new Error(`no file of ${label}`);
    const pages = await pdfLines(await buffer(file.body));
    const totals = findLine(pages, (first) => first.startsWith('Totals ('));
    if (report.count === 0) {
      expect(totals, label).toBeUndefined();
      expect(
        findLine(pages, (first) => first === 'No stay checked in this month.'),
        label,
      ).toBeDefined();
      expect(centsOf(findLine(pages, (first) => first === 'Net rental income')?.[1]), label).toBe(0);
      expect(dashboard.total_current_month_net_income, label).toBe(0);
    } else {
      expect(totals?.[0], label).toBe(`Totals (${report.count})`);
      expect(totals?.slice(-3).map(centsOf), label).toEqual([
        dollarsToCents(report.totals.revenue),
        dollarsToCents(report.totals.management_fee),
        dollarsToCents(report.totals.net_income),
      ]);
      expect(centsOf(totals?.at(-1)), label).toBe(dollarsToCents(dashboard.total_current_month_net_income));
      // One line of the table per row of the report: a check-in date first and three amounts last.
      const tableRows = pages
        .flat()
        .filter(
          (line) =>
            /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(line[0] ?? '') &&
            line.slice(-3).every((run) => !Number.isNaN(centsOf(run))),
        );
      expect(tableRows, label).toHaveLength(report.count);
    }
    checked += 1;
  }
  // Four managed properties with 24 months each, and the offboarded one's managed months.
  expect(checked).toBeGreaterThan(4 * 24);
});
