import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { properties } from './schema';
import { openTestDatabase } from './testing';

const database = await openTestDatabase();
afterAll(() => database.close());

const migration = readFileSync(
  fileURLToPath(new URL('../migrations/0027_statement_due_on.sql', import.meta.url)),
  'utf8',
);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Migration 0027's own SQL on the engine of the run (issue 43, item 8): statements written before
 * it get their issue day + 15 as their payout date, and the column is required from then on.
 */
it('dates the payout of every statement written before it 15 days after its issue', async () => {
  const { db } = database;
  // The table as it was before the migration, holding a statement of each kind.
  await db.execute(sql`alter table statements drop column due_on`);
  const [property] = await db
    .insert(properties)
    .values({ entityName: 'Before 0027', streetAddress: '1 Pine Road', status: 'completed' })
    .returning({ id: properties.id });
  const insert = (kind: string, periodStart: string, issuedOn: string) => sql`
    insert into statements (property_id, kind, period_start, issued_on, revenue_cents, management_fee_cents,
      net_income_cents, stocking_fee_cents, adjustments_cents, payout_cents)
    values (${property?.id}, ${kind}, ${periodStart}, ${issuedOn}, 0, 0, 0, 0, 0, 0)`;
  await db.execute(insert('monthly', '2026-11-01', '2026-12-01'));
  await db.execute(insert('monthly', '2026-12-01', '2027-01-20'));
  await db.execute(insert('annual', '2027-01-01', '2028-02-20'));

  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

  const stated = rows<{ issued_on: string; due_on: string }>(
    await db.execute(sql`select issued_on::text, due_on::text from statements order by period_start`),
  );
  expect(stated).toEqual([
    { issued_on: '2026-12-01', due_on: '2026-12-16' },
    { issued_on: '2027-01-20', due_on: '2027-02-04' },
    // Across February 29.
    { issued_on: '2028-02-20', due_on: '2028-03-06' },
  ]);
  await expect(db.execute(insert('monthly', '2027-02-01', '2027-03-01'))).rejects.toThrow();
});
