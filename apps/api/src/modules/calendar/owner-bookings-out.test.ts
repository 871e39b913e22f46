import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import {
  calendarEndpoints,
  endpointUrl,
  ZOwnerEvent,
  type TOwnerEvent,
  type TReservation,
} from '@harborstay/contracts';
import { jobs, reservations } from '@harborstay/db';
import { addDays, todayIn } from '@harborstay/domain';
import { enqueue } from '../../jobs/queue';
import { createProperty, createTestApp, createUser, signIn } from '../../testing/test-app';
import {
  startWebhookReceiver,
  testWebhookSecret,
  type ReceivedWebhook,
  type WebhookAnswer,
} from '../../testing/webhook-receiver';

/**
 * Owner bookings out (contract, "Owner bookings out"; decision 0046): every owner stay and block
 * changed through the owner API reaches a real HTTP receiver, signed, retried, in order, and the
 * owner sees whether it has. The retry waits are milliseconds; the tests wait for states.
 */

const TIME_ZONE = 'America/Denver';
const OPERATIONS = 'ops@provider.test';
const today = todayIn(TIME_ZONE);
const day = (offset: number) => addDays(today, offset);
const WAIT = { timeout: 20_000, interval: 20 };

/** Each test's events carry their own notes, which say how the receiver answers them. */
const plans = new Map<string, () => WebhookAnswer>();
const answerByPlan = ({ event }: ReceivedWebhook) => plans.get(event.data.notes ?? '')?.() ?? 200;

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

async function startApp(options: { alertAfterMs: number; isReceiving: boolean }) {
  const receiver = await startWebhookReceiver({ answer: answerByPlan });
  const secret = testWebhookSecret();
  const ctx = await createTestApp({
    options: {
      operationsEmail: OPERATIONS,
      providerWebhook: options.isReceiving
        ? { url: receiver.url, secret, timeoutMs: 400, alertAfterMs: options.alertAfterMs }
        : undefined,
      jobs: { pollMs: 20, retryDelaysMs: [50] },
      isWorkingJobs: true,
    },
  });
  const owner = await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true });
  const property = await createProperty(ctx.db, {
    ownerIds: [owner.id],
    entityName: 'Aspen Lodge',
    streetAddress: '12 Juniper Lane',
    timeZone: TIME_ZONE,
    maxOccupancy: 6,
    guestyListingId: 'gl-aspen-1',
  });
  const { authorization } = await signIn(ctx.app, owner.email);
  return { ctx, receiver, secret, propertyId: property.id, authorization };
}

type Started = Awaited<ReturnType<typeof startApp>>;

function client(started: Started) {
  const { ctx, authorization, propertyId } = started;
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<TReservation>();
  };
  const stayBody = (notes: string, start: number, nights = 3) => ({
    property_id: propertyId,
    start_date: day(start),
    end_date: day(start + nights),
    arrival: '16:00',
    guests_count: 2,
    reservation_for: 'Myself',
    guest: null,
    notes,
  });
  const blockBody = (notes: string, start: number) => ({
    start_date: day(start),
    end_date: day(start + 2),
    type_of_maintenance: 'Deep clean',
    notes,
  });
  const blockUrl = endpointUrl(calendarEndpoints.createBlock, { propertyId });
  return {
    createStay: (notes: string, start: number) =>
      send('POST', endpointUrl(calendarEndpoints.createStay), stayBody(notes, start)),
    modifyStay: (id: number, notes: string, start: number) =>
      send('PUT', endpointUrl(calendarEndpoints.updateStay, { id }), {
        ...stayBody(notes, start, 4),
        status: 'confirmed',
      }),
    cancelStay: (id: number) =>
      send('PUT', endpointUrl(calendarEndpoints.updateStay, { id }), { status: 'canceled' }),
    createBlock: (notes: string, start: number) => send('POST', blockUrl, blockBody(notes, start)),
    modifyBlock: (id: number, notes: string, start: number) =>
      send('PUT', blockUrl, { ...blockBody(notes, start), id, status: 'unavailable' }),
    releaseBlock: (id: number) => send('PUT', blockUrl, { id, status: 'available' }),
    get: (id: number) => send('GET', endpointUrl(calendarEndpoints.reservation, { id })),
    list: async () => {
      const url = `${endpointUrl(calendarEndpoints.reservations, { id: propertyId })}?start=${day(-5)}&end=${day(200)}`;
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization } });
      return response.json<TReservation[]>();
    },
  };
}

const jobsOf = (ctx: Ctx, kinds: string[]) =>
  ctx.db.select().from(jobs).where(inArray(jobs.kind, kinds)).orderBy(asc(jobs.id));

