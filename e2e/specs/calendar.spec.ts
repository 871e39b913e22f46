import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addDays,
  cancelViaApi,
  day,
  drag,
  freeNights,
  isHeld,
  loadCalendar,
  ordinal,
  panel,
} from '../support/calendar';
import { DEMO, expectAccessible, signInViaApi, waitForSettled } from '../support/fixtures';

/**
 * The property calendar as Olivia (issue 10). Each test books on nights it finds free at run
 * time, in a window of its own (so that tests running side by side never want the same nights),
 * and cancels what it made, so the spec depends on no order and leaves the demo as it found it.
 */

const PINES = 'Breckenridge Pines Cabin';

async function openCalendar(page: Page) {
  const session = await signInViaApi(page, DEMO.olivia);
  const calendar = await loadCalendar(page.request, session.key, PINES);
  await page.goto(`/owner/property-calendar/${calendar.propertyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByTestId('calendar-months')).toBeVisible();
  return calendar;
}

test.describe('the property calendar as Olivia', () => {
  test('books, modifies and cancels a stay by dragging', async ({ page }) => {
    // One walk through four screens with five axe checks: the slow budget, as the onboarding walk.
    test.slow();
    const calendar = await openCalendar(page);
    await expect(page.getByText('Guest Booking')).toBeVisible();
    await expect(page.getByRole('region', { name: /Insights for/ })).toBeVisible();
    await expectAccessible(page);
    const start = freeNights(calendar, 45, 3);
    try {
      await drag(page, start, addDays(start, 1));
      await expect(
        panel(page).getByText("Reservation doesn't match minimum nights restrictions: 2"),
      ).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Book a stay' })).toBeDisabled();

      await drag(page, start, addDays(start, 3));
      const cost = [0, 1, 2].reduce(
        (sum, i) => sum + (calendar.prices.get(addDays(start, i))?.price ?? 0),
        0,
      );
      await expect(page.getByTestId('opportunity-cost')).toContainText(`$${cost.toLocaleString('en-US')}`);
      await expectAccessible(page);
      await panel(page).getByRole('button', { name: 'Book a stay' }).click();

      await expect(page).toHaveURL(new RegExp(`/confirmed-info/${calendar.propertyId}$`));
      await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
      await expect(page.getByText('Enjoy your stay!')).toBeVisible();
      await expect(page.getByTestId('confirmed-dates')).toContainText(ordinal(start));
      await expectAccessible(page);
      // A reload keeps the dates: they live in the history entry, which a reload keeps.
      await page.reload();
      await expect(page.getByTestId('confirmed-dates')).toContainText(ordinal(start));
      await page.getByRole('button', { name: 'Continue to Calendar' }).click();
      await expect(page).toHaveURL(new RegExp(`/owner/property-calendar/${calendar.propertyId}$`));

      const middle = await day(page, addDays(start, 1));
      await expect(middle).toHaveAttribute('aria-label', /My Reservation/);
      await middle.click();
      await expect(panel(page).getByTestId('reservation-details')).toBeVisible();
      await expectAccessible(page);
      await panel(page).getByRole('button', { name: 'Edit' }).click();
      await panel(page).getByRole('textbox', { name: 'Guests' }).click();
      await page.getByRole('option', { name: '3', exact: true }).click();
      await panel(page).getByRole('button', { name: 'Save changes' }).click();
      await expect(
        page.getByText(
          `The reservation for dates ${ordinal(start)} and ${ordinal(addDays(start, 3))} was successfully modified.`,
        ),
      ).toBeVisible();

      await (await day(page, addDays(start, 1))).click();
      await expect(panel(page).getByTestId('reservation-details')).toContainText('3');
      await panel(page).getByRole('button', { name: 'Cancel Reservation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm cancellation' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel Reservation' }).click();
      await expect(
        page.getByText(
          `The reservation for dates ${ordinal(start)} and ${ordinal(addDays(start, 3))} was successfully canceled.`,
        ),
      ).toBeVisible();
      await expect(await day(page, addDays(start, 1))).toHaveAttribute('aria-label', /available/);
    } finally {
      await cancelViaApi(page.request, calendar, start);
    }
  });

  test('blocks two nights for maintenance with notes', async ({ page }) => {
    const calendar = await openCalendar(page);
    const start = freeNights(calendar, 120, 3);
    try {
      await panel(page).getByRole('radio', { name: 'Block for maintenance' }).check();
      await expectAccessible(page);
      await drag(page, start, addDays(start, 2));
      const notes = panel(page).getByRole('textbox', { name: /Notes/ });
      await notes.fill('Deep clean of carpets');
      await panel(page).getByRole('button', { name: 'Block dates' }).click();
      await expect(
        page.getByRole('heading', { name: 'Your maintenance block has been confirmed!' }),
      ).toBeVisible();
      await expect(page.getByText('Let us know how we can help')).toBeVisible();
      await page.getByRole('button', { name: 'Continue to Calendar' }).click();
      await expect(await day(page, start)).toHaveAttribute('aria-label', /Block/);
    } finally {
      await cancelViaApi(page.request, calendar, start);
    }
  });

  test('a drag over a guest booking opens the booking instead', async ({ page }) => {
    const calendar = await openCalendar(page);
    const guest = calendar.reservations.find(
      (r) =>
        r.kind === 'guest' &&
        r.status === 'confirmed' &&
        r.start_date > addDays(calendar.today, 3) &&
        !isHeld(calendar, addDays(r.start_date, -1)),
    );
    if (!guest) throw new Error('the demo has no upcoming guest booking with a free night before it');
    await drag(page, addDays(guest.start_date, -1), addDays(guest.start_date, 1));
    await expect(page.getByRole('heading', { name: 'Guest Reservation' })).toBeVisible();
    await expect(panel(page).getByTestId('reservation-details')).toContainText(ordinal(guest.start_date));
    await expect(panel(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('books a stay with the keyboard alone', async ({ page }) => {
    const calendar = await openCalendar(page);
    const start = freeNights(calendar, 200, 2);
    try {
      const first = await day(page, start);
      await first.focus();
      await page.keyboard.press('Enter');
      for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(panel(page).getByLabel('Check out')).toHaveValue(addDays(start, 2));
      const book = panel(page).getByRole('button', { name: 'Book a stay' });
      // Tab through the panel (each date and time input has a stop per part) to Book.
      for (let i = 0; i < 60; i += 1) {
        if (await book.evaluate((button) => button === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(book).toBeFocused();
      await page.keyboard.press('Enter');
      // The booking's round trip, on a machine shared with other suites.
      await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible({
        timeout: 15_000,
      });
    } finally {
      await cancelViaApi(page.request, calendar, start);
    }
  });
});

/**
 * A finger through Chromium's own touch input (the DevTools protocol), so scrolling happens as on a
 * phone: one move per frame. `holdOn`: the day the finger is held on before it moves, kept still
 * until the page shows that day chosen (the hold's own timer may fire late on a busy machine).
 */
async function touchPath(page: Page, points: { x: number; y: number }[], options: { holdOn?: Locator } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = points;
  if (!first) throw new Error('no touch points');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
  if (options.holdOn) await expect(options.holdOn).toHaveAttribute('data-selection', 'single');
  for (const point of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Evenly spaced points from one day's afternoon to another's, 12 moves. */
async function pathBetween(page: Page, from: string, to: string) {
  // Both cells scrolled to before either is measured, as `drag` does: scrolling to the second (in
  // another month) moves the first.
  const startCell = await day(page, from);
  const endCell = await day(page, to);
  await startCell.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = await startCell.boundingBox();
  const end = await endCell.boundingBox();
  if (!start || !end) throw new Error('day not on screen');
  const a = { x: start.x + start.width * 0.7, y: start.y + start.height * 0.6 };
  const b = { x: end.x + end.width * 0.7, y: end.y + end.height * 0.6 };
  return Array.from({ length: 13 }, (_, i) => ({
    x: a.x + ((b.x - a.x) * i) / 12,
    y: a.y + ((b.y - a.y) * i) / 12,
  }));
}

test.describe('the property calendar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('asks for the booking forms at the first touch, not with the months', async ({ page }) => {
    // The forms, zod and react-hook-form wait in a closed sheet on a phone (decision 0073).
    const formsChunk = /\/assets\/(owner-reservation-panel|zod)-[\w-]+\.js$/;
    const session = await signInViaApi(page, DEMO.olivia);
    const calendar = await loadCalendar(page.request, session.key, PINES);
    // Counted from the calendar's load on: the sign-in page, which set the session, has forms of its
    // own, so it is closed first.
    await page.goto('about:blank');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (formsChunk.test(request.url())) asked.push(request.url());
    });
    await page.goto(`/owner/property-calendar/${calendar.propertyId}`);
    await expect(page.getByTestId('calendar-months')).toBeVisible();
    await waitForSettled(page);
    expect(asked).toEqual([]);
    const start = freeNights(calendar, 3, 2);
    await (await day(page, start)).tap();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await (await day(page, addDays(start, 2))).tap();
    await expect(panel(page).getByLabel('Check out')).toHaveValue(addDays(start, 2));
  });

  test("books a stay by two taps, the second on a guest's arrival day (issue 43, item 7)", async ({
    page,
  }) => {
    const calendar = await openCalendar(page);
    // In this test's window (260 to 300 days on; owner-bookings-out.spec.ts books from 300): a
    // guest arriving after two free nights.
    const guest = calendar.reservations.find(
      (r) =>
        r.kind === 'guest' &&
        r.status === 'confirmed' &&
        r.start_date > addDays(calendar.today, 260) &&
        r.start_date < addDays(calendar.today, 300) &&
        !isHeld(calendar, addDays(r.start_date, -1)) &&
        !isHeld(calendar, addDays(r.start_date, -2)),
    );
    if (!guest)
      throw new Error('the demo has no guest booking 260-300 days on with two free nights before it');
    const start = addDays(guest.start_date, -2);
    try {
      await (await day(page, start)).tap();
      // The middle of the check-in day, where the guest's bar begins: it ends the range.
      await (await day(page, guest.start_date)).tap();
      await expect(panel(page).getByLabel('Check out')).toHaveValue(guest.start_date);
      await expect(page.getByRole('heading', { name: 'Guest Reservation' })).toHaveCount(0);
      await panel(page).getByRole('button', { name: 'Book a stay' }).tap();
      await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
      await expectAccessible(page);
    } finally {
      await cancelViaApi(page.request, calendar, start);
    }
  });

  test('a finger held on a day drags a range down the weeks; a quick swipe scrolls and chooses nothing', async ({
    page,
  }) => {
    const calendar = await openCalendar(page);
    const start = freeNights(calendar, 200, 8);
    // A quick swipe upwards from a free day: the page moves, no day is chosen.
    const swipeFrom = await pathBetween(page, start, addDays(start, 7));
    const before = await page.evaluate(() => window.scrollY);
    await touchPath(
      page,
      [...swipeFrom].reverse().map(({ x, y }) => ({ x, y: y + 60 })),
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
    await expect(page.locator('[data-selection]:not([data-selection="none"])')).toHaveCount(0);
    // The swipe's fling goes on after the finger leaves: a touch during it only stops it (as on a
    // phone), so the next gesture starts once the page has stood still for ten frames.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = window.scrollY;
          let stillFrames = 0;
          const tick = () => {
            stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
            last = window.scrollY;
            if (stillFrames >= 10) resolve();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    // Held first, the same gesture downwards selects a week.
    await touchPath(page, await pathBetween(page, start, addDays(start, 7)), {
      holdOn: page.locator(`[data-date="${start}"]`),
    });
    await expect(panel(page).getByLabel('Check in')).toHaveValue(start);
    await expect(panel(page).getByLabel('Check out')).toHaveValue(addDays(start, 7));
  });
});
