import { rmSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProviderReservationPut, TReservationReport } from '@harborstay/contracts';
import { documents, jobs, reservations, statements } from '@harborstay/db';
import { buildApp } from '../app';
import { ownerScope } from '../access/owner-scope';
import { runAdminCommand } from '../admin/commands';
import { ownerDashboard } from '../modules/dashboard/service';
import { createProviderKey } from '../modules/provider/keys';
import { testAdminDeps } from '../testing/admin-deps';
import { readOutbox } from '../testing/outbox';
import { centsOf, findLine, pdfLines } from '../testing/pdf-text';
import { createProperty, createTestApp, createUser, signIn } from '../testing/test-app';
import { midMonth } from './content';
import { publishMonthlyStatement } from './publish';
import { propertiesDue } from './repository';
import { queueDueStatements, scheduleStatementsDue } from './statement-jobs';

/**
 * Statements over data sent through the provider API (issue 27, item 1), on the engine the run
 * chooses: every figure read back from the PDF's text and compared with the reservations report
 * and the dashboard of the same month.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let key: string;
let ownerId: number;
let authorization: string;
let propertyId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  key = (await createProviderKey(ctx.db, 'statements test')).key;
  const owner = await createUser(ctx.db, {
    email: 'statements@example.test',
    firstName: 'Ingrid',
    lastName: 'Øvrebø',
  });
  ownerId = owner.id;
  authorization = (await signIn(ctx.app, owner.email)).authorization;
  propertyId = (
    await createProperty(ctx.db, {
      ownerIds: [owner.id],
      entityName: 'Aspen Meadow House',
      city: 'Aspen',
      state: 'CO',
      postalCode: '81611',
      timeZone: 'America/Denver',
      managementFeeBps: 2000,
      stockingFeeCents: 7500,
      bankName: 'First Bank',
      accountNumber: '000123456789',
      // Added before the months the tests state (the job leaves out months before a property was added).
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
  ).id;
});
afterAll(() => ctx?.close());

const booking = (
  start: string,
  end: string,
  overrides: Partial<TProviderReservationPut> = {},
): TProviderReservationPut => ({
  status: 'confirmed',
  start_date: start,
  end_date: end,
  arrival: '16:00',
  guests_count: 2,
  guest: { first_name: 'Grace', last_name: 'Guest', email: null, phone: null },
  platform: 'Airbnb',
  confirmation_code: null,
  confirmed_at: '2026-04-01T10:00:00Z',
  revenue: 1000,
  management_fee: 200,
  net_income: 800,
  cleaning_cost: 100,
  updated_at: '2026-04-01T10:00:00Z',
  ...overrides,
});

async function put(externalId: string, body: TProviderReservationPut, property = propertyId) {
  const answer = await ctx.app.inject({
    method: 'PUT',
    url: `/api/provider/v1/properties/${property}/reservations/${externalId}/`,
    headers: { authorization: `Bearer ${key}` },
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
}

const generate = (month: string, property?: number) =>
  runAdminCommand(
    ctx.db,
    'statements:generate',
    { month, ...(property ? { property: String(property) } : {}) },
    testAdminDeps(ctx.app.fileStorage),
  );

async function statementOf(month: string, property = propertyId) {
  const rows = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.propertyId, property), eq(documents.name, `Statement ${month}`)));
  expect(rows).toHaveLength(1);
  const [row] = rows;
  const file = await ctx.app.fileStorage.get(row?.filePath ?? '');
  if (!row || !file) throw new Error(`no statement ${month}`);
  return { row, pages: await pdfLines(await buffer(file.body)) };
}

const valueOf = (pages: string[][][], label: string) =>
  findLine(pages, (first) => first.startsWith(label))?.[1];

async function report(month: string): Promise<TReservationReport> {
  const start = `${month}-01`;
  const answer = await ctx.app.inject({
    method: 'GET',
    url: `/api/owners/owner/reservations/?start=${start}&property=${propertyId}&page_size=100`,
    headers: { authorization },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<TReservationReport>();
}

/** The Totals row of the statement's reservations table against the report's totals row and the dashboard. */
async function expectTotalsAsReported(month: string) {
  const { pages } = await statementOf(month);
  const totals = findLine(pages, (first) => first.startsWith('Totals ('));
  const reported = await report(month);
  expect(totals?.[0]).toBe(`Totals (${reported.count})`);
  const [revenue, fee, net] = (totals ?? []).slice(-3).map(centsOf);
  expect(revenue).toBe(Math.round(reported.totals.revenue * 100));
  expect(fee).toBe(Math.round(reported.totals.management_fee * 100));
  expect(net).toBe(Math.round(reported.totals.net_income * 100));
  const dashboard = await ownerDashboard(ctx.db, ownerScope(ownerId, [propertyId]), {
    ids: [propertyId],
    now: midMonth(`${month}-01`),
  });
  expect(net).toBe(Math.round(dashboard.total_current_month_net_income * 100));
  return { pages, net: net ?? NaN };
}