const deliveryJobsOf = (ctx: Ctx, reservationId: number) =>
  ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'deliver-webhook'), eq(jobs.orderKey, `webhook:reservation:${reservationId}`)))
    .orderBy(asc(jobs.id));

/**
 * A stay's first delivery job once the queue has marked it done. The handler records the receiver's
 * answer in its own transaction, a moment before the queue marks the job: seeing 'sent' is not enough.
 */
async function doneDeliveryOf(ctx: Ctx, reservationId: number) {
  await expect.poll(async () => (await deliveryJobsOf(ctx, reservationId))[0]?.status, WAIT).toBe('done');
  return (await deliveryJobsOf(ctx, reservationId))[0];
}

/** The outbox's e-mails, soft line breaks and folded headers undone. */
function outboxMails(ctx: Ctx) {
  let files: string[];
  try {
    files = readdirSync(ctx.outboxDir);
  } catch {
    return [];
  }
  return files.map((file) =>
    readFileSync(path.join(ctx.outboxDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/\r?\n[ \t]+/g, ' '),
  );
}
const overdueMails = (ctx: Ctx) => outboxMails(ctx).filter((mail) => mail.includes('not yet in your system'));

const withoutDelivery = ({ delivery: _delivery, ...rest }: TReservation) => rest;

describe('owner bookings out, with a receiver', () => {
  let started: Started;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    started = await startApp({ alertAfterMs: 10 * 60_000, isReceiving: true });
    api = client(started);
  });
  afterAll(async () => {
    await started.ctx.close();
    await started.receiver.close();
  });

  it('sends a new stay signed as Standard Webhooks says, which the library itself verifies', async () => {
    const stay = await api.createStay('signed', 10);
    await expect.poll(() => started.receiver.of(stay.id).length, WAIT).toBe(1);
    const [delivery] = started.receiver.of(stay.id);
    if (!delivery) throw new Error('nothing received');
    const headers = delivery.headers as Record<string, string>;
    const verified = new Webhook(started.secret).verify(delivery.body, headers);
    const event = ZOwnerEvent.parse(verified);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // Signed with another key, the same request is refused.
    expect(() => new Webhook(testWebhookSecret()).verify(delivery.body, headers)).toThrow();

    expect(event.type).toBe('owner_stay.created');
    expect(new Date(event.timestamp).toISOString()).toBe(event.timestamp);
    expect(Math.abs(Date.parse(event.timestamp) - Date.now())).toBeLessThan(60_000);
    // The reservation as the owner API answers it, and the property's channel-manager id.
    const answered = await api.get(stay.id);
    expect(event.data).toEqual({ ...withoutDelivery(answered), guesty_listing_id: 'gl-aspen-1' });
    expect(event.data).not.toHaveProperty('delivery');
  });

  it('tries again after 503s and delivers the same event, with one webhook-id, once the receiver answers 200', async () => {
    let tries = 0;
    plans.set('three-503', () => (++tries <= 3 ? 503 : 200));
    const stay = await api.createStay('three-503', 20);
    await expect.poll(() => api.get(stay.id).then((r) => r.delivery), WAIT).toBe('sent');
    const received = started.receiver.of(stay.id);
    expect(received).toHaveLength(4);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    // Each try is signed with its own timestamp, and each verifies.
    for (const r of received) new Webhook(started.secret).verify(r.body, r.headers as Record<string, string>);
    expect(await doneDeliveryOf(started.ctx, stay.id)).toMatchObject({ attempts: 4 });
  });

  it('tries again a receiver that does not answer within the timeout', async () => {
    let tries = 0;
    plans.set('silent', () => (++tries <= 2 ? 'hang' : 200));
    const stay = await api.createStay('silent', 30);
    await expect.poll(() => api.get(stay.id).then((r) => r.delivery), WAIT).toBe('sent');
    const received = started.receiver.of(stay.id);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(await doneDeliveryOf(started.ctx, stay.id)).toMatchObject({ attempts: 3 });
  });

  it("sends a stay's events in the order they happened, a later one waiting while the first is retried", async () => {
    let isHolding = true;
    plans.set('in-order', () => (isHolding ? 503 : 200));
    const stay = await api.createStay('in-order', 40);
    // The creation has failed twice before the stay is modified and cancelled.
    await expect.poll(() => started.receiver.of(stay.id).length, WAIT).toBeGreaterThanOrEqual(2);
    await api.modifyStay(stay.id, 'in-order', 41);
    await api.cancelStay(stay.id);
    isHolding = false;
    await expect
      .poll(() => started.receiver.of(stay.id).at(-1)?.event.type, WAIT)
      .toBe('owner_stay.canceled');
    const types = started.receiver.of(stay.id).map((r) => r.event.type);
    const firstModified = types.indexOf('owner_stay.modified');
    expect(types.slice(0, firstModified).every((type) => type === 'owner_stay.created')).toBe(true);
    expect(firstModified).toBeGreaterThanOrEqual(2);
    expect(types.slice(firstModified)).toEqual(['owner_stay.modified', 'owner_stay.canceled']);
    const ids = new Set(started.receiver.of(stay.id).map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(3);
    const events = started.receiver.of(stay.id).map((r) => JSON.parse(r.body) as TOwnerEvent);
    expect(events.at(-2)?.data).toMatchObject({ start_date: day(41), end_date: day(45) });
    expect(events.at(-1)?.data).toMatchObject({ status: 'canceled' });
    await expect.poll(() => api.get(stay.id).then((r) => r.delivery), WAIT).toBe('sent');
  });

  it("sends a block's events as block.created, block.modified and block.released", async () => {
    const block = await api.createBlock('block-events', 50);
    await api.modifyBlock(block.id, 'block-events', 51);
    await api.releaseBlock(block.id);
    await expect.poll(() => started.receiver.of(block.id).length, WAIT).toBe(3);
    expect(started.receiver.of(block.id).map((r) => r.event.type)).toEqual([
      'block.created',
      'block.modified',
      'block.released',
    ]);
  });

  it("shows the owner 'pending' until the receiver has the newest event, then 'sent'", async () => {
    let isHolding = true;
    plans.set('state', () => (isHolding ? 503 : 200));
    const stay = await api.createStay('state', 60);
    expect(stay.delivery).toBe('pending');
    await expect.poll(() => started.receiver.of(stay.id).length, WAIT).toBeGreaterThanOrEqual(1);
    expect((await api.get(stay.id)).delivery).toBe('pending');
    expect((await api.list()).find((r) => r.id === stay.id)?.delivery).toBe('pending');
    isHolding = false;
    await expect.poll(() => api.get(stay.id).then((r) => r.delivery), WAIT).toBe('sent');
    expect((await api.list()).find((r) => r.id === stay.id)?.delivery).toBe('sent');

    // A change is pending again until it, too, has arrived.
    isHolding = true;
    const tries = started.receiver.of(stay.id).length;
    const modified = await api.modifyStay(stay.id, 'state', 61);
    expect(modified.delivery).toBe('pending');
    await expect.poll(() => started.receiver.of(stay.id).length, WAIT).toBeGreaterThan(tries);
    expect((await api.get(stay.id)).delivery).toBe('pending');
    isHolding = false;
    await expect.poll(() => api.get(stay.id).then((r) => r.delivery), WAIT).toBe('sent');
  });

  it('shows no delivery state on a guest booking, and sends none', async () => {
    const [guest] = await started.ctx.db
      .insert(reservations)
      .values({
        propertyId: started.propertyId,
        kind: 'guest',
        status: 'confirmed',
        startDate: day(100),
        endDate: day(103),
        guestFirstName: 'Gina',
        guestLastName: 'Guest',
        platform: 'Airbnb',
      })
      .returning();
    if (!guest) throw new Error('guest booking not inserted');
    expect((await api.get(guest.id)).delivery).toBeNull();
    expect(await deliveryJobsOf(started.ctx, guest.id)).toEqual([]);
  });

  it('lists an undelivered event for operations with jobs:list --pending', async () => {
    const { listJobs } = await import('../../admin/jobs-commands');
    let isHolding = true;
    plans.set('listed', () => (isHolding ? 503 : 200));
    const stay = await api.createStay('listed', 70);
    await expect.poll(() => started.receiver.of(stay.id).length, WAIT).toBeGreaterThanOrEqual(1);
    const [job] = await deliveryJobsOf(started.ctx, stay.id);
    const line = new RegExp(
      `^${job?.id}\\tdeliver-webhook\\t(pending|running)\\t.*receiver answered 503`,
      'm',
    );
    await expect.poll(() => listJobs(started.ctx.db, { pending: true }), WAIT).toMatch(line);
    isHolding = false;
    await expect.poll(() => api.get(stay.id).then((r) => r.delivery), WAIT).toBe('sent');
    // The receiver's answer is recorded before the queue marks the job done: wait for that state too.
    await expect
      .poll(() => listJobs(started.ctx.db, { pending: true }), WAIT)
      .not.toMatch(new RegExp(`^${job?.id}\\t`, 'm'));
  });
});

