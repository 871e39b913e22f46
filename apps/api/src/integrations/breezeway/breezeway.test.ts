import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCareTaskList } from '@harborstay/contracts';
import { connectorTokens, jobs } from '@harborstay/db';
import { runAdminCommand } from '../../admin/commands';
import { testAdminDeps } from '../../testing/admin-deps';
import { readOutbox } from '../../testing/outbox';
import { FAKE_BREEZEWAY_CREDENTIALS, startFakeBreezeway, type FakeTask } from '../../testing/fake-breezeway';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';
import { ConnectorUnavailable } from '../connector-errors';
import { nextRunAt as nightlyRunAt, scheduleNightlySync } from '../nightly-sync';
import { createBreezewayClient, type BreezewaySettings } from './client';

// The fake limits token calls as Breezeway does only where a test says so.
const fake = await startFakeBreezeway({ tokenIntervalMs: 0 });
const WEBHOOK_TOKEN = 'bw-hook-0123456789abcdef0123456789abcdef';
const settings: BreezewaySettings = {
  apiUrl: fake.url,
  ...FAKE_BREEZEWAY_CREDENTIALS,
  webhookToken: WEBHOOK_TOKEN,
  timeoutMs: 5_000,
};
const ctx = await createTestApp({ options: { breezeway: settings, reportFetchAllowOrigins: [fake.url] } });
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const deps = () =>
  testAdminDeps(ctx.app.fileStorage, { breezeway: settings, reportFetchAllowOrigins: [fake.url] });
let propertyId: number;
let authorization: string;

const task = (id: number, overrides: Partial<FakeTask> = {}): FakeTask => ({
  id,
  name: `Task ${id}`,
  reference_property_id: 'BW-1',
  type_task_status: { code: 'finished', name: 'Finished', stage: 'finished' },
  finished_at: '2026-11-20T15:30:00',
  report_url: `${fake.url}/reports/${id}`,
  ...overrides,
});
const addTask = (value: FakeTask) => {
  fake.tasks.set(value.id, value);
  if (value.report_url)
    fake.reports.set(String(value.id), `<html><body><h1>Report of ${value.name}</h1></body></html>`);
};

