import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The calendar as specs use it (issue 10): what the API says a property's nights hold, the free
 * nights a spec may book at run time (so that specs running side by side never want the same
 * nights), the day cells of the page, and cancelling what a spec made.
 */

export type Reservation = {
  id: number;
  kind: 'guest' | 'owner' | 'maintenance';
  status: string;
  start_date: string;
  end_date: string;
};
export type Price = { date: string; price: number; block_refs: { type: string }[] };

export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** 'Jan 1st, 2024'. */
export function ordinal(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  const suffix = ['th', 'st', 'nd', 'rd'][
    day % 100 >= 11 && day % 100 <= 13 ? 0 : day % 10 < 4 ? day % 10 : 0
  ];
  return `${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${day}${suffix}, ${d.getUTCFullYear()}`;
}

export type Calendar = {
  propertyId: number;
  today: string;
  reservations: Reservation[];
  prices: Map<string, Price>;
  authorization: string;
};

export async function loadCalendar(request: APIRequestContext, key: string, name: string): Promise<Calendar> {
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

export const isHeld = (calendar: Calendar, night: string) =>
  calendar.reservations.some(
    (r) =>
      ['confirmed', 'in progress', 'unavailable'].includes(r.status) &&
      r.start_date <= night &&
      r.end_date > night,
  ) || (calendar.prices.get(night)?.block_refs.length ?? 0) > 0;

/** The first run of `nights` free nights from `fromOffset` days after today, with its check-out day free too. */
export function freeNights(calendar: Calendar, fromOffset: number, nights: number): string {
  for (let offset = fromOffset; offset < fromOffset + 300; offset += 1) {
    const start = addDays(calendar.today, offset);
    const all = Array.from({ length: nights + 1 }, (_, i) => addDays(start, i));
    if (all.every((night) => !isHeld(calendar, night) && calendar.prices.has(night))) return start;
  }
  throw new Error('no free nights found');
}

/** A day's cell, its month scrolled into view first (months render as they come near). */
export async function day(page: Page, date: string) {
  const month = page.locator(`[data-month="${date.slice(0, 8)}01"]`).first();
  const cell = page.locator(`[data-date="${date}"]`);
  // The month's placeholder gives way to the month as it comes near, which can happen while it is
  // being scrolled to (the placeholder is then gone): scroll again until the day's cell is there.
  await expect(async () => {
    if ((await cell.count()) === 0) await month.scrollIntoViewIfNeeded();
    await expect(cell).toBeAttached({ timeout: 1000 });
  }).toPass();
  // To the middle of the window, not just into it: the insight bar and the weekday row stick at
  // its top and would take the touches and clicks of a day left under them (issue 43, item 7).
  await cell.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return cell;
}

export async function drag(page: Page, from: string, to: string) {
  // Both cells scrolled to before either is measured: scrolling to the second (in another month)
  // moves the first, and a box measured before that points at another day.
  const startCell = await day(page, from);
  const endCell = await day(page, to);
  await startCell.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = await startCell.boundingBox();
  const end = await endCell.boundingBox();
  if (!start || !end) throw new Error('day not on screen');
  // Right of centre: the afternoon of the day, not the morning half of a check-out.
  await page.mouse.move(start.x + start.width * 0.7, start.y + start.height * 0.8);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width * 0.7, end.y + end.height * 0.8, { steps: 8 });
  await page.mouse.up();
}

export const panel = (page: Page) =>
  page.getByRole('region', { name: /Owner Reservation|Guest Reservation/ });

export async function cancelViaApi(request: APIRequestContext, calendar: Calendar, startDate: string) {
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
