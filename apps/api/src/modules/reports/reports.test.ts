import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESERVATION_REPORT_COLUMNS,
  RESERVATION_REPORT_SORTS,
  type TReservationReport,
  type TReservationReportRow,
  type TReservationReportSort,
} from '@harborstay/contracts';
import { propertyMonthFigures, reservations } from '@harborstay/db';
import { addDays, addMonths, startOfMonth, todayIn } from '@harborstay/domain';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';

const TIME_ZONE = 'America/Denver';
const M = startOfMonth(todayIn(TIME_ZONE));
const monthEnd = addDays(addMonths(M, 1), -1);
const PLATFORMS = ['Airbnb', 'Vrbo', 'Booking.com', 'Direct', null] as const;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let olivia: string;
let oscar: string;
const ids = { main: 0, second: 0, foreign: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const o = await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true });
  const x = await createUser(ctx.db, { email: 'oscar@example.test', withProfile: true });
  ids.main = (
    await createProperty(ctx.db, { ownerIds: [o.id], entityName: 'Main Cabin', timeZone: TIME_ZONE })
  ).id;
  ids.second = (
    await createProperty(ctx.db, { ownerIds: [o.id], entityName: 'Second', timeZone: TIME_ZONE })
  ).id;
  ids.foreign = (await createProperty(ctx.db, { ownerIds: [x.id], entityName: 'Foreign Villa' })).id;

  // Two-night guest stays, many on the same day (so ties need the id), over this month and the
  // days around it, on both properties; each revenue distinct, fee 20 % rounded.
  const rows: (typeof reservations.$inferInsert)[] = [];
  let n = 0;
  for (let day = -3; day < 34; day += 1) {
    for (const propertyId of [ids.main, ids.second]) {
      n += 1;
      const startDate = addDays(M, day);
      const revenueCents = 10_000 + n * 137;
      const managementFeeCents = Math.round(revenueCents * 0.2);
      rows.push({
        propertyId,
        kind: 'guest',
        status: n % 9 === 0 ? 'in progress' : 'confirmed',
        // Overlaps are refused by the exclusion constraint: stays on the same day go to separate
        // properties, and each property's stays are one night long, every other day.
        startDate,
        endDate: addDays(startDate, 1),
        // Some guests' names would run as a spreadsheet formula.
        guestFirstName: n % 5 === 0 ? '=cmd()' : `Guest${n}`,
        guestLastName: 'Doe',
        guestsCount: 1 + (n % 4),
        platform: PLATFORMS[n % PLATFORMS.length] ?? null,
        externalId: `CH-${n}`,
        confirmedAt: new Date(`${addDays(startDate, -20)}T23:30:00Z`),
        revenueCents,
        managementFeeCents,
        netIncomeCents: revenueCents - managementFeeCents,
      });
    }
  }
  await ctx.db.insert(reservations).values(rows);
  // A canceled stay and a maintenance block inside the month (listed nowhere), an owner stay
  // (listed, earning nothing), and a foreign property's stay.
  const free = addDays(M, 40);
  await ctx.db.insert(reservations).values([
    {
      propertyId: ids.main,
      kind: 'guest',
      status: 'canceled',
      startDate: addDays(M, 3),
      endDate: addDays(M, 4),
      revenueCents: 99_900,
      netIncomeCents: 99_900,
    },
    {
      propertyId: ids.main,
      kind: 'maintenance',
      status: 'unavailable',
      startDate: free,
      endDate: addDays(free, 2),
    },
    {
      propertyId: ids.main,
      kind: 'owner',
      status: 'confirmed',
      startDate: addDays(free, 3),
      endDate: addDays(free, 6),
      guestFirstName: 'Olivia',
      guestLastName: 'Owner',
      revenueCents: 5_000,
      netIncomeCents: 5_000,
    },
    {
      propertyId: ids.foreign,
      kind: 'guest',
      status: 'confirmed',
      startDate: addDays(M, 2),
      endDate: addDays(M, 9),
      revenueCents: 123_456,
      netIncomeCents: 123_456,
    },
  ]);
  olivia = (await signIn(ctx.app, 'olivia@example.test')).authorization;
  oscar = (await signIn(ctx.app, 'oscar@example.test')).authorization;
});
afterAll(() => ctx.close());