describe('the overdue alert', () => {
  let started: Started;
  let api: ReturnType<typeof client>;
  const ALERT_AFTER_MS = 1500;
  beforeAll(async () => {
    started = await startApp({ alertAfterMs: ALERT_AFTER_MS, isReceiving: true });
    api = client(started);
  });
  afterAll(async () => {
    await started.ctx.close();
    await started.receiver.close();
  });

  const checkJobOf = async (webhookId: string) => {
    const [job] = await started.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `webhook-overdue-check:${webhookId}`));
    return job;
  };

  it('e-mails operations once, with the property and dates, when an event has not arrived in time', async () => {
    let isHolding = true;
    plans.set('late', () => (isHolding ? 503 : 200));
    const stay = await api.createStay('late', 10);
    await expect.poll(() => started.receiver.of(stay.id).length, WAIT).toBeGreaterThanOrEqual(1);
    const webhookId = String(started.receiver.of(stay.id)[0]?.headers['webhook-id']);
    await expect.poll(() => checkJobOf(webhookId).then((job) => job?.status), WAIT).toBe('done');
    await expect.poll(() => overdueMails(started.ctx).length, WAIT).toBe(1);
    const [mail] = overdueMails(started.ctx);
    expect(mail).toContain(`To: ${OPERATIONS}`);
    expect(mail).toContain('Owner stay created, not yet in your system: Aspen Lodge');
    expect(mail).toContain(`${day(10)} to ${day(13)}`);
    expect(mail).toContain('12 Juniper Lane');
    expect(mail).toContain('still open on the channels');
    expect(mail).toContain(webhookId);

    // The check run again (a crash after its e-mail was written, say) writes no second e-mail.
    const again = await enqueue(started.ctx.db, {
      kind: 'webhook-overdue-check',
      idempotencyKey: `check-again:${webhookId}`,
      payload: {
        webhookId,
        type: 'owner_stay.created',
        happenedAt: stay.confirmed_at ?? '',
        propertyId: started.propertyId,
        propertyName: 'Aspen Lodge',
        propertyAddress: '12 Juniper Lane',
        startDate: stay.start_date,
        endDate: stay.end_date,
      },
    });
    started.ctx.app.jobs.wake();
    const statusOf = async (id: number | undefined) =>
      (
        await started.ctx.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, id ?? 0))
      )[0]?.status;
    await expect.poll(() => statusOf(again), WAIT).toBe('done');
    // More tries fail meanwhile; then the receiver takes it, and nobody is told again.
    const tries = started.receiver.of(stay.id).length;
    await expect.poll(() => started.receiver.of(stay.id).length, WAIT).toBeGreaterThan(tries + 1);
    isHolding = false;
    await expect.poll(() => api.get(stay.id).then((r) => r.delivery), WAIT).toBe('sent');
    await started.ctx.app.jobs.drain();
    expect(overdueMails(started.ctx)).toHaveLength(1);
  });

  it('tells nobody of an event that arrived in time, and leaves no check pending', async () => {
    const stay = await api.createStay('on-time', 20);
    await expect.poll(() => api.get(stay.id).then((r) => r.delivery), WAIT).toBe('sent');
    const webhookId = String(started.receiver.of(stay.id)[0]?.headers['webhook-id']);
    expect((await checkJobOf(webhookId))?.status).toBe('done');
    await started.ctx.app.jobs.drain();
    expect(overdueMails(started.ctx).filter((mail) => mail.includes(day(20)))).toEqual([]);
  });
});