describe('statements:generate over provider API data', () => {
  it("writes the month's statement: the report's rows and totals, the dashboard's month, every guest name as written", async () => {
    await put(
      'may-1',
      booking('2026-05-03', '2026-05-07', {
        guest: { first_name: 'Σοφία', last_name: 'Παπαδοπούλου', email: null, phone: null },
      }),
    );
    await put(
      'may-2',
      booking('2026-05-10', '2026-05-12', {
        guest: { first_name: 'Дмитрий', last_name: 'Иванов', email: null, phone: null },
        platform: 'Vrbo',
        revenue: 612.35,
        management_fee: 122.47,
        net_income: 489.88,
      }),
    );
    // Checks in on May 30 and out in June: all its money is May's (decision 0009).
    await put(
      'may-3',
      booking('2026-05-30', '2026-06-04', { revenue: 2222.22, management_fee: 444.44, net_income: 1777.78 }),
    );
    await put('may-canceled', booking('2026-05-20', '2026-05-23', { status: 'canceled' }));
    await put('june-1', booking('2026-06-10', '2026-06-12'));

    const said = await generate('2026-05');
    expect(said).toMatch(
      /^Statement 2026-05 of property \d+: published as document \d+ \(owner payout \$[\d,.]+, due \w+ \d+, \d{4}\)\.$/,
    );
    const { pages, net } = await expectTotalsAsReported('2026-05');
    expect(net).toBe(80_000 + 48_988 + 177_778);
    const text = pages
      .flat()
      .map((line) => line.join(' '))
      .join('\n');
    // A long name wraps in its cell: each of its words prints.
    expect(text).toContain('Σοφία');
    expect(text).toContain('Παπαδοπούλου');
    expect(text).toContain('Дмитрий Иванов');
    expect(text).toContain('Ingrid Øvrebø');
    expect(text).not.toContain('Grace Guest\nCanceled');
    expect(text).toContain('May 1, 2026 – May 31, 2026');
    // 4 + 2 + 2 guest nights in May of 31: 25.8 %, so the stocking fee is charged.
    expect(valueOf(pages, 'Occupancy')).toBe('25.8%');
    expect(centsOf(valueOf(pages, 'Stocking fee'))).toBe(-7500);
    expect(centsOf(valueOf(pages, 'Owner payout'))).toBe(net - 7500);
    const { row } = await statementOf('2026-05');
    expect(row).toMatchObject({ type: 'Monthly statements', date: '2026-05-31' });
  });

  it('waives the stocking fee in a month under 25 % occupancy, and shows a changed booking of a stated month as an adjustment', async () => {
    // Cancel one of May's bookings and change another's money after May's statement.
    await put(
      'may-2',
      booking('2026-05-10', '2026-05-12', {
        status: 'canceled',
        guest: { first_name: 'Дмитрий', last_name: 'Иванов', email: null, phone: null },
        updated_at: '2026-06-02T10:00:00Z',
      }),
    );
    await put(
      'may-1',
      booking('2026-05-03', '2026-05-07', {
        revenue: 1100,
        management_fee: 220,
        net_income: 880,
        updated_at: '2026-06-02T10:00:00Z',
      }),
    );
    await generate('2026-06');
    const { pages, net } = await expectTotalsAsReported('2026-06');
    expect(net).toBe(80_000);
    // 2 guest nights of 30 (and May 30's stay's 3 June nights): 5 / 30 = 16.7 %.
    expect(valueOf(pages, 'Occupancy')).toBe('16.7%');
    expect(valueOf(pages, 'Stocking fee (waived')).toBe('$0.00');
    const adjustment = -48_988 + 8_000;
    expect(centsOf(valueOf(pages, 'Adjustments to earlier statements'))).toBe(adjustment);
    expect(centsOf(valueOf(pages, 'Owner payout'))).toBe(net + adjustment);
    const canceled = findLine(pages, (first) => first.startsWith('Дмитрий Иванов'));
    expect(canceled).toEqual(expect.arrayContaining(['Canceled', '$489.88', '$0.00', '-$489.88']));
    // May's statement itself still says what it said.
    const may = await statementOf('2026-05');
    expect(centsOf(findLine(may.pages, (first) => first.startsWith('Totals ('))?.at(-1))).toBe(306_766);
  });

  it('replaces a month run again (and says so), leaving the documents the provider uploaded alone', async () => {
    const before = await statementOf('2026-05');
    const [stated] = await ctx.db
      .select()
      .from(statements)
      .where(and(eq(statements.propertyId, propertyId), eq(statements.periodStart, '2026-05-01')));
    await ctx.db.insert(documents).values({
      propertyId,
      name: 'Statement 2026-05 (provider)',
      type: 'Monthly statements',
      date: '2026-05-31',
      filePath: 'documents/provider.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1,
    });
    expect(await generate('2026-05', propertyId)).toContain('replaced its earlier statement');
    const after = await statementOf('2026-05');
    // Only its document is replaced; the statement keeps its id and payout date (contract).
    expect(after.row.id).not.toBe(before.row.id);
    const [restated] = await ctx.db
      .select()
      .from(statements)
      .where(and(eq(statements.propertyId, propertyId), eq(statements.periodStart, '2026-05-01')));
    expect(restated).toMatchObject({ id: stated?.id, dueOn: stated?.dueOn, documentId: after.row.id });
    expect(await ctx.app.fileStorage.exists(before.row.filePath)).toBe(false);
    const text = after.pages
      .flat()
      .map((line) => line.join(' '))
      .join('\n');
    expect(text).toMatch(/This statement replaces the one issued on \w+ \d+, \d{4}\./);
    // Now May states what is true today: the canceled stay is gone, the changed one at its new money.
    await expectTotalsAsReported('2026-05');
    const provider = await ctx.db
      .select()
      .from(documents)
      .where(eq(documents.name, 'Statement 2026-05 (provider)'));
    expect(provider).toHaveLength(1);
  });

  it('shows a booking deleted after its statement as taken back on the next one', async () => {
    await put(
      'july-1',
      booking('2026-07-05', '2026-07-08', { revenue: 500, management_fee: 100, net_income: 400 }),
    );
    await generate('2026-07');
    const answer = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/provider/v1/properties/${propertyId}/reservations/july-1/`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(answer.statusCode).toBeLessThan(300);
    await generate('2026-08');
    const { pages } = await statementOf('2026-08');
    expect(centsOf(valueOf(pages, 'Adjustments to earlier statements'))).toBe(-40_000);
  });
});

describe('a statement written again', () => {
  it('keeps its id and its payout date, and its e-mail gives the payout, its due date and the filtered Documents', async () => {
    const owner = await createUser(ctx.db, { email: 'restated@example.test', firstName: 'Rita' });
    const house = await createProperty(ctx.db, {
      ownerIds: [owner.id],
      entityName: 'Breckenridge Chalet',
      timeZone: 'America/Denver',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await put('restated-1', booking('2026-11-05', '2026-11-09'), house.id);
    const deps = { db: ctx.db, storage: ctx.app.fileStorage, brandName: 'Harborstay', notify: true };
    const november = { propertyId: house.id, month: '2026-11-01' };
    await ctx.app.jobs.drain();
    rmSync(ctx.outboxDir, { recursive: true, force: true });

    const first = await publishMonthlyStatement(deps, {
      ...november,
      issuedOn: '2026-12-01',
      replace: false,
    });
    await ctx.app.jobs.drain();
    const [published] = await ctx.db.select().from(statements).where(eq(statements.propertyId, house.id));
    // Corrected six days later: the payout is still due when the owner was first told.
    await put(
      'restated-1',
      booking('2026-11-05', '2026-11-09', {
        revenue: 1062.5,
        management_fee: 212.5,
        net_income: 850,
        updated_at: '2026-12-06T10:00:00Z',
      }),
      house.id,
    );
    const again = await publishMonthlyStatement(deps, { ...november, issuedOn: '2026-12-07', replace: true });

    const { pages } = await statementOf('2026-11', house.id);
    expect(valueOf(pages, 'Payout due')).toBe('December 16, 2026');
    expect(valueOf(pages, 'Statement date')).toBe('December 7, 2026');
    expect(first).toMatchObject({ outcome: 'published', dueOn: '2026-12-16', payoutCents: 80_000 });
    expect(again).toMatchObject({ outcome: 'replaced', dueOn: '2026-12-16', payoutCents: 85_000 });
    const rows = await ctx.db.select().from(statements).where(eq(statements.propertyId, house.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: published?.id,
      issuedOn: '2026-12-07',
      dueOn: '2026-12-16',
      documentId: again.documentId,
    });

    await ctx.app.jobs.drain();
    const mails = readOutbox(ctx.outboxDir).filter((mail) => mail.to === 'restated@example.test');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your monthly statement for Breckenridge Chalet: November 2026',
      'Your monthly statement for Breckenridge Chalet: November 2026',
    ]);
    const link = `http://portal.test/owner/property-document/${house.id}?type=Monthly%20statements&year=2026&month=11`;
    for (const [mail, payout] of [
      [mails[0], '$800.00'],
      [mails[1], '$850.00'],
    ] as const) {
      expect(mail?.text).toContain(`Your payout of ${payout} is due by Wed, Dec 16, 2026.`);
      expect(mail?.text).toContain(`Owner payout: ${payout}\nPayout due: Wed, Dec 16, 2026\n`);
      expect(mail?.text).toContain(`Open the statement: ${link}\n`);
      expect(mail?.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    }
  });
});

describe('the monthly job', () => {
  it("queues each property's last month once it is the 1st in the property's own time zone", async () => {
    const owner = await createUser(ctx.db, { email: 'zones@example.test' });
    const added = new Date('2026-03-20T00:00:00Z');
    const east = await createProperty(ctx.db, {
      ownerIds: [owner.id],
      timeZone: 'Pacific/Kiritimati',
      createdAt: added,
    });
    const west = await createProperty(ctx.db, {
      ownerIds: [owner.id],
      timeZone: 'Pacific/Honolulu',
      createdAt: added,
    });
    // Added to the portal on May 20 (America/Denver).
    const late = await createProperty(ctx.db, {
      ownerIds: [owner.id],
      createdAt: new Date('2026-05-20T12:00:00Z'),
    });
    const queued = async (at: string) => {
      await queueDueStatements(ctx.db, new Date(at));
      const rows = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'monthly-statement'));
      return rows.map((job) => job.payload as { propertyId: number; month: string });
    };
    // 00:30 UTC on June 1: June 1 in Kiritimati (UTC+14), still May 31 in Honolulu (UTC-10).
    const early = await queued('2026-06-01T00:30:00Z');
    expect(early.filter((job) => job.propertyId === east.id).map((job) => job.month)).toEqual(['2026-05-01']);
    expect(early.filter((job) => job.propertyId === west.id).map((job) => job.month)).toEqual(['2026-04-01']);
    // Still May 31 in Denver: April is due, but this one was added in May, so none of it is.
    expect(early.filter((job) => job.propertyId === late.id)).toEqual([]);
    const later = await queued('2026-06-01T10:30:00Z');
    expect(later.filter((job) => job.propertyId === late.id).map((job) => job.month)).toEqual(['2026-05-01']);
    expect(later.filter((job) => job.propertyId === west.id).map((job) => job.month)).toEqual([
      '2026-04-01',
      '2026-05-01',
    ]);
    // Asked again, nothing more is queued: the property and month are the job's key.
    expect(await queueDueStatements(ctx.db, new Date('2026-06-01T10:45:00Z'))).toBe(0);
    await ctx.db.delete(jobs).where(eq(jobs.kind, 'monthly-statement'));
  });

  it('looks for due statements at the next full hour, once whichever servers ask', async () => {
    const at = new Date('2030-03-01T10:20:00Z');
    await Promise.all([scheduleStatementsDue(ctx.db, at), scheduleStatementsDue(ctx.db, at)]);
    const looks = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'statements-due'));
    expect(looks.map((job) => job.idempotencyKey)).toEqual(['statements-due:2030-03-01T11:00:00.000Z']);
    expect(looks[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
    await ctx.db.delete(jobs).where(eq(jobs.kind, 'statements-due'));
  });

  it('publishes one document when two servers generate the same month at once', async () => {
    const second = await buildApp({
      database: ctx.database,
      brandName: 'Harborstay',
      publicUrl: 'http://portal.test',
      mail: { from: 'Harborstay <no-reply@portal.test>', outboxDir: ctx.outboxDir },
      uploadsDir: ctx.uploadsDir,
    });
    await second.ready();
    try {
      await put('sept-1', booking('2026-09-02', '2026-09-05'));
      const deps = (app: typeof second) => ({
        db: app.db,
        storage: app.fileStorage,
        brandName: 'Harborstay',
        notify: true,
      });
      const month = { propertyId, month: '2026-09-01', issuedOn: '2026-10-01', replace: false };
      const outcomes = await Promise.all([
        publishMonthlyStatement(deps(ctx.app), month),
        publishMonthlyStatement(deps(second), month),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['exists', 'published']);
      expect(new Set(outcomes.map((o) => o.documentId)).size).toBe(1);

      // Through the queue: both servers look for due statements and work the queue at once.
      await Promise.all([
        queueDueStatements(ctx.db, new Date('2026-11-01T12:00:00Z')),
        queueDueStatements(second.db, new Date('2026-11-01T12:00:00Z')),
      ]);
      await Promise.all([ctx.app.jobs.drain(), second.jobs.drain()]);
      const october = await ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.propertyId, propertyId), eq(documents.name, 'Statement 2026-10')));
      expect(october).toHaveLength(1);
      const rows = await ctx.db
        .select()
        .from(statements)
        .where(and(eq(statements.propertyId, propertyId), eq(statements.periodStart, '2026-10-01')));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.documentId).toBe(october[0]?.id);
    } finally {
      await second.close();
    }
  });

  it("stops an offboarded property's statements where its management stopped", async () => {
    const owner = await createUser(ctx.db, { email: 'offboarded@example.test' });
    const offboarded = {
      harborstayServices: false,
      offboardedAt: new Date('2026-10-20T12:00:00Z'),
      createdAt: new Date('2026-01-01T00:00:00Z'),
    };
    const left = await createProperty(ctx.db, { ownerIds: [owner.id], ...offboarded });
    const leftLongAgo = await createProperty(ctx.db, { ownerIds: [owner.id], ...offboarded });
    const deps = { db: ctx.db, storage: ctx.app.fileStorage, brandName: 'Harborstay', notify: false };
    await publishMonthlyStatement(deps, { propertyId: left.id, month: '2026-09-01', replace: false });
    await publishMonthlyStatement(deps, { propertyId: leftLongAgo.id, month: '2026-03-01', replace: false });
    const due = await propertiesDue(ctx.db, new Date('2026-11-01T18:00:00Z'), 'monthly');
    // Offboarded on October 20: October is its last month; the other's statements stopped in March.
    expect(due.filter((row) => [left.id, leftLongAgo.id].includes(row.propertyId))).toEqual([
      { propertyId: left.id, periodStart: '2026-10-01', today: '2026-11-01' },
    ]);
    expect(
      (await propertiesDue(ctx.db, new Date('2026-12-01T18:00:00Z'), 'monthly')).map((row) => row.propertyId),
    ).not.toContain(left.id);
  });
});

