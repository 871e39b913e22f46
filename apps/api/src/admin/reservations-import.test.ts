import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@harborstay/domain';
import { reservations } from '@harborstay/db';
import { readOutbox } from '../testing/outbox';
import { createProviderKey } from '../modules/provider/keys';
import { createProperty, createTestApp, createUser, signIn } from '../testing/test-app';
import { AdminError, runAdminCommand } from './commands';
import { RESERVATION_COLUMNS } from './reservations-import';
import { testAdminDeps } from '../testing/admin-deps';

const ctx = await createTestApp({ options: { operationsEmail: 'ops@portal.test' } });
let folder: string;
let owner: Awaited<ReturnType<typeof createUser>>;
let authorization: string;
beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'harborstay-reservations-import-'));
  owner = await createUser(ctx.db, { email: 'importing-owner@example.test', withProfile: true });
  authorization = (await signIn(ctx.app, owner.email)).authorization;
});
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

const COLUMNS = RESERVATION_COLUMNS.map((column) => column.name);
type Row = Partial<Record<string, string | number | null>>;

/** Booking i of a file: two nights from 2027-01-01 + 2i, its money varied so that the sums mean something. */
function row(i: number, overrides: Row = {}): Row {
  const revenueCents = 10_000 + ((i * 7919) % 50_000);
  const feeCents = Math.round(revenueCents * 0.2);
  return {
    external_id: `csv-${i}`,
    status: 'confirmed',
    start_date: addDays('2027-01-01', i * 2),
    end_date: addDays('2027-01-01', i * 2 + 2),
    arrival: '16:00',
    guests_count: 1 + (i % 6),
    guest_first_name: 'Grace',
    guest_last_name: `Guest ${i}`,
    guest_email: i % 3 === 0 ? '' : `guest${i}@example.test`,
    guest_phone: '',
    platform: i % 2 === 0 ? 'Airbnb' : 'Vrbo',
    confirmation_code: `HM${i}`,
    confirmed_at: '2026-10-01T10:00:00Z',
    revenue: (revenueCents / 100).toFixed(2),
    management_fee: (feeCents / 100).toFixed(2),
    net_income: ((revenueCents - feeCents) / 100).toFixed(2),
    cleaning_cost: i % 4 === 0 ? '' : '85.00',
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV file of these rows under the full header; the first row is line 2. */
function writeCsv(name: string, rows: Row[]) {
  const file = path.join(folder, name);
  const lines = [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => cell(r[c])).join(','))];
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

const importFile = (propertyId: number, file: string) =>
  runAdminCommand(
    ctx.db,
    'reservations:import',
    { property: String(propertyId), file },
    testAdminDeps(ctx.app.fileStorage),
  );

const refusalOf = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AdminError)) throw new Error(`expected an AdminError, got ${String(error)}`);
  return error.message;
};

const countOf = async (propertyId: number) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.propertyId, propertyId))).length;

const newProperty = async (entityName: string) =>
  (await createProperty(ctx.db, { ownerIds: [owner.id], entityName })).id;

const fiveHundred = Array.from({ length: 500 }, (_, i) => row(i));

