import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';
import { webhookReceiverOrigin, type ReceivedEvent } from '../support/webhook-receiver';

/**
 * Owner bookings out (issue 22, decision 0046): Olivia's new stay reaches the management
 * company's receiver, and the panel says whether it has. The receiver refuses this test's event
 * until the test lets it through, so both states are seen without waiting on a clock.
 */

type Reservation = { id: number; kind: string; status: string; start_date: string; end_date: string };
type Price = { date: string; block_refs: unknown[] };

const PINES = 'Breckenridge Pines Cabin';
const WAITING = 'Waiting to reach the management team';
const SENT = 'Sent to the management team';

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const receiver = {
  hold: (notes: string) =>
    fetch(`${webhookReceiverOrigin()}/control/hold?notes=${notes}`, { method: 'POST' }),
  release: (notes: string) =>
    fetch(`${webhookReceiverOrigin()}/control/release?notes=${notes}`, { method: 'POST' }),
  received: async (notes: string) =>
    (await (
      await fetch(`${webhookReceiverOrigin()}/control/received?notes=${notes}`)
    ).json()) as ReceivedEvent[],
};

/** A day's cell, its month scrolled into view first (months render as they come near). */
async function day(page: Page, date: string) {
  await page
    .locator(`[data-month="${date.slice(0, 8)}01"]`)
    .first()
    .scrollIntoViewIfNeeded();
  const cell = page.locator(`[data-date="${date}"]`);
  await cell.scrollIntoViewIfNeeded();
  return cell;
}

async function drag(page: Page, from: string, to: string) {
  const start = await (await day(page, from)).boundingBox();
  const end = await (await day(page, to)).boundingBox();
  if (!start || !end) throw new Error('day not on screen');
  await page.mouse.move(start.x + start.width * 0.7, start.y + start.height * 0.8);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width * 0.7, end.y + end.height * 0.8, { steps: 8 });
  await page.mouse.up();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Owner Reservation' });

test('a new stay waits to reach the management team, then says it was sent', async ({ page }) => {
  test.slow();
  const notes = `e2e-out-${randomBytes(4).toString('hex')}`;
  const session = await signInViaApi(page, DEMO.olivia);
  const headers = { authorization: `Token ${session.key}` };
  const properties = (await (
    await page.request.get('/api/owners/owner/properties/', { headers })
  ).json()) as {
    id: number;
    entity_name: string;
  }[];
  const propertyId = properties.find((p) => p.entity_name === PINES)?.id;
  if (!propertyId) throw new Error(`no property ${PINES}`);
  const { as_of: today } = (await (
    await page.request.get(`/api/owners/owner/property/financials/${propertyId}/`, { headers })
  ).json()) as { as_of: string };
  const end = addDays(today, 360);
  const reservations = (await (
    await page.request.get(
      `/api/owners/owner/property/${propertyId}/reservations/?start=${today}&end=${end}`,
      {
        headers,
      },
    )
  ).json()) as Reservation[];
  const prices = new Map(
    (
      (await (
        await page.request.get(`/api/owners/owner/property/${propertyId}/calendar/${today}/${end}/`, {
          headers,
        })
      ).json()) as Price[]
    ).map((p) => [p.date, p]),
  );
  const isFree = (night: string) =>
    prices.has(night) &&
    (prices.get(night)?.block_refs.length ?? 0) === 0 &&
    !reservations.some(
      (r) =>
        ['confirmed', 'in progress', 'unavailable'].includes(r.status) &&
        r.start_date <= night &&
        r.end_date > night,
    );
  // A window of its own, after those of calendar.spec.ts, so the specs never want the same nights.
  let start = '';
  for (let offset = 300; offset < 355 && !start; offset += 1) {
    const first = addDays(today, offset);
    if ([0, 1, 2, 3].every((i) => isFree(addDays(first, i)))) start = first;
  }
  if (!start) throw new Error('no free nights found');

  await receiver.hold(notes);
  try {
    await page.goto(`/owner/property-calendar/${propertyId}`);
    await expect(page.getByTestId('calendar-months')).toBeVisible();
    await drag(page, start, addDays(start, 3));
    await panel(page).getByRole('textbox', { name: 'Notes' }).fill(notes);
    await panel(page).getByRole('button', { name: 'Book a stay' }).click();
    await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Calendar' }).click();

    await (await day(page, addDays(start, 1))).click();
    const state = panel(page).getByTestId('delivery-state');
    await expect(state).toHaveText(WAITING);
    // The receiver has refused it at least once: it really is on its way, not yet there.
    await expect.poll(async () => (await receiver.received(notes)).length).toBeGreaterThan(0);
    expect((await receiver.received(notes)).every((event) => event.answered === 503)).toBe(true);
    await expectAccessible(page);

    await receiver.release(notes);
    // The next try gets through, and the calendar's next read shows it without a reload.
    await expect(state).toHaveText(SENT, { timeout: 30_000 });
    const received = await receiver.received(notes);
    expect(received.at(-1)).toMatchObject({ type: 'owner_stay.created', answered: 200 });
    expect(new Set(received.map((event) => event.webhookId)).size).toBe(1);
  } finally {
    await receiver.release(notes);
    // Leave the demo as found: the stay is cancelled.
    const mine = (await (
      await page.request.get(
        `/api/owners/owner/property/${propertyId}/reservations/?start=${start}&end=${addDays(start, 1)}`,
        { headers },
      )
    ).json()) as Reservation[];
    for (const r of mine.filter(
      (r) => r.kind === 'owner' && r.status === 'confirmed' && r.start_date === start,
    )) {
      await page.request.put(`/api/owners/owner/property/reservation/${r.id}/`, {
        headers,
        data: { status: 'canceled' },
      });
    }
  }
});