const get = (url: string, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function report(query: string, authorization = olivia): Promise<TReservationReport> {
  const response = await get(`/api/owners/owner/reservations/?${query}`, authorization);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TReservationReport>();
}

async function allPages(query: string, pageSize: number) {
  const first = await report(`${query}&page=1&page_size=${pageSize}`);
  const rows = [...first.results];
  for (let page = 2; page <= Math.ceil(first.count / pageSize); page += 1) {
    rows.push(...(await report(`${query}&page=${page}&page_size=${pageSize}`)).results);
  }
  return { first, rows };
}

const cents = (dollars: number) => Math.round(dollars * 100);

function compare(sort: TReservationReportSort, a: TReservationReportRow, b: TReservationReportRow): number {
  const sign = sort.startsWith('-') ? -1 : 1;
  const keysOf = (row: TReservationReportRow) =>
    sort.endsWith('platform') ? [row.platform ?? '', row.check_in, row.id] : [row.check_in, row.id];
  const [ka, kb] = [keysOf(a), keysOf(b)];
  for (let i = 0; i < ka.length; i += 1) {
    const [x, y] = [ka[i] ?? '', kb[i] ?? ''];
    if (x < y) return -sign;
    if (x > y) return sign;
  }
  return 0;
}

describe('GET /api/owners/owner/reservations/', () => {
  it('lists exactly the check-ins of the range, both ends included', async () => {
    const start = addDays(M, 2);
    const end = addDays(M, 5);
    const { rows } = await allPages(`start=${start}&end=${end}`, 100);
    // Days 2..5 on two properties, the canceled stay of day 3 left out.
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.check_in >= start && row.check_in <= end)).toBe(true);
    expect(new Set(rows.map((row) => row.check_in))).toEqual(
      new Set([start, addDays(M, 3), addDays(M, 4), end]),
    );
  });

  it('defaults to the current month of the properties', async () => {
    const body = await report('');
    expect([body.start, body.end]).toEqual([M, monthEnd]);
    expect(body.page).toBe(1);
    expect(body.page_size).toBe(10);
    expect(body.results).toHaveLength(10);
  });

  it.each(RESERVATION_REPORT_SORTS)(
    'pages stably when sorted by %s: no row twice, none missing',
    async (sort) => {
      const range = `start=${addDays(M, -3)}&end=${addDays(M, 45)}`;
      const { first, rows } = await allPages(`${range}&sort=${sort}`, 7);
      const ids = rows.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(first.count);
      expect(first.count).toBe(37 * 2 + 1); // every guest stay and the owner stay
      const sorted = [...rows].sort((a, b) => compare(sort, a, b));
      expect(ids).toEqual(sorted.map((row) => row.id));
    },
  );

  it('adds up to the cent: revenue - fee = net income on every row; totals over the whole range', async () => {
    const range = `start=${M}&end=${monthEnd}`;
    const { first, rows } = await allPages(range, 9);
    for (const row of rows)
      expect(cents(row.revenue) - cents(row.management_fee)).toBe(cents(row.net_income));
    expect(first.results).toHaveLength(9);
    expect(first.totals).toEqual({
      nights_count: rows.reduce((sum, row) => sum + row.nights_count, 0),
      revenue: rows.reduce((sum, row) => sum + cents(row.revenue), 0) / 100,
      management_fee: rows.reduce((sum, row) => sum + cents(row.management_fee), 0) / 100,
      net_income: rows.reduce((sum, row) => sum + cents(row.net_income), 0) / 100,
    });
  });

  it('totals the listed rows over any range: whole months from the roll-ups, the days around them from the rows', async () => {
    const ranges = [
      [M, monthEnd],
      [addDays(M, -3), addDays(monthEnd, 3)],
      [addDays(M, 4), addDays(M, 11)],
      [addDays(M, -2), addDays(addMonths(M, 1), 20)],
      [addMonths(M, -1), addDays(addMonths(M, 2), -1)],
      [addDays(M, 10), addDays(M, 45)],
    ];
    for (const [start, end] of ranges) {
      const { first, rows } = await allPages(`start=${start}&end=${end}`, 100);
      expect(first.count, `${start}..${end}`).toBe(rows.length);
      expect(first.totals, `${start}..${end}`).toEqual({
        nights_count: rows.reduce((sum, row) => sum + row.nights_count, 0),
        revenue: rows.reduce((sum, row) => sum + cents(row.revenue), 0) / 100,
        management_fee: rows.reduce((sum, row) => sum + cents(row.management_fee), 0) / 100,
        net_income: rows.reduce((sum, row) => sum + cents(row.net_income), 0) / 100,
      });
    }
  });

  it('lists an owner stay earning nothing, and no canceled stay or block', async () => {
    const { rows } = await allPages(`start=${addDays(M, 40)}&end=${addDays(M, 45)}`, 10);
    expect(rows).toEqual([
      expect.objectContaining({
        property_id: ids.main,
        guest_name: 'Olivia Owner',
        platform: 'Owner Reservation',
        nights_count: 3,
        revenue: 0,
        management_fee: 0,
        net_income: 0,
      }),
    ]);
  });

  it('ignores a property id that is not the caller’s', async () => {
    const range = `start=${M}&end=${monthEnd}`;
    const main = await report(`${range}&property=${ids.main}&page_size=100`);
    const withForeign = await report(`${range}&property=${ids.main}&property=${ids.foreign}&page_size=100`);
    expect(withForeign).toEqual(main);
    expect(main.results.every((row) => row.property_id === ids.main)).toBe(true);
    const onlyForeign = await report(`${range}&property=${ids.foreign}`);
    expect(onlyForeign.count).toBe(0);
    expect(onlyForeign.totals.net_income).toBe(0);
  });

  it('totals of each month equal the net income of the figures, each property and both together', async () => {
    const year = M.slice(0, 4);
    const months = await ctx.db.select().from(propertyMonthFigures);
    for (let month = 1; month <= 12; month += 1) {
      const first = `${year}-${String(month).padStart(2, '0')}-01`;
      const last = addDays(addMonths(first, 1), -1);
      let together = 0;
      for (const id of [ids.main, ids.second]) {
        const expected = months
          .filter((row) => row.propertyId === id && row.month === first)
          .reduce((sum, row) => sum + row.netIncomeCents, 0);
        together += expected;
        const body = await report(`start=${first}&end=${last}&property=${id}`);
        expect(cents(body.totals.net_income), `${first} property ${id}`).toBe(expected);
      }
      expect(cents((await report(`start=${first}&end=${last}`)).totals.net_income), first).toBe(together);
    }
  });

  it('makes one end alone the range of its month (issue 28)', async () => {
    const startAlone = await report('start=2026-10-15');
    expect([startAlone.start, startAlone.end]).toEqual(['2026-10-15', '2026-10-31']);
    const endAlone = await report('end=2020-01-17');
    expect([endAlone.start, endAlone.end]).toEqual(['2020-01-01', '2020-01-17']);
    const leapEnd = await report('end=2028-02-29');
    expect([leapEnd.start, leapEnd.end]).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('refuses a date outside 1900 to 2200 under its field, the export before any header', async () => {
    for (const [query, field] of [
      ['start=0000-01-01', 'start'],
      ['start=0050-03-15', 'start'],
      ['end=9999-12-31', 'end'],
      ['start=1899-12-31&end=2026-01-01', 'start'],
      ['start=2026-01-01&end=2201-01-01', 'end'],
    ] as const) {
      for (const path of ['/api/owners/owner/reservations/', '/api/owners/owner/reservations/export/']) {
        const response = await get(`${path}?${query}&format=csv`, olivia);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json<Record<string, string[]>>()[field]).toEqual([
          'Enter a date between 1900 and 2200.',
        ]);
      }
    }
    const edges = await report('start=1900-01-01&end=2200-12-31&page_size=1');
    expect([edges.start, edges.end]).toEqual(['1900-01-01', '2200-12-31']);
  });

  it('refuses a page size over 100 and an end before the start', async () => {
    expect((await get('/api/owners/owner/reservations/?page_size=101', olivia)).statusCode).toBe(400);
    const backwards = await get(`/api/owners/owner/reservations/?start=${monthEnd}&end=${M}`, olivia);
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json<object>())).toEqual(['end']);
  });

  it('refuses an anonymous caller and shows another owner only their own', async () => {
    expect((await get('/api/owners/owner/reservations/')).statusCode).toBe(401);
    expect((await get('/api/owners/owner/reservations/export/?format=csv')).statusCode).toBe(401);
    const other = await report(`start=${M}&end=${monthEnd}&property=${ids.main}`, oscar);
    expect(other.count).toBe(0);
    const own = await report(`start=${M}&end=${monthEnd}&page_size=100`, oscar);
    expect(own.results.map((row) => row.property_id)).toEqual([ids.foreign]);
  });
});