async function careList() {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/owners/owner/property/properties-care/?property=${propertyId}`,
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json<TCareTaskList>().results;
}

beforeAll(async () => {
  const owner = await createUser(ctx.db, { email: 'breezeway-owner@example.test', withProfile: true });
  propertyId = (await createProperty(ctx.db, { ownerIds: [owner.id] })).id;
  authorization = (await signIn(ctx.app, owner.email)).authorization;
  const linked = await runAdminCommand(
    ctx.db,
    'property:link',
    { property: String(propertyId), 'breezeway-property': 'BW-1' },
    deps(),
  );
  expect(linked).toContain('Breezeway property BW-1');
});

describe('Breezeway', () => {
  it('pulls the completed tasks with their reports, and a second pull changes nothing', async () => {
    addTask(task(1001, { name: 'Departure clean' }));
    addTask(
      task(1002, { type_task_status: { code: 'in_progress', name: 'In progress', stage: 'in_progress' } }),
    );
    addTask(
      task(1003, {
        name: 'Hot tub service',
        type_task_status: { code: 'closed', name: 'Closed', stage: 'finished' },
        report_url: null,
      }),
    );

    const said = await runAdminCommand(ctx.db, 'sync:breezeway', {}, deps());
    expect(said).toContain('2 tasks created, 0 replaced or unchanged, 1 not completed skipped');
    const listed = (await careList()).sort((x, y) => x.breezeway_task_id.localeCompare(y.breezeway_task_id));
    expect(
      listed.map((row) => [row.breezeway_task_id, row.name, row.type_task_status, row.has_report]),
    ).toEqual([
      ['1001', 'Departure clean', 'finished', true],
      ['1003', 'Hot tub service', 'closed', false],
    ]);
    expect(listed[0]?.finished_at).toBe('2026-11-20T15:30:00.000Z');

    // The report was fetched and stored: it opens through the portal's signed address.
    const url = await ctx.app.inject({
      method: 'POST',
      url: '/api/owners/owner/property/properties-care/getUrl/',
      headers: { authorization },
      payload: { task_id: listed[0]?.id },
    });
    const report = await ctx.app.inject({ method: 'GET', url: url.json<{ url: string }>().url });
    expect(report.body).toContain('Report of Departure clean');

    expect(await runAdminCommand(ctx.db, 'sync:breezeway', {}, deps())).toContain(
      '0 tasks created, 2 replaced or unchanged',
    );
    expect(fake.tokenCalls()).toBe(1);
    const status = await runAdminCommand(ctx.db, 'integrations:status', {}, deps());
    expect(status).toMatch(/Breezeway: token valid until .*; 0 webhook jobs waiting, 0 failed/);
    expect(status).toContain(`property ${propertyId} "Test Cabin": last sync 20`);
  });

  it('takes a webhook only at its secret address, answers the test event, and stores the task read again', async () => {
    const post = (token: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/integrations/breezeway/webhooks/${token}/`, payload });
    expect((await post('not-the-token', { event: 'test_webhook_event' })).statusCode).toBe(404);
    expect((await post(WEBHOOK_TOKEN, { event: 'test_webhook_event' })).statusCode).toBe(200);

    addTask(task(1004, { name: 'Pre-arrival inspection' }));
    // The body says another name: only what Breezeway answers for the id counts.
    const answer = await post(WEBHOOK_TOKEN, { event: 'task-completed', data: { id: 1004, name: 'Forged' } });
    expect(answer.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const listed = await careList();
    expect(listed.find((row) => row.breezeway_task_id === '1004')?.name).toBe('Pre-arrival inspection');
    expect(listed.some((row) => row.name === 'Forged')).toBe(false);
    // A task as it happens tells its owner (notifications/); the pulls above, a bulk import, told nobody.
    expect(readOutbox(ctx.outboxDir).map((mail) => [mail.to, mail.subject])).toEqual([
      ['breezeway-owner@example.test', 'Care task completed at Test Cabin: Pre-arrival inspection'],
    ]);
  });

  it('waits at least as long as a 429 says before the webhook job tries again', async () => {
    addTask(task(1005, { name: 'Snow removal' }));
    fake.failNext(1, 429, 2);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/integrations/breezeway/webhooks/${WEBHOOK_TOKEN}/`,
      payload: { event: 'task-completed', data: { id: 1005 } },
    });
    expect(answer.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const [job] = await ctx.db
      .select({
        status: jobs.status,
        waitMs: sql<number>`extract(epoch from (${jobs.runAt} - now())) * 1000`.mapWith(Number),
      })
      .from(jobs)
      .where(eq(jobs.kind, 'breezeway-task'))
      .orderBy(sql`${jobs.id} desc`)
      .limit(1);
    expect(job?.status).toBe('pending');
    expect(job?.waitMs).toBeGreaterThanOrEqual(1_500);
    expect((await careList()).some((row) => row.breezeway_task_id === '1005')).toBe(false);
    // Once the wait is over, nothing was lost.
    await ctx.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.kind, 'breezeway-task'));
    await ctx.app.jobs.drain();
    expect((await careList()).some((row) => row.breezeway_task_id === '1005')).toBe(true);
  });

  it('asks for the token once across 100 calls of two servers, and not again within a minute after a 401', async () => {
    const calls = fake.tokenCalls();
    const [a, b] = [
      createBreezewayClient(settings, { db: ctx.db }),
      createBreezewayClient(settings, { db: ctx.db }),
    ];
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).get('/public/inventory/v1/task/1001')),
    );
    expect(fake.tokenCalls()).toBe(calls);

    // Breezeway refuses the token: it is forgotten, and a new one waits for the minute to pass.
    fake.expireTokens();
    await ctx.db.update(connectorTokens).set({ requestedAt: sql`now()` });
    const refused = a.get('/public/inventory/v1/task/1001');
    await expect(refused).rejects.toBeInstanceOf(ConnectorUnavailable);
    await expect(refused).rejects.toMatchObject({ afterMs: expect.any(Number) });
    expect(fake.tokenCalls()).toBe(calls);
    await ctx.db.update(connectorTokens).set({ requestedAt: sql`now() - interval '2 minutes'` });
    await a.get('/public/inventory/v1/task/1001');
    expect(fake.tokenCalls()).toBe(calls + 1);
  });

  it('reconciles every night: finds a task whose webhook was lost, and queues the next night', async () => {
    addTask(task(1006, { name: 'Lost webhook task' }));
    // Queued a day ago for the night that has now come.
    await scheduleNightlySync(ctx.db, 'breezeway', '09:00', new Date(Date.now() - 24 * 3_600_000));
    await ctx.app.jobs.drain();
    expect((await careList()).some((row) => row.breezeway_task_id === '1006')).toBe(true);
    const nights = await ctx.db
      .select({ status: jobs.status, key: jobs.idempotencyKey, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.kind, 'nightly-sync'))
      .orderBy(jobs.id);
    expect(nights.map((night) => night.status)).toEqual(['done', 'pending']);
    const next = nightlyRunAt(new Date(), '09:00');
    expect(nights[1]?.key).toBe(`nightly-sync:breezeway:${next.toISOString().slice(0, 10)}`);
    expect(nights[1]?.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('finds the next run strictly after now', () => {
    expect(nightlyRunAt(new Date('2026-11-26T08:59:00Z'), '09:00').toISOString()).toBe(
      '2026-11-26T09:00:00.000Z',
    );
    expect(nightlyRunAt(new Date('2026-11-26T09:00:00Z'), '09:00').toISOString()).toBe(
      '2026-11-27T09:00:00.000Z',
    );
    expect(nightlyRunAt(new Date('2026-12-31T23:30:00Z'), '00:15').toISOString()).toBe(
      '2027-01-01T00:15:00.000Z',
    );
  });

  it('subscribes the webhook address, which answers Breezeway’s test event', async () => {
    // Breezeway calls the address during the subscription: the app listens for it.
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const deps_ = testAdminDeps(ctx.app.fileStorage, {
      breezeway: settings,
      reportFetchAllowOrigins: [fake.url],
      publicUrl: baseUrl,
    });
    const said = await runAdminCommand(ctx.db, 'integrations:register-webhooks', {}, deps_);
    expect(said).toContain('Breezeway: task webhooks subscribed (subscription 1, "Subscription successful")');
    expect(said).not.toContain(WEBHOOK_TOKEN);
    expect(fake.subscriptions[0]?.url).toBe(
      `${baseUrl}/api/integrations/breezeway/webhooks/${WEBHOOK_TOKEN}/`,
    );
  });
});