describe('owner bookings out, with no receiver configured', () => {
  let started: Started;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    started = await startApp({ alertAfterMs: 60_000, isReceiving: false });
    api = client(started);
  });
  afterAll(async () => {
    await started.ctx.close();
    await started.receiver.close();
  });

  it('queues no event and shows the owner no delivery state', async () => {
    const stay = await api.createStay('no-receiver', 10);
    expect(stay.delivery).toBeNull();
    await api.modifyStay(stay.id, 'no-receiver', 11);
    await api.cancelStay(stay.id);
    const block = await api.createBlock('no-receiver', 30);
    await api.releaseBlock(block.id);
    expect((await api.get(stay.id)).delivery).toBeNull();
    expect((await api.get(block.id)).delivery).toBeNull();
    await started.ctx.app.jobs.drain();
    expect(await jobsOf(started.ctx, ['deliver-webhook', 'webhook-overdue-check'])).toEqual([]);
    // The operations e-mails still go: only the events are off.
    const mails = await started.ctx.db.select().from(jobs).where(like(jobs.orderKey, 'operations-mail:%'));
    expect(mails).toHaveLength(5);
    expect(started.receiver.received).toEqual([]);
    const [row] = await started.ctx.db.select().from(reservations).where(eq(reservations.id, stay.id));
    expect(row).toMatchObject({ deliveryState: null, deliveryWebhookId: null });
  });
});
