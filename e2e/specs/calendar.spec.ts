import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

/**
 * The property calendar as Olivia (issue 10). Each test books on nights it finds free at run
 * time, in a window of its own (so that tests running side by side never want the same nights),
 * and cancels what it made, so the spec depends on no order and leaves the demo as it found it.
 */

type Reservation = {
  id: number;
  kind: 'guest' | 'owner' | 'maintenance';
  status: string;
  start_date: string;
  end_date: string;
};
type Price = { date: string; price: number; block_refs: { type: string }[] };

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** 'Jan 1st, 2024'. */
function ordinal(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  const suffix = ['th', 'st', 'nd', 'rd'][
    day % 100 >= 11 && day % 100 <= 13 ? 0 : day % 10 < 4 ? day % 10 : 0
  ];
  return `${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${day}${suffix}, ${d.getUTCFullYear()}`;
}

type Calendar = {
  propertyId: number;
  today: string;
  reservations: Reservation[];
  prices: Map<string, Price>;
  authorization: string;
};

async function loadCalendar(request: APIRequestContext, key: string, name: string): Promise<Calendar> {
  const authorization = `Token ${key}`;
  const headers = { authorization };
  const properties = (await (await request.get('/api/owners/owner/properties/', { headers })).json()) as {
    id: number;
    entity_name: string;
  }[];
  const property = properties.find((p) => p.entity_name === name);
  if (!property) throw new Error(`no property ${name}`);
  const financials = (await (
    await request.get(`/api/owners/owner/property/financials/${property.id}/`, { headers })
  ).json()) as { as_of: string };
  const today = financials.as_of;
  const end = addDays(today, 400);
  const reservations = (await (
    await request.get(`/api/owners/owner/property/${property.id}/reservations/?start=${today}&end=${end}`, {
      headers,
    })
  ).json()) as Reservation[];
  const prices = (await (
    await request.get(`/api/owners/owner/property/${property.id}/calendar/${today}/${end}/`, { headers })
  ).json()) as Price[];
  return {
    propertyId: property.id,
    today,
    reservations,
    prices: new Map(prices.map((p) => [p.date, p])),
    authorization,
  };
}

const isHeld = (calendar: Calendar, night: string) =>
  calendar.reservations.some(
    (r) =>
      ['confirmed', 'in progress', 'unavailable'].includes(r.status) &&
      r.start_date <= night &&
      r.end_date > night,
  ) || (calendar.prices.get(night)?.block_refs.length ?? 0) > 0;

/** The first run of `nights` free nights from `fromOffset` days after today, with its check-out day free too. */
function freeNights(calendar: Calendar, fromOffset: number, nights: number): string {
  for (let offset = fromOffset; offset < fromOffset + 300; offset += 1) {
    const start = addDays(calendar.today, offset);
    const all = Array.from({ length: nights + 1 }, (_, i) => addDays(start, i));
    if (all.every((night) => !isHeld(calendar, night) && calendar.prices.has(night))) return start;
  }
  throw new Error('no free nights found');
}

/** A day's cell, its month scrolled into view first (months render as they come near). */
async function day(page: Page, date: string) {
  const month = page.locator(`[data-month="${date.slice(0, 8)}01"]`).first();
  await month.scrollIntoViewIfNeeded();
  const cell = page.locator(`[data-date="${date}"]`);
  await cell.scrollIntoViewIfNeeded();
  return cell;
}

async function drag(page: Page, from: string, to: string) {
  // Both cells scrolled to before either is measured: scrolling to the second (in another month)
  // moves the first, and a box measured before that points at another day.
  const startCell = await day(page, from);
  const endCell = await day(page, to);
  await startCell.scrollIntoViewIfNeeded();
  const start = await startCell.boundingBox();
  const end = await endCell.boundingBox();
  if (!start || !end) throw new Error('day not on screen');
  // Right of centre: the afternoon of the day, not the morning half of a check-out.
  await page.mouse.move(start.x + start.width * 0.7, start.y + start.height * 0.8);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width * 0.7, end.y + end.height * 0.8, { steps: 8 });
  await page.mouse.up();
}

const panel = (page: Page) => page.getByRole('region', { name: /Owner Reservation|Guest Reservation/ });

async function cancelViaApi(request: APIRequestContext, calendar: Calendar, startDate: string) {
  const headers = { authorization: calendar.authorization };
  const list = (await (
    await request.get(
      `/api/owners/owner/property/${calendar.propertyId}/reservations/?start=${startDate}&end=${addDays(startDate, 1)}`,
      { headers },
    )
  ).json()) as Reservation[];
  for (const r of list.filter(
    (r) => r.start_date === startDate && ['confirmed', 'unavailable'].includes(r.status),
  )) {
    if (r.kind === 'owner') {
      await request.put(`/api/owners/owner/property/reservation/${r.id}/`, {
        headers,
        data: { status: 'canceled' },
      });
    } else if (r.kind === 'maintenance') {
      await request.put(`/api/owners/owner/property/${calendar.propertyId}/calendar/`, {
        headers,
        data: { id: r.id, status: 'available' },
      });
    }
  }
}

const PINES = 'Breckenridge Pines Cabin';

async function openCalendar(page: Page) {
  const session = await signInViaApi(page, DEMO.olivia);
  const calendar = await loadCalendar(page.request, session.key, PINES);
  await page.goto(`/owner/property-calendar/${calendar.propertyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByTestId('calendar-scroll')).toBeVisible();
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

  test('blocks three days for maintenance with notes', async ({ page }) => {
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

/** A finger through Chromium's own touch input (the DevTools protocol), so scrolling happens as on a phone. */
async function touchPath(
  page: Page,
  points: { x: number; y: number }[],
  options: { holdMs?: number; stepMs?: number } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = points;
  if (!first) throw new Error('no touch points');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
  if (options.holdMs) await page.waitForTimeout(options.holdMs);
  for (const point of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await page.waitForTimeout(options.stepMs ?? 16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Evenly spaced points from one day's afternoon to another's, 12 moves. */
async function pathBetween(page: Page, from: string, to: string) {
  const start = await (await day(page, from)).boundingBox();
  const end = await (await day(page, to)).boundingBox();
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

  test('books a stay by two taps', async ({ page }) => {
    const calendar = await openCalendar(page);
    const start = freeNights(calendar, 260, 3);
    try {
      await (await day(page, start)).tap();
      await (await day(page, addDays(start, 3))).tap();
      await expect(panel(page).getByLabel('Check out')).toHaveValue(addDays(start, 3));
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
    const scroll = page.getByTestId('calendar-scroll');
    // A quick swipe upwards from a free day: the months move, no day is chosen.
    const swipeFrom = await pathBetween(page, start, addDays(start, 7));
    const before = await scroll.evaluate((element) => element.scrollTop);
    await touchPath(
      page,
      [...swipeFrom].reverse().map(({ x, y }) => ({ x, y: y + 60 })),
    );
    await expect.poll(() => scroll.evaluate((element) => element.scrollTop)).not.toBe(before);
    await expect(page.locator('[data-selection]:not([data-selection="none"])')).toHaveCount(0);
    // Held first, the same gesture downwards selects a week.
    await touchPath(page, await pathBetween(page, start, addDays(start, 7)), { holdMs: 500 });
    await expect(panel(page).getByLabel('Check in')).toHaveValue(start);
    await expect(panel(page).getByLabel('Check out')).toHaveValue(addDays(start, 7));
  });
});