/**
 * RFC 4180 lines of the simple kind this export writes (quotes only around separators, quotes, line
 * breaks), after the byte order mark it starts with.
 */
function parseCsv(file: string): string[][] {
  expect(file.startsWith('\uFEFF')).toBe(true);
  const text = file.slice(1);
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

describe('GET /api/owners/owner/reservations/export/', () => {
  const range = `start=${addDays(M, -3)}&end=${addDays(M, 45)}`;

  it('streams every row of the report as CSV, in its order, with the chosen columns', async () => {
    const { rows } = await allPages(`${range}&sort=-platform`, 100);
    const response = await get(
      `/api/owners/owner/reservations/export/?${range}&sort=-platform&format=csv&column=net_income&column=guest_name&column=check_in`,
      olivia,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      `filename="Reservations report ${addDays(M, -3)} to ${addDays(M, 45)}.csv"`,
    );
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual(['Guest Name', 'Check-in Date', 'Net Income']);
    expect(lines).toEqual(
      rows.map((row) => [
        row.guest_name?.startsWith('=') ? `'${row.guest_name}` : (row.guest_name ?? ''),
        row.check_in,
        row.net_income.toFixed(2),
      ]),
    );
  });

  it('writes the same rows to Excel, all 14 columns when none are chosen, named after the title', async () => {
    const { rows } = await allPages(range, 100);
    const response = await get(
      `/api/owners/owner/reservations/export/?${range}&format=xlsx&title=${encodeURIComponent('Q4 / owners')}`,
      olivia,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename="Q4 owners ${addDays(M, -3)} to ${addDays(M, 45)}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual(RESERVATION_REPORT_COLUMNS.map((column) => column.label));
    expect(values).toHaveLength(rows.length + 1);
    expect(values.slice(1).map((row) => row[13])).toEqual(rows.map((row) => row.net_income));
    expect(values.slice(1).map((row) => row[0])).toEqual(rows.map((row) => row.status));
  });

  it('exports nothing of another owner’s', async () => {
    const response = await get(
      `/api/owners/owner/reservations/export/?${range}&format=csv&property=${ids.main}`,
      oscar,
    );
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body)).toHaveLength(1);
  });
});
