import { expect, test, type Page } from '@playwright/test';
import { runAdmin } from '../support/admin-cli';
import {
  addDays,
  cancelViaApi,
  day,
  drag,
  freeNights,
  loadCalendar,
  panel,
  type Calendar,
} from '../support/calendar';
import { DEMO, signInViaApi } from '../support/fixtures';
import { bookInGuesty, closedOnGuesty, E2E_GUESTY_LISTING_ID } from '../support/guesty';

/**
 * Guesty connected (issue 24): the fake Guesty the global setup starts is the channel manager, its
 * listing linked to Oscar's Tahoe Shoreline Lodge, where no other spec books.
 */

const TAHOE = 'Tahoe Shoreline Lodge';

async function openLinkedCalendar(page: Page): Promise<Calendar> {
  const session = await signInViaApi(page, DEMO.oscar);
  const calendar = await loadCalendar(page.request, session.key, TAHOE);
  // Linking again is harmless: both tests link, whichever runs first.
  runAdmin([
    'property:link',
    `--property=${calendar.propertyId}`,
    `--guesty-listing=${E2E_GUESTY_LISTING_ID}`,
  ]);
  return calendar;
}

const gotoCalendar = async (page: Page, calendar: Calendar) => {
  await page.goto(`/owner/property-calendar/${calendar.propertyId}`);
  await expect(page.getByTestId('calendar-months')).toBeVisible();
};

test('a booking made in Guesty reaches the owner’s calendar through its webhook', async ({ page }) => {
  const calendar = await openLinkedCalendar(page);
  const checkIn = freeNights(calendar, 150, 3);
  const checkOut = addDays(checkIn, 3);
  const guestyId = await bookInGuesty(checkIn, checkOut);

  // The webhook was answered; the booking is read again from Guesty by a queued job.
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/owners/owner/property/${calendar.propertyId}/reservations/?start=${checkIn}&end=${checkOut}`,
        { headers: { authorization: calendar.authorization } },
      );
      const list = (await response.json()) as { kind: string; status: string; start_date: string }[];
      return list.filter((r) => r.kind === 'guest' && r.status === 'confirmed' && r.start_date === checkIn)
        .length;
    })
    .toBe(1);
  expect(guestyId).toMatch(/^[0-9a-f]{24}$/);

  await gotoCalendar(page, calendar);
  await expect(await day(page, addDays(checkIn, 1))).toHaveAttribute('aria-label', /Guest Booking/);
});

test('a stay the owner books closes those nights on Guesty, and its cancellation opens them', async ({
  page,
}) => {
  const calendar = await openLinkedCalendar(page);
  const start = freeNights(calendar, 220, 3);
  const end = addDays(start, 3);
  // What Guesty holds for those nights: an owner reservation, or a block over its nights (inclusive).
  const closes = async () => {
    const closed = await closedOnGuesty();
    return (
      closed.ownerReservations.some(
        (r) => r.status !== 'canceled' && r.checkIn === start && r.checkOut === end,
      ) || closed.blocks.some((b) => b.startDate === start && b.endDate === addDays(end, -1))
    );
  };
  try {
    await gotoCalendar(page, calendar);
    await drag(page, start, end);
    await panel(page).getByRole('button', { name: 'Book a stay' }).click();
    await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
    await expect.poll(closes).toBe(true);
  } finally {
    await cancelViaApi(page.request, calendar, start);
  }
  await expect.poll(closes).toBe(false);
});