describe('the annual statement', () => {
  it("is queued in January and sums the year's months as the report counts them, with the rents against $600", async () => {
    await queueDueStatements(ctx.db, new Date('2027-01-01T19:00:00Z'));
    await ctx.app.jobs.drain();
    const [annual] = await ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.propertyId, propertyId), eq(documents.name, 'Annual Statement 2026')));
    expect(annual).toMatchObject({ type: 'Annual statements', date: '2026-12-31' });
    const file = await ctx.app.fileStorage.get(annual?.filePath ?? '');
    if (!file) throw new Error('no annual statement file');
    const pages = await pdfLines(await buffer(file.body));
    let revenue = 0;
    for (let month = 1; month <= 12; month += 1)
      revenue += (await report(`2026-${String(month).padStart(2, '0')}`)).totals.revenue * 100;
    const totals = findLine(pages, (first) => first === 'Totals');
    expect(centsOf(totals?.[2])).toBe(Math.round(revenue));
    expect(centsOf(valueOf(pages, 'Gross rents for the year'))).toBe(Math.round(revenue));
    expect(valueOf(pages, 'Form 1099-MISC, box 1')).toMatch(/, to be issued$/);
  });
});

describe('reservations the statement reads', () => {
  it('lists an owner stay as such, with no money', async () => {
    await ctx.db.insert(reservations).values({
      propertyId,
      kind: 'owner',
      status: 'confirmed',
      startDate: '2026-12-04',
      endDate: '2026-12-08',
      notes: 'Family visit',
    });
    await generate('2026-12', propertyId);
    const { pages } = await expectTotalsAsReported('2026-12');
    // The platform column says 'Owner Reservation' as the report does (on two lines in its cell).
    expect(findLine(pages, (first) => first === 'Dec 4, 2026')).toEqual(
      expect.arrayContaining(['Dec 8, 2026', '4', 'Owner stay', '$0.00']),
    );
    expect(valueOf(pages, 'Owner nights')).toBe('4');
  });
});

