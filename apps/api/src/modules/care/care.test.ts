import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_TASK_SORTS, type TCareTask, type TCareTaskList, type TSignedUrl } from '@harborstay/contracts';
import { careTasks } from '@harborstay/db';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';
import { CARE_REPORT_TYPE, careReportUrl } from './service';
import { ownerScope } from '../../access/owner-scope';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let olivia: string;
let oscar: string;
let oliviaId = 0;
const ids = { main: 0, foreign: 0 };
const tasks = { withReport: 0, beforeReports: 0, foreign: 0, noReport: 0 };

const REPORT = '<!doctype html><title>Report</title><h1>Deep clean</h1><script>alert(1)</script>';

beforeAll(async () => {
  ctx = await createTestApp();
  const o = await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true });
  const x = await createUser(ctx.db, { email: 'oscar@example.test', withProfile: true });
  oliviaId = o.id;
  ids.main = (await createProperty(ctx.db, { ownerIds: [o.id], timeZone: 'America/Denver' })).id;
  ids.foreign = (await createProperty(ctx.db, { ownerIds: [x.id], entityName: 'Foreign Villa' })).id;
  const names = ['Deep clean', 'Hot tub service', 'Inspection', 'Pest control', 'Deep clean'];
  const rows = Array.from({ length: 23 }, (_unused, i) => ({
    propertyId: ids.main,
    name: names[i % names.length] ?? 'Task',
    // Ids of several lengths, so that a text sort would be wrong; some finished at the same instant.
    breezewayTaskId: String(i % 3 === 0 ? 900 + i : 38_400_000 + i * 7),
    finishedAt: new Date(Date.UTC(2025, i % 12, 1 + (i % 5), 15)),
    typeTaskStatus: i % 4 === 0 ? 'closed' : 'finished',
    reportPath: `care-reports/main/${i}.html`,
  }));
  const inserted = await ctx.db.insert(careTasks).values(rows).returning();
  tasks.withReport = inserted[0]?.id ?? 0;
  const [before, none, foreign] = await ctx.db
    .insert(careTasks)
    .values([
      // 2023-10-16 03:00 UTC is still 15 October in Denver: before the reports began there.
      {
        propertyId: ids.main,
        name: 'Old check',
        breezewayTaskId: '1',
        finishedAt: new Date('2023-10-16T03:00:00Z'),
        typeTaskStatus: 'finished',
        reportPath: 'care-reports/main/old.html',
      },
      {
        propertyId: ids.main,
        name: 'No report',
        breezewayTaskId: '2',
        finishedAt: new Date('2024-01-01T12:00:00Z'),
        typeTaskStatus: 'finished',
        reportPath: null,
      },
      {
        propertyId: ids.foreign,
        name: 'Foreign task',
        breezewayTaskId: '3',
        finishedAt: new Date('2025-01-01T12:00:00Z'),
        typeTaskStatus: 'finished',
        reportPath: 'care-reports/foreign/3.html',
      },
    ])
    .returning();
  tasks.beforeReports = before?.id ?? 0;
  tasks.noReport = none?.id ?? 0;
  tasks.foreign = foreign?.id ?? 0;
  for (const key of [
    ...rows.map((row) => row.reportPath),
    'care-reports/main/old.html',
    'care-reports/foreign/3.html',
  ]) {
    await ctx.app.fileStorage.put(key, REPORT, { contentType: CARE_REPORT_TYPE });
  }
  olivia = (await signIn(ctx.app, 'olivia@example.test')).authorization;
  oscar = (await signIn(ctx.app, 'oscar@example.test')).authorization;
});
afterAll(() => ctx.close());

const list = (query: string, authorization = olivia) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/owners/owner/property/properties-care/?${query}`,
    headers: { authorization },
  });
const getUrl = (body: unknown, authorization?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/owners/owner/property/properties-care/getUrl/',
    headers: authorization ? { authorization } : {},
    payload: body as Record<string, unknown>,
  });
const open = (url: string) => ctx.app.inject({ method: 'GET', url });

function compare(sort: string, a: TCareTask, b: TCareTask): number {
  const sign = sort.startsWith('-') ? -1 : 1;
  const key = sort.replace('-', '');
  const keys = (task: TCareTask): (string | number)[] =>
    key === 'name'
      ? [task.name, task.id]
      : key === 'breezeway_task_id'
        ? [Number(task.breezeway_task_id), task.id]
        : [task.finished_at, task.id];
  const [ka, kb] = [keys(a), keys(b)];
  for (let i = 0; i < ka.length; i += 1) {
    const [x, y] = [ka[i] ?? 0, kb[i] ?? 0];
    if (x < y) return -sign;
    if (x > y) return sign;
  }
  return 0;
}

describe('GET /api/owners/owner/property/properties-care/', () => {
  it.each(CARE_TASK_SORTS)('pages stably sorted by %s: no task twice, none missing', async (sort) => {
    const seen: TCareTask[] = [];
    let count = 0;
    for (let page = 1; page <= 5; page += 1) {
      const response = await list(`property=${ids.main}&sort=${sort}&page=${page}&page_size=6`);
      expect(response.statusCode).toBe(200);
      const body = response.json<TCareTaskList>();
      count = body.count;
      seen.push(...body.results);
    }
    expect(count).toBe(25);
    expect(new Set(seen.map((task) => task.id)).size).toBe(25);
    // A page past the end still tells the whole count.
    const past = (await list(`property=${ids.main}&sort=${sort}&page=6&page_size=6`)).json<TCareTaskList>();
    expect(past).toMatchObject({ count: 25, results: [] });
    expect(seen.map((task) => task.id)).toEqual(
      [...seen].sort((a, b) => compare(sort, a, b)).map((task) => task.id),
    );
  });

  it('shows Completed for finished and closed tasks, and a report only from 2023-10-16 on', async () => {
    const body = (await list(`property=${ids.main}&page_size=100`)).json<TCareTaskList>();
    expect(new Set(body.results.map((task) => task.status))).toEqual(new Set(['Completed']));
    expect(new Set(body.results.map((task) => task.type_task_status))).toEqual(
      new Set(['finished', 'closed']),
    );
    const byId = new Map(body.results.map((task) => [task.id, task]));
    expect(byId.get(tasks.withReport)?.has_report).toBe(true);
    expect(byId.get(tasks.beforeReports)?.has_report).toBe(false);
    expect(byId.get(tasks.noReport)?.has_report).toBe(false);
    // Newest first by default.
    expect(body.results[0]?.finished_at).toBe('2025-12-02T15:00:00.000Z');
  });

  it('answers 404 for another owner’s property and 401 to an anonymous caller', async () => {
    expect((await list(`property=${ids.main}`, oscar)).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/owners/owner/property/properties-care/?property=${ids.main}`,
        })
      ).statusCode,
    ).toBe(401);
    expect((await list(`property=${ids.main}&page_size=101`)).statusCode).toBe(400);
  });
});

