import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDays, cancelViaApi, day, drag, freeNights, loadCalendar, panel } from '../support/calendar';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';
import { webhookReceiverOrigin, type ReceivedEvent } from '../support/webhook-receiver';

/**
 * Owner bookings out (issue 22, decision 0046): Olivia's new stay reaches the management
 * company's receiver, and the panel says whether it has. The receiver refuses this test's event
 * until the test lets it through, so both states are seen without waiting on a clock.
 */

const PINES = 'Breckenridge Pines Cabin';
const WAITING = 'Waiting to reach the management team';
const SENT = 'Sent to the management team';

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

test('a new stay waits to reach the management team, then says it was sent', async ({ page }) => {
  test.slow();
  const notes = `e2e-out-${randomBytes(4).toString('hex')}`;
  const session = await signInViaApi(page, DEMO.olivia);
  // A window of its own, after those of calendar.spec.ts, so the specs never want the same nights.
  const calendar = await loadCalendar(page.request, session.key, PINES);
  const start = freeNights(calendar, 300, 3);

  await receiver.hold(notes);
  try {
    await page.goto(`/owner/property-calendar/${calendar.propertyId}`);
    await expect(page.getByTestId('calendar-months')).toBeVisible();
    await drag(page, start, addDays(start, 3));
    await expect(panel(page).getByLabel('Check in')).toHaveValue(start);
    await expect(panel(page).getByLabel('Check out')).toHaveValue(addDays(start, 3));
    await panel(page).getByRole('textbox', { name: 'Notes' }).fill(notes);
    await panel(page).getByRole('button', { name: 'Book a stay' }).click();
    await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Calendar' }).click();

    // The calendar reads the month again after the write: click the stay once it is drawn, or the
    // click starts a new selection on a free-looking night.
    const middle = await day(page, addDays(start, 1));
    await expect(middle).toHaveAttribute('aria-label', /My Reservation/);
    await middle.click();
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
    await cancelViaApi(page.request, calendar, start);
  }
});