describe('npm run admin -- reservations:import', () => {
  it('writes nothing when one line of 500 is bad, and names that line and column', async () => {
    const propertyId = await newProperty('One Bad Line');
    const rows = fiveHundred.map((r, i) => (i === 249 ? { ...r, revenue: '1,234.50' } : r));
    const message = await refusalOf(importFile(propertyId, writeCsv('one-bad.csv', rows)));
    expect(message).toContain('1 error on 1 line; nothing was written.');
    expect(message).toContain('line 251, revenue: "1,234.50" is not an amount in dollars such as 900.50.');
    expect(await countOf(propertyId)).toBe(0);
  });

  it('names every bad line of a file, not only the first', async () => {
    const propertyId = await newProperty('Three Bad Lines');
    const rows = fiveHundred.map((r, i) => {
      if (i === 9) return { ...r, net_income: '1.00' };
      if (i === 199) return { ...r, end_date: '2027-02-30' };
      if (i === 399) return { ...r, guests_count: 'two', external_id: 'csv-3' };
      return r;
    });
    const message = await refusalOf(importFile(propertyId, writeCsv('three-bad.csv', rows)));
    expect(message.split('\n')).toEqual([
      expect.stringContaining('4 errors on 3 lines; nothing was written.'),
      'line 11, net_income: Net income must equal revenue minus the management fee, to the cent.',
      'line 201, end_date: Enter a date as YYYY-MM-DD.',
      'line 401, external_id: csv-3 is the external_id of line 5 already: one row per booking.',
      'line 401, guests_count: "two" is not a whole number.',
    ]);
    expect(await countOf(propertyId)).toBe(0);
  });

  it('writes all 500 of a good file, the report agrees to the cent, and the same file again changes nothing', async () => {
    const propertyId = await newProperty('Five Hundred');
    const file = writeCsv('good.csv', fiveHundred);
    expect(await importFile(propertyId, file)).toMatch(
      /: 500 rows read, 500 created, 0 replaced, 0 unchanged .*Nobody was notified\.\nNo booking holds nights of an owner stay or block\.$/,
    );
    expect(await countOf(propertyId)).toBe(500);

    const sum = (column: 'revenue' | 'management_fee' | 'net_income') =>
      fiveHundred.reduce((total, r) => total + Math.round(Number(r[column]) * 100), 0) / 100;
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/owners/owner/reservations/?start=2027-01-01&end=2030-12-31&property=${propertyId}&page_size=1`,
      headers: { authorization },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      count: 500,
      totals: {
        nights_count: 1000,
        revenue: sum('revenue'),
        management_fee: sum('management_fee'),
        net_income: sum('net_income'),
      },
    });

    const versions = () =>
      ctx.db
        .select({ id: reservations.id, updatedAt: reservations.updatedAt })
        .from(reservations)
        .where(eq(reservations.propertyId, propertyId))
        .orderBy(reservations.id);
    const before = await versions();
    expect(await importFile(propertyId, file)).toMatch(
      /: 500 rows read, 0 created, 0 replaced, 500 unchanged /,
    );
    expect(await versions()).toEqual(before);
  }, 300_000);

  it('replaces a booking with a newer updated_at, and keeps one whose row is older than what is stored', async () => {
    const propertyId = await newProperty('Newer Wins');
    const rows = [row(0), row(1), row(2)];
    await importFile(propertyId, writeCsv('three.csv', rows));
    const edited = [
      row(0),
      row(1, { guests_count: 6, updated_at: '2026-11-02T10:00:00Z' }),
      row(2, { guests_count: 6, updated_at: '2026-10-02T10:00:00Z' }),
      row(3),
    ];
    expect(await importFile(propertyId, writeCsv('edited.csv', edited))).toMatch(
      /: 4 rows read, 1 created, 1 replaced, 2 unchanged /,
    );
    const stored = await ctx.db
      .select({ externalId: reservations.externalId, guestsCount: reservations.guestsCount })
      .from(reservations)
      .where(eq(reservations.propertyId, propertyId))
      .orderBy(reservations.externalId);
    expect(stored.map((r) => [r.externalId, r.guestsCount])).toEqual([
      ['csv-0', 1],
      ['csv-1', 6],
      ['csv-2', 3],
      ['csv-3', 4],
    ]);
  });

  it('writes nothing when two rows overlap, and names both lines', async () => {
    const propertyId = await newProperty('Two Rows Overlap');
    const rows = [
      row(0),
      row(1),
      row(2, { start_date: row(0).end_date, end_date: addDays(String(row(0).end_date), 2) }),
    ];
    // Row 2 takes row 1's nights (2027-01-03 to 2027-01-05).
    const message = await refusalOf(importFile(propertyId, writeCsv('overlap.csv', rows)));
    expect(message).toContain('1 error on 1 line; nothing was written.');
    expect(message).toContain(
      'line 4, start_date: Its nights (2027-01-03 to 2027-01-05) overlap the booking of line 3 (external_id csv-1).',
    );
    expect(await countOf(propertyId)).toBe(0);
  });

  it('writes nothing when a row overlaps a stored booking, and takes a booking the file moves away', async () => {
    const propertyId = await newProperty('Overlaps Stored');
    await importFile(propertyId, writeCsv('stored.csv', [row(0), row(1)]));
    // csv-9 takes csv-0's nights: refused, and csv-5 is not kept either.
    const refused = await refusalOf(
      importFile(
        propertyId,
        writeCsv('over-stored.csv', [row(5), row(9, { start_date: '2027-01-01', end_date: '2027-01-03' })]),
      ),
    );
    expect(refused).toContain(
      'line 3, start_date: Its nights (2027-01-01 to 2027-01-03) overlap the stored guest booking external_id csv-0, which this file does not change.',
    );
    expect(await countOf(propertyId)).toBe(2);
    // Listed before csv-0 moves away, csv-9 is written once the move is.
    const moved = await importFile(
      propertyId,
      writeCsv('move.csv', [
        row(9, { start_date: '2027-01-01', end_date: '2027-01-03' }),
        row(0, { start_date: '2027-02-01', end_date: '2027-02-03', updated_at: '2026-11-03T10:00:00Z' }),
      ]),
    );
    expect(moved).toMatch(/: 2 rows read, 1 created, 1 replaced, 0 unchanged /);
    expect(await countOf(propertyId)).toBe(3);
  });

  it('stores a booking over an owner stay, lists the clash, and e-mails nobody', async () => {
    const propertyId = await newProperty('Clash Cabin');
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
    const over = row(0, { start_date: addDays(today, 42), end_date: addDays(today, 45) });
    const said = await importFile(propertyId, writeCsv('clash.csv', [over]));
    expect(said).toContain(
      `1 booking holds nights of an owner stay or block (stored all the same, as the provider API does; one of each pair has to move):\n  line 2, external_id csv-0 (${addDays(today, 42)} to ${addDays(today, 45)}) over owner stay #${stayId} (${addDays(today, 40)} to ${addDays(today, 43)})`,
    );
    expect(await countOf(propertyId)).toBe(2);

    // The same kind of clash through the provider API is e-mailed: the outbox would show one from the import.
    const { key } = await createProviderKey(ctx.db, 'import test');
    const sent = await ctx.app.inject({
      method: 'PUT',
      url: `/api/provider/v1/properties/${propertyId}/reservations/api-1/`,
      headers: { authorization: `Bearer ${key}` },
      payload: {
        status: 'confirmed',
        start_date: addDays(today, 39),
        end_date: addDays(today, 41),
        guests_count: 2,
        guest: { first_name: 'Api', last_name: 'Guest' },
        platform: 'Airbnb',
        revenue: 100,
        management_fee: 20,
        net_income: 80,
        updated_at: '2026-11-01T10:00:00Z',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await ctx.app.jobs.drain();
    const clashMails = readOutbox(ctx.outboxDir).filter((mail) =>
      mail.subject.startsWith('Guest booking over'),
    );
    expect(clashMails.map((mail) => mail.text)).toEqual([expect.stringContaining('api-1')]);
  });

  it('refuses an unknown property, a relative path, and a file whose columns are not the API fields', async () => {
    const propertyId = await newProperty('Refusals');
    const file = writeCsv('fine.csv', [row(0)]);
    expect(await refusalOf(importFile(999_999, file))).toBe('No property has the id 999999.');
    expect(await refusalOf(importFile(propertyId, 'bookings.csv'))).toMatch(
      /^--file: must be an absolute path/,
    );
    const renamed = path.join(folder, 'renamed.csv');
    writeFileSync(renamed, 'external_id,status,start,end_date\nx,confirmed,2027-01-01,2027-01-03\n');
    expect(await refusalOf(importFile(propertyId, renamed))).toMatch(
      /the header \(line 1\) has unknown columns "start"; missing columns "start_date", "guests_count", /,
    );
    expect(await countOf(propertyId)).toBe(0);
  });
});