describe('POST /api/owners/owner/property/properties-care/getUrl/', () => {
  it('gives a signed address that opens the report for 10 minutes, under a policy that runs no script', async () => {
    const response = await getUrl({ task_id: tasks.withReport }, olivia);
    expect(response.statusCode).toBe(200);
    const { url, expires_at } = response.json<TSignedUrl>();
    expect(url.startsWith('/api/care-reports/?')).toBe(true);
    const lifetime = new Date(expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    const report = await open(url);
    expect(report.statusCode).toBe(200);
    expect(report.body).toBe(REPORT);
    expect(report.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(report.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp.split('; ')).toContain('sandbox');
    expect(report.headers['x-frame-options']).toBeUndefined();
  });

  it('stops working when altered or expired', async () => {
    const { url } = (await getUrl({ task_id: tasks.withReport }, olivia)).json<TSignedUrl>();
    const query = new URL(url, 'http://portal.test').searchParams;
    const altered = (name: string, value: string) => {
      const copy = new URLSearchParams(query);
      copy.set(name, value);
      return `/api/care-reports/?${copy}`;
    };
    expect((await open(altered('key', 'care-reports/foreign/3.html'))).statusCode).toBe(404);
    expect((await open(altered('expires', String(Number(query.get('expires')) + 3600)))).statusCode).toBe(
      404,
    );
    expect((await open(altered('type', 'text/html'))).statusCode).toBe(404);
    const signature = query.get('signature') ?? '';
    // Two characters that differ from its last two: one signature in 4,096 already ends in 'AA'.
    const ending = signature.endsWith('AA') ? 'BB' : 'AA';
    expect((await open(altered('signature', `${signature.slice(0, -2)}${ending}`))).statusCode).toBe(404);

    const scope = ownerScope(oliviaId, [ids.main]);
    const past = await careReportUrl(
      ctx.db,
      scope,
      ctx.app.urlSigner,
      tasks.withReport,
      new Date(Date.now() - 11 * 60_000),
    );
    expect((await open(past.url)).statusCode).toBe(404);
    const fresh = await careReportUrl(
      ctx.db,
      scope,
      ctx.app.urlSigner,
      tasks.withReport,
      new Date(Date.now() - 9 * 60_000),
    );
    expect((await open(fresh.url)).statusCode).toBe(200);
  });

  it('opens no other stored file: an address of a document is refused', async () => {
    await ctx.app.fileStorage.put('documents/1/a.pdf', '%PDF-1.4', { contentType: 'application/pdf' });
    const signed = ctx.app.urlSigner.sign({
      key: 'documents/1/a.pdf',
      contentType: 'application/pdf',
      fileName: 'a.pdf',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await open(signed.replace('/api/files/', '/api/care-reports/'))).statusCode).toBe(404);
  });

  it('refuses a client-sent address, another owner, an anonymous caller and a task without a report', async () => {
    expect(
      (await getUrl({ task_id: tasks.withReport, url: 'https://evil.test/r.html' }, olivia)).statusCode,
    ).toBe(400);
    expect(
      (await getUrl({ url: '/api/care-reports/?key=care-reports/main/0.html' }, olivia)).statusCode,
    ).toBe(400);
    const other = await getUrl({ task_id: tasks.withReport }, oscar);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('care-reports');
    expect((await getUrl({ task_id: tasks.foreign }, olivia)).statusCode).toBe(404);
    expect((await getUrl({ task_id: tasks.withReport })).statusCode).toBe(401);
    expect((await getUrl({ task_id: tasks.beforeReports }, olivia)).statusCode).toBe(404);
    expect((await getUrl({ task_id: tasks.noReport }, olivia)).statusCode).toBe(404);
  });
});
