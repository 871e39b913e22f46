import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addDays,
  cancelViaApi,
  day,
  freeNights,
  isHeld,
  loadCalendar,
  ordinal,
  panel,
  type Calendar,
} from '../support/calendar';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

/**
 * The calendar page of issue 26 (points 1 to 6, decision 0062): one page that scrolls, the tiles
 * following the month in view, the spec's click zones, the keyboard's way to the form, multi-line
 * notes, the 20-year limit, and the smaller points; on a phone the panel is a bottom sheet. Each
 * test books nothing, or cancels what it made, on nights found free at run time.
 */

const PINES = 'Breckenridge Pines Cabin';

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
function addMonths(month: string, count: number) {
  const d = new Date(`${month.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + count);
  return d.toISOString().slice(0, 10);
}
/** 'June 2027' for a YYYY-MM month: the heading the calendar shows. */
const monthName = (month: string) =>
  new Date(`${month.slice(0, 7)}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** 20 years after `date` (a 29 February goes to the 28th, as the domain's addMonths does). */
function twentyYearsAfter(date: string) {
  const year = Number(date.slice(0, 4)) + 20;
  const candidate = `${year}${date.slice(4)}`;
  return Number.isNaN(Date.parse(`${candidate}T00:00:00Z`)) ||
    new Date(`${candidate}T00:00:00Z`).toISOString().slice(0, 10) !== candidate
    ? `${year}-02-28`
    : candidate;
}

async function openCalendar(page: Page): Promise<Calendar> {
  const session = await signInViaApi(page, DEMO.olivia);
  const calendar = await loadCalendar(page.request, session.key, PINES);
  await page.goto(`/owner/property-calendar/${calendar.propertyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.locator(`[data-date="${calendar.today}"]`)).toBeVisible();
  return calendar;
}

/** An upcoming guest booking whose two nights before are free: a stay may end on its arrival day. */
function guestWithFreeNightsBefore(calendar: Calendar) {
  const guest = calendar.reservations.find(
    (r) =>
      r.kind === 'guest' &&
      r.status === 'confirmed' &&
      r.start_date > addDays(calendar.today, 3) &&
      !isHeld(calendar, addDays(r.start_date, -1)) &&
      !isHeld(calendar, addDays(r.start_date, -2)),
  );
  if (!guest) throw new Error('the demo has no upcoming guest booking with two free nights before it');
  return guest;
}

/** Clicks a day at a share of its width and height (0.2 is its morning, 0.8 its afternoon). */
async function clickAt(page: Page, cell: Locator, x: number, y: number) {
  const box = await cell.boundingBox();
  if (!box) throw new Error('day not on screen');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

const focusIsIn = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

test.describe('the calendar page at 1440px (issue 26)', () => {
  test('1: the tiles follow the month scrolled to with the wheel, and the page itself scrolls', async ({
    page,
  }) => {
    const calendar = await openCalendar(page);
    const target = addMonths(firstOfMonth(calendar.today), 6);
    await expect(page.getByRole('region', { name: /^Insights for/ })).toHaveAccessibleName(
      `Insights for ${monthName(calendar.today)}`,
    );
    const heading = page.getByRole('heading', { name: monthName(target), exact: true });
    // Its placeholder until it is drawn, then its section: either has the month's box.
    const month = page.locator(`[data-month="${target}"]`).first();
    const today = page.locator(`[data-date="${calendar.today}"]`);
    const todayBox = await today.boundingBox();
    if (!todayBox) throw new Error('today is not on screen');
    await page.mouse.move(todayBox.x + todayBox.width / 2, todayBox.y + todayBox.height / 2);
    // The wheel, a step at a time, until the month's top is in the top third of the window; each
    // step waits for the months to have moved (today's day is always drawn).
    for (let step = 0; step < 80; step += 1) {
      const box = await month.boundingBox();
      if (box && box.y > 0 && box.y < 900 / 3) break;
      const before = (await today.boundingBox())?.y;
      await page.mouse.wheel(0, box && box.y <= 0 ? -200 : 300);
      await expect.poll(async () => (await today.boundingBox())?.y).not.toBe(before);
    }
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('region', { name: /^Insights for/ })).toHaveAccessibleName(
      `Insights for ${monthName(target)}`,
    );
    await expect(page.getByTestId('insights-month')).toBeInViewport();
    // The window scrolled, not a box inside the page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('2: Tab goes from the day grid into the panel and on to Book, never back to the grid', async ({
    page,
  }) => {
    const calendar = await openCalendar(page);
    const start = freeNights(calendar, 230, 2);
    const first = await day(page, start);
    await first.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByLabel('Check out')).toHaveValue(addDays(start, 2));
    const book = panel(page).getByRole('button', { name: 'Book a stay' });
    await page.keyboard.press('Tab');
    expect(await focusIsIn(panel(page))).toBe(true);
    for (let i = 0; i < 40 && !(await book.evaluate((b) => b === document.activeElement)); i += 1) {
      expect(await focusIsIn(panel(page))).toBe(true);
      await page.keyboard.press('Tab');
    }
    await expect(book).toBeFocused();
  });

  test("3: a click on a guest's free arrival morning ends a range there; the top right opens the booking", async ({
    page,
  }) => {
    const calendar = await openCalendar(page);
    const guest = guestWithFreeNightsBefore(calendar);
    const from = addDays(guest.start_date, -2);
    await clickAt(page, await day(page, from), 0.7, 0.8);
    await clickAt(page, await day(page, guest.start_date), 0.2, 0.8);
    await expect(panel(page).getByLabel('Check in')).toHaveValue(from);
    await expect(panel(page).getByLabel('Check out')).toHaveValue(guest.start_date);
    await expect(page.getByRole('heading', { name: 'Guest Reservation' })).toHaveCount(0);
    // The check-out day ends the range; only its nights are highlighted (issue 43, item 6).
    await expect(page.locator(`[data-date="${guest.start_date}"]`)).toHaveAttribute('data-selection', 'out');

    await clickAt(page, await day(page, guest.start_date), 0.8, 0.3);
    await expect(page.getByRole('heading', { name: 'Guest Reservation' })).toBeVisible();
    await expect(panel(page).getByTestId('reservation-details')).toContainText(ordinal(guest.start_date));
  });

  test('4: a block’s notes keep their line breaks', async ({ page }) => {
    const calendar = await openCalendar(page);
    const start = freeNights(calendar, 150, 2);
    try {
      await panel(page).getByRole('radio', { name: 'Block for maintenance' }).check();
      await panel(page).getByLabel('First night').fill(start);
      await panel(page).getByLabel('Free again').fill(addDays(start, 1));
      await panel(page)
        .getByRole('textbox', { name: /Notes/ })
        .fill('Deep clean of carpets\nthen the windows');
      await expect(panel(page).getByText('Remove line breaks', { exact: false })).toHaveCount(0);
      await panel(page).getByRole('button', { name: 'Block dates' }).click();
      await expect(
        page.getByRole('heading', { name: 'Your maintenance block has been confirmed!' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Continue to Calendar' }).click();
      const first = await day(page, start);
      await expect(first).toHaveAttribute('aria-label', /Block/);
      await first.click();
      const details = panel(page).getByTestId('reservation-details');
      await expect(details).toContainText('Deep clean of carpets\nthen the windows', { useInnerText: true });
    } finally {
      await cancelViaApi(page.request, calendar, start);
    }
  });

  test('5: dates more than 20 years ahead are refused in the form and by the server', async ({ page }) => {
    const calendar = await openCalendar(page);
    const latest = twentyYearsAfter(calendar.today);
    await panel(page).getByLabel('Check in').fill(addDays(latest, 1));
    await panel(page).getByLabel('Check out').fill(addDays(latest, 3));
    await panel(page).getByLabel('Check out').blur();
    await expect(panel(page).getByText('Please choose dates within the next 20 years').first()).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Book a stay' })).toBeDisabled();

    const response = await page.request.post('/api/owners/owner/property/reservation/', {
      headers: { authorization: calendar.authorization },
      data: {
        property_id: calendar.propertyId,
        start_date: '2047-07-01',
        end_date: '2047-07-04',
        arrival: '16:00',
        guests_count: 1,
        reservation_for: 'Myself',
        guest: null,
        notes: '',
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      start_date: ['Please choose dates within the next 20 years'],
      end_date: ['Please choose dates within the next 20 years'],
    });
  });

  test('6: typed dates move the highlighted range, and a new reason keeps them', async ({ page }) => {
    const calendar = await openCalendar(page);
    const start = freeNights(calendar, 170, 3);
    await panel(page).getByLabel('Check in').fill(start);
    await panel(page).getByLabel('Check out').fill(addDays(start, 3));
    await day(page, start);
    await expect(page.locator(`[data-date="${start}"]`)).toHaveAttribute('data-selection', 'start');
    await expect(page.locator(`[data-date="${addDays(start, 1)}"]`)).toHaveAttribute(
      'data-selection',
      'inside',
    );
    await expect(page.locator(`[data-date="${addDays(start, 2)}"]`)).toHaveAttribute('data-selection', 'end');
    await expect(page.locator(`[data-date="${addDays(start, 3)}"]`)).toHaveAttribute('data-selection', 'out');

    await panel(page).getByRole('radio', { name: 'Block for maintenance' }).check();
    await expect(panel(page).getByLabel('First night')).toHaveValue(start);
    await expect(panel(page).getByLabel('Free again')).toHaveValue(addDays(start, 3));
  });

  test('6: a tooltip near the bottom of the window stays on screen and names the net income as the panel does', async ({
    page,
  }) => {
    const calendar = await openCalendar(page);
    const guest = guestWithFreeNightsBefore(calendar);
    const cell = await day(page, addDays(guest.start_date, 1));
    await cell.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    // The scroll's event comes with the next frame, and a scroll hides the tooltip: after it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const box = await cell.boundingBox();
    if (!box) throw new Error('day not on screen');
    expect(box.y + box.height).toBeGreaterThan(900 - 80);
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    await expect(tooltip).toContainText('Net income: $');
    await expect(tooltip).not.toContainText('Revenue for stay');
    const net = /Net income: (\$[\d,.]+)/.exec((await tooltip.textContent()) ?? '')?.[1];

    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
    const details = panel(page).getByTestId('reservation-details');
    await expect(details).toContainText(`Net income${net}`);
    await expect(details).toContainText(/Revenue\$[\d,.]+/);
    // The read-only panel gives the arrival as the form does.
    await expect(details).toContainText(/Arrival\d\d:\d\d [AP]M/);
  });

  test('6: Show earlier months goes one month back, not a year', async ({ page }) => {
    const calendar = await openCalendar(page);
    const current = firstOfMonth(calendar.today);
    await page.getByRole('button', { name: 'Show earlier months' }).click();
    await expect(
      page.getByRole('heading', { name: monthName(addMonths(current, -1)), exact: true }),
    ).toBeInViewport();
    await expect(page.locator(`[data-month="${addMonths(current, -12)}"]`).first()).not.toBeInViewport();
  });

  test('axe with the panel, its dropdowns, a booking and the tile help open', async ({ page }) => {
    const calendar = await openCalendar(page);
    await expectAccessible(page);
    await panel(page).getByRole('textbox', { name: 'Guests' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await panel(page).getByRole('radio', { name: 'Block for maintenance' }).check();
    await panel(page).getByRole('textbox', { name: 'Type of maintenance' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('img', { name: /^Guest nights of/ }).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectAccessible(page);
    const guest = guestWithFreeNightsBefore(calendar);
    await (await day(page, addDays(guest.start_date, 1))).click();
    await expect(page.getByRole('heading', { name: 'Guest Reservation' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the calendar page on a phone, 390px (issue 26)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test('6: a tapped booking opens in a sheet in view; a range opens the form there; nothing scrolls sideways', async ({
    page,
  }) => {
    const calendar = await openCalendar(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    const guest = guestWithFreeNightsBefore(calendar);
    await (await day(page, addDays(guest.start_date, 1))).tap();
    await expect(page.getByRole('heading', { name: 'Guest Reservation' })).toBeInViewport({ ratio: 1 });
    await expect(panel(page).getByTestId('reservation-details')).toBeInViewport();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await panel(page).getByRole('button', { name: 'Close' }).tap();
    await expect(page.getByRole('heading', { name: 'Guest Reservation' })).toHaveCount(0);

    const start = freeNights(calendar, 260, 3);
    await (await day(page, start)).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await (await day(page, addDays(start, 3))).tap();
    await expect(panel(page).getByLabel('Check out')).toHaveValue(addDays(start, 3));
    await expect(panel(page).getByLabel('Check in')).toBeInViewport();
    await panel(page).getByRole('textbox', { name: 'Guests' }).tap();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
  });
});
