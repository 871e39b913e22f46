import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@harborstay/contracts';
import { reservations } from '@harborstay/db';
import { addDays } from '@harborstay/domain';
import { loadConfig } from '../../config';
import { createFakeClock } from '../../testing/fake-clock';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';

// Issue 28, item 5: exports as spreadsheets read them, and no more than an owner's budget of them.

const DAY = '2026-03-02';
const RANGE = `start=2026-03-01&end=2026-03-31`;
const EXPORT = '/api/owners/owner/reservations/export/';
/** Guests whose names a spreadsheet could take for a formula, a separator or a code page. */
const GUESTS = [
  ['=1+1', 'Doe'],
  ['+SUM(A1)', 'Roe'],
  ['-2', 'Poe'],
  ['@cmd', 'Moe'],
  ['\tTab', 'Loe'],
  ['Zoë; =HYPERLINK("x")', 'Noe'],
  ['=A1;B1', 'Koe'],
  ['José', 'Núñez'],
] as const;
const names = GUESTS.map(([first, last]) => `${first} ${last}`);

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

async function ownerWithGuests(ctx: Ctx, email: string) {
  const user = await createUser(ctx.db, { email, withProfile: true });
  const property = await createProperty(ctx.db, { ownerIds: [user.id], timeZone: 'America/Denver' });
  await ctx.db.insert(reservations).values(
    GUESTS.map(([first, last], i) => ({
      propertyId: property.id,
      kind: 'guest' as const,
      status: 'confirmed',
      startDate: addDays(DAY, 2 * i),
      endDate: addDays(DAY, 2 * i + 1),
      guestFirstName: first,
      guestLastName: last,
      revenueCents: 10_000,
      managementFeeCents: 2_000,
      netIncomeCents: 8_000,
    })),
  );
  return (await signIn(ctx.app, email)).authorization;
}

const exportOf = (ctx: Ctx, query: string, authorization: string) =>
  ctx.app.inject({ method: 'GET', url: `${EXPORT}?${query}`, headers: { authorization } });

async function workbookOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