describe('names in Chinese, Japanese and Korean', () => {
  it('prints them as written, in the fallback font where DejaVu Sans has no glyph', async () => {
    const owner = await createUser(ctx.db, {
      email: 'cjk-owner@example.test',
      firstName: '서연',
      lastName: '박',
    });
    const house = await createProperty(ctx.db, {
      ownerIds: [owner.id],
      entityName: 'Villa 海辺の家',
      city: 'Aspen',
      state: 'CO',
      postalCode: '81611',
      timeZone: 'America/Denver',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const guests = [
      { first_name: '秀英', last_name: '王' },
      { first_name: '美咲', last_name: '佐藤' },
      { first_name: '민준', last_name: '김' },
      // Longer than the guest column: wraps inside its cell.
      { first_name: 'Alexander 欧阳', last_name: '娜娜娜娜娜娜娜娜娜娜娜娜' },
    ];
    for (const [i, guest] of guests.entries())
      await put(
        `cjk-${i}`,
        booking(`2026-05-0${2 * i + 1}`, `2026-05-0${2 * i + 2}`, {
          guest: { ...guest, email: null, phone: null },
        }),
        house.id,
      );
    await generate('2026-05', house.id);
    const { pages } = await statementOf('2026-05', house.id);
    const guestOf = (day: number) => findLine(pages, (first) => first === `May ${day}, 2026`)?.[3];
    expect(guestOf(1)).toBe('秀英 王');
    expect(guestOf(3)).toBe('美咲 佐藤');
    expect(guestOf(5)).toBe('민준 김');
    // Runs in each font are separate pieces of text to pdf.js.
    const after = (label: string) =>
      findLine(pages, (first) => first === label)
        ?.slice(1)
        .join(' ');
    expect(after('Property')).toBe('Villa 海辺の家');
    expect(after('Owner')).toBe('서연 박');
    expect(findLine(pages, (first) => first.startsWith('May 2026 · '))?.join(' ')).toBe(
      'May 2026 · Villa 海辺の家',
    );
    // The long name wraps in its column, nine characters of 8.5 points a line, the rest of the row beside it.
    expect(findLine(pages, (first) => first === 'May 7, 2026')).toEqual([
      'May 7, 2026',
      'May 8, 2026',
      '1',
      'Alexander',
      '欧阳 娜',
      'Airbnb',
      '$1,000.00',
      '$200.00',
      '$800.00',
    ]);
    expect(pages.flat()).toEqual(expect.arrayContaining([['娜'.repeat(9)], ['娜娜']]));
  });
});
