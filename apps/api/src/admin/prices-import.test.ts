import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@harborstay/domain';
import { calendarPrices } from '@harborstay/db';
import { createProperty, createTestApp, createUser, signIn } from '../testing/test-app';
import { AdminError, runAdminCommand } from './commands';

const ctx = await createTestApp();
let folder: string;
let owner: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'harborstay-prices-import-'));
  owner = await createUser(ctx.db, { email: 'prices-owner@example.test', withProfile: true });
});
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

function writeCsv(name: string, lines: string[]) {
  const file = path.join(folder, name);
  writeFileSync(file, `date,price,block_ref\n${lines.join('\n')}\n`);
  return file;
}

const importFile = (propertyId: number, file: string) =>
  runAdminCommand(ctx.db, 'prices:import', { property: String(propertyId), file });

const refusalOf = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AdminError)) throw new Error(`expected an AdminError, got ${String(error)}`);
  return error.message;
};

const storedOf = (propertyId: number) =>
  ctx.db
    .select({
      date: calendarPrices.date,
      priceCents: calendarPrices.priceCents,
      blockRef: calendarPrices.blockRef,
    })
    .from(calendarPrices)
    .where(eq(calendarPrices.propertyId, propertyId))
    .orderBy(calendarPrices.date);

const newProperty = async (entityName: string) =>
  (await createProperty(ctx.db, { ownerIds: [owner.id], entityName })).id;

describe('npm run admin -- prices:import', () => {
  it('writes every night of a good file, past the 800 nights of one API call', async () => {
    const propertyId = await newProperty('Priced Cabin');
    const nights = Array.from({ length: 1000 }, (_, i) => ({
      date: addDays('2027-01-01', i),
      cents: 15_000 + ((i * 37) % 9_000),
      blockRef: i % 50 === 0 ? 'bd' : i % 70 === 0 ? 'an' : null,
    }));
    const file = writeCsv(
      'prices.csv',
      nights.map((night) => `${night.date},${(night.cents / 100).toFixed(2)},${night.blockRef ?? ''}`),
    );
    expect(await importFile(propertyId, file)).toBe(
      `Imported ${file} into property ${propertyId} "Priced Cabin": 1000 days written (2027-01-01 to ${addDays('2027-01-01', 999)}), ${nights.filter((night) => night.blockRef).length} of them with a block reference.`,
    );
    expect(await storedOf(propertyId)).toEqual(
      nights.map((night) => ({ date: night.date, priceCents: night.cents, blockRef: night.blockRef })),
    );
  }, 120_000);

  it('writes nothing from a file with bad lines, and names each of them', async () => {
    const propertyId = await newProperty('Badly Priced');
    const file = writeCsv('bad-prices.csv', [
      '2027-01-01,100.00,',
      '2027-01-02,$100,',
      '2027-01-03,100.00,xx',
      '2027-01-01,120.00,',
      '2027-02-30,100.00,',
      '2027-01-05,100.005,',
      '2027-01-06,,bd',
    ]);
    const message = await refusalOf(importFile(propertyId, file));
    expect(message.split('\n')).toEqual([
      `${file}: 6 errors on 6 lines; nothing was written.`,
      'line 3, price: "$100" is not an amount in dollars such as 900.50.',
      expect.stringMatching(/^line 4, block_ref: Invalid option: expected one of "bd"\|"an"/),
      'line 5, date: 2027-01-01 is on line 2 already: one row per night.',
      'line 6, date: Enter a date as YYYY-MM-DD.',
      'line 7, price: At most two decimals (cents).',
      'line 8, price: This field is required',
    ]);
    expect(await storedOf(propertyId)).toEqual([]);
  });

  it('writes nothing when a block reference falls on a night an owner stay holds, naming the line', async () => {
    const propertyId = await newProperty('Owner Holds');
    const { authorization } = await signIn(ctx.app, owner.email);
    const today = todayIn('America/Denver');
    const stay = await ctx.app.inject({
      method: 'POST',
      url: '/api/owners/owner/property/reservation/',
      headers: { authorization },
      payload: {
        property_id: propertyId,
        start_date: addDays(today, 40),
        end_date: addDays(today, 43),
        arrival: '16:00',
        guests_count: 2,
        reservation_for: 'Myself',
      },
    });
    expect(stay.statusCode, stay.body).toBe(201);
    const stayId = stay.json<{ id: number }>().id;
    const file = writeCsv('held.csv', [
      `${addDays(today, 39)},100.00,bd`,
      `${addDays(today, 40)},100.00,`,
      `${addDays(today, 41)},100.00,an`,
    ]);
    expect(await refusalOf(importFile(propertyId, file))).toBe(
      [
        `${file}: 1 error on 1 line; nothing was written.`,
        `line 4, block_ref: ${addDays(today, 41)} is a night of owner stay #${stayId} (${addDays(today, 40)} to ${addDays(today, 43)}): it cannot carry a block reference.`,
      ].join('\n'),
    );
    expect(await storedOf(propertyId)).toEqual([]);
  });
});
