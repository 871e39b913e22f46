import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { addDays, cancelViaApi, freeNights, loadCalendar } from '../support/calendar';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

/**
 * The calendar feed (issue 27, item 3; decision 0057): Olivia adds a property's calendar to her
 * calendar app. The stay is booked on nights free at run time, in a window of its own (290 days
 * ahead, past every other spec's), and canceled at the end.
 */

const LODGE = 'Breckenridge Pines Cabin';

type FeedEvent = { summary: string; description: string; start: string; end: string };

/** The feed as a calendar app fetches it: no credential but its address. */
async function fetchFeed(request: APIRequestContext, url: string) {
  // The address names the server's public URL (localhost); the spec's server is 127.0.0.1.
  return request.get(new URL(url).pathname);
}

function eventsOf(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      description: event.description ?? '',
      start: event.startDate.toString(),
      end: event.endDate.toString(),
    };
  });
}

test('Add to my calendar shows the address, copies it, serves the stay booked here, and a reset ends the old one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await signInViaApi(page, DEMO.olivia);
  const calendar = await loadCalendar(page.request, session.key, LODGE);
  const start = freeNights(calendar, 290, 3);
  const notes = `Feed check ${Date.now()}`;
  const booked = await page.request.post('/api/owners/owner/property/reservation/', {
    headers: { authorization: calendar.authorization },
    data: {
      property_id: calendar.propertyId,
      start_date: start,
      end_date: addDays(start, 3),
      arrival: '16:00',
      guests_count: 2,
      reservation_for: 'Myself',
      notes,
    },
  });
  expect(booked.status()).toBe(201);
  try {
    await page.goto(`/owner/property-calendar/${calendar.propertyId}`);
    await page.getByRole('button', { name: 'Add to my calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to my calendar' });
    const address = dialog.getByLabel('Calendar address', { exact: true });
    await expect(address).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await address.inputValue();
    await expect(dialog.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Copy the calendar address' }).click();
    await expect(dialog.getByRole('button', { name: 'Calendar address copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const feed = await fetchFeed(page.request, url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const stay = eventsOf(await feed.text()).find((event) => event.description.includes(notes));
    expect(stay).toEqual({
      summary: `${LODGE}: Owner stay · 3 nights`,
      description: `Arrival 16:00 · 2 guests\n\n${notes}`,
      start,
      end: addDays(start, 3),
    });

    await dialog.getByRole('button', { name: 'Reset address' }).click();
    await expect(dialog.getByText(/The current address stops working at once/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reset address' }).click();
    await expect(dialog.getByText(/the old one no longer works/)).toBeVisible();
    await expect(address).not.toHaveValue(url);
    const fresh = await address.inputValue();
    expect((await fetchFeed(page.request, url)).status()).toBe(404);
    expect((await fetchFeed(page.request, fresh)).status()).toBe(200);
  } finally {
    await cancelViaApi(page.request, calendar, start);
  }
});