/** One file of a zip (an xlsx), found through the central directory: the raw XML Excel reads. */
function zipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return (zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} is not in the file`);
}

describe('the export as spreadsheets read it', () => {
  /** A budget larger than this block's exports, and smaller than the last test's. */
  const EXPORT_LIMIT = 25;
  let ctx: Ctx;
  let olivia: string;

  beforeAll(async () => {
    ctx = await createTestApp({ options: { exportLimit: { limit: EXPORT_LIMIT, windowMs: 60_000 } } });
    olivia = await ownerWithGuests(ctx, 'olivia@example.test');
  });
  afterAll(() => ctx.close());

  it('writes formula-like names to Excel as text cells formatted as text, with no apostrophe', async () => {
    const response = await exportOf(ctx, `${RANGE}&format=xlsx&column=guest_name`, olivia);
    expect(response.statusCode).toBe(200);
    const sheet = await workbookOf(response.rawPayload);
    const cells = names.map((_, i) => sheet.getCell(i + 2, 1));
    expect(cells.map((cell) => cell.value)).toEqual(names);
    for (const cell of cells) {
      expect(cell.type, String(cell.value)).toBe(ExcelJS.ValueType.String);
      expect(cell.formula, String(cell.value)).toBeUndefined();
    }
    // The ones that read like a formula are text-formatted, so that editing one keeps it text.
    expect(cells.map((cell) => cell.numFmt === '@')).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
  });

  it('writes CSV with a byte order mark, the apostrophe before formulas, and quotes around ; and ,', async () => {
    const response = await exportOf(ctx, `${RANGE}&format=csv&column=guest_name&column=status`, olivia);
    expect(response.statusCode).toBe(200);
    expect.soft([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.toString('utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'Status,Guest Name',
      `confirmed,'=1+1 Doe`,
      `confirmed,'+SUM(A1) Roe`,
      `confirmed,'-2 Poe`,
      `confirmed,'@cmd Moe`,
      `confirmed,'\tTab Loe`,
      `confirmed,"Zoë; =HYPERLINK(""x"") Noe"`,
      `confirmed,"'=A1;B1 Koe"`,
      'confirmed,José Núñez',
      '',
    ]);
  });

  it('names the sheet after the title as Excel allows, or the default title', async () => {
    const longPair = `${'a'.repeat(30)}😀b`;
    const cases: [string, string][] = [
      ["'Owners' report'", "Owners' report"],
      ['History', 'Reservations report'],
      ['hIsToRy', 'Reservations report'],
      ['Line one\r\nLine two', 'Line one Line two'],
      ['Bell\u0007 and\ttab', 'Bell and tab'],
      [longPair, 'a'.repeat(30)],
      [`${'x'.repeat(30)}'yz`, 'x'.repeat(30)],
      ['[Q4]: a/b*c?\\d', 'Q4 a b c d'],
      ["' ' '", 'Reservations report'],
      ['Zoë’s cabins', 'Zoë’s cabins'],
    ];
    const named: string[] = [];
    const written: string[] = [];
    for (const [title] of cases) {
      const response = await exportOf(
        ctx,
        `${RANGE}&format=xlsx&column=status&title=${encodeURIComponent(title)}`,
        olivia,
      );
      expect(response.statusCode, JSON.stringify(title)).toBe(200);
      // As written (an XML reader turns a line break in an attribute into a space)…
      written.push(
        /<sheet [^>]*name="([^"]*)"/.exec(zipEntry(response.rawPayload, 'xl/workbook.xml'))?.[1] ?? '',
      );
      // …and as read: exceljs refuses to open some names Excel refuses (apostrophes at the ends, History).
      named.push(
        await workbookOf(response.rawPayload).then(
          (sheet) => sheet.name,
          (error: unknown) => `not opened: ${String(error)}`,
        ),
      );
    }
    const expected = cases.map(([, name]) => name);
    expect.soft(written.map((name) => name.replaceAll('&apos;', "'"))).toEqual(expected);
    expect(named).toEqual(expected);
  });

  it('takes its budget from the settings', async () => {
    expect(loadConfig({}).exportLimit).toEqual({ limit: 10, windowMs: 60_000 });
    expect(loadConfig({ EXPORTS_PER_OWNER: '3', EXPORT_WINDOW_MS: '5000' }).exportLimit).toEqual({
      limit: 3,
      windowMs: 5000,
    });
    const user = await createUser(ctx.db, { email: 'xavier@example.test' });
    const xavier = (await signIn(ctx.app, user.email)).authorization;
    for (let i = 0; i < EXPORT_LIMIT; i += 1) {
      expect((await exportOf(ctx, 'format=csv', xavier)).statusCode).toBe(200);
    }
    expect((await exportOf(ctx, 'format=csv', xavier)).statusCode).toBe(429);
  });
});

describe('the export budget: 10 a minute per owner by default', () => {
  const time = createFakeClock();
  let ctx: Ctx;
  let olivia: string;
  let oscar: string;

  beforeAll(async () => {
    ctx = await createTestApp({ options: { clock: time.clock } });
    olivia = await ownerWithGuests(ctx, 'olivia@example.test');
    oscar = await ownerWithGuests(ctx, 'oscar@example.test');
  });
  afterAll(() => ctx.close());

  it('answers 429 with the usual body and Retry-After past 10, before any header of the file', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        exportOf(ctx, `${RANGE}&format=${i % 2 ? 'csv' : 'xlsx'}`, olivia),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.headers['content-disposition']).toBeUndefined();
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toEqual({ detail: messages.tooManyExports(1) });
    }

    // Another owner has a budget of their own; a refused export is not counted.
    expect((await exportOf(ctx, `${RANGE}&format=csv`, oscar)).statusCode).toBe(200);
    time.advance(59_000);
    expect((await exportOf(ctx, `${RANGE}&format=csv`, olivia)).statusCode).toBe(429);
    time.advance(1_000);
    expect((await exportOf(ctx, `${RANGE}&format=csv`, olivia)).statusCode).toBe(200);
  });

  it('says so in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(document.paths[EXPORT]?.get.responses ?? {})).toContain('429');
  });
});
