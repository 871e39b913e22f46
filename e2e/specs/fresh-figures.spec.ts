import { expect, test, type Page } from '@playwright/test';
import { addLiveProperty, createOwner, createProviderKey } from '../support/admin-cli';
import { addDays, day, drag, panel } from '../support/calendar';
import { DEMO_PASSWORD, signInViaApi } from '../support/fixtures';

/**
 * Fresh figures after an owner's own change (issue 25, item 4): the web keeps answers 30 s, but a
 * stay booked on the calendar shows on the dashboard and the reservations report the owner opens
 * right after, without a reload. A fresh owner and property of its own, so that no other spec's
 * figures move; the browser in the property's time zone, so the report's default month is the
 * dashboard's.
 */
test.use({ timezoneId: 'America/Denver' });

type Dashboard = {
  current_month_occupancy: number;
  current_month_revpar: number | null;
  as_of: string;
};

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
const rate = (dollars: number | null) =>
  dollars === null
    ? '–'
    : new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
        maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
      }).format(dollars);

async function expectDashboardShows(page: Page, dashboard: Dashboard) {
  await expect(page.getByTestId('tile-occupancy')).toHaveText(percent(dashboard.current_month_occupancy));
  await expect(page.getByTestId('figure-revpar')).toHaveText(rate(dashboard.current_month_revpar));
}

test('a stay booked and canceled on the calendar shows at once on the dashboard and the report, without a reload', async ({
  page,
}) => {
  test.slow();
  const email = `fresh-figures-${Date.now()}@example.test`;
  createOwner({ email, firstName: 'Fran', lastName: 'Fresh', password: DEMO_PASSWORD });
  const propertyId = addLiveProperty({
    owner: email,
    name: 'Fresh Figures Lodge',
    street: '25 Refresh Lane',
    city: 'Breckenridge',
    postalCode: '80424',
  });
  const providerKey = createProviderKey('e2e fresh figures');

  // The page's clock stands still (its timers run): a kept answer never grows stale by time, so
  // the figures below are fresh because of the write, however long a loaded machine takes.
  await page.clock.setFixedTime(new Date());
  const { key } = await signInViaApi(page, email);
  const headers = { authorization: `Token ${key}` };
  const profile = await page.request.post('/api/owners/create-owner-profile/', {
    headers,
    data: {
      first_name: 'Fran',
      last_name: 'Fresh',
      primary_email: email,
      secondary_email: '',
      address: '25 Refresh Lane, Breckenridge, CO 80424',
      phone: '+13035550125',
    },
  });
  expect(profile.ok()).toBe(true);
  const financials = await page.request.get(`/api/owners/owner/property/financials/${propertyId}/`, {
    headers,
  });
  const today = ((await financials.json()) as { as_of: string }).as_of;

  // A guest night of this month that leaves tonight and tomorrow free: the night before today, or
  // on the 1st the night after the owner's stay. Occupancy is then above 0, and it moves when owner
  // nights leave the month's available nights.
  const guestNight = today.endsWith('-01') ? addDays(today, 2) : addDays(today, -1);
  const guest = await page.request.put(
    `/api/provider/v1/properties/${propertyId}/reservations/FRESH-E2E-1/`,
    {
      headers: { authorization: `Bearer ${providerKey}` },
      data: {
        status: 'confirmed',
        start_date: guestNight,
        end_date: addDays(guestNight, 1),
        arrival: '16:00',
        guests_count: 2,
        guest: { first_name: 'Gil', last_name: 'Guest', email: null, phone: null },
        platform: 'Airbnb',
        confirmation_code: 'FRESH-1',
        confirmed_at: new Date().toISOString(),
        revenue: 500,
        management_fee: 100,
        net_income: 400,
        cleaning_cost: 0,
        updated_at: new Date().toISOString(),
      },
    },
  );
  expect(guest.status()).toBe(201);
  const dashboardNow = async () => {
    const response = await page.request.get('/api/owners/dashboard/', { headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as Dashboard;
  };
  const before = await dashboardNow();
  expect(before.as_of).toBe(today);
  expect(before.current_month_occupancy).toBeGreaterThan(0);

  // The owner looks at the dashboard and the report: both answers are now kept by the web.
  await page.goto('/owner/dashboard');
  await expectDashboardShows(page, before);
  // Set once in this document: still there at the end, so nothing below reloaded the page.
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Reservations' }).click();
  const report = page.getByRole('table', { name: 'Reservations' });
  await expect(report.locator('tbody tr').filter({ hasText: 'Gil Guest' })).toBeVisible();
  await expect(report.locator('tbody tr').filter({ hasText: 'Owner Reservation' })).toHaveCount(0);

  // Books two nights from today on the property's calendar.
  await nav.getByRole('link', { name: 'Properties' }).click();
  await page
    .getByRole('table', { name: 'Your properties' })
    .getByRole('link', { name: 'Fresh Figures Lodge' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/owner/property-calendar/${propertyId}$`));
  await expect(page.getByTestId('calendar-months')).toBeVisible();
  await drag(page, today, addDays(today, 2));
  await panel(page).getByRole('button', { name: 'Book a stay' }).click();
  await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Calendar' }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/property-calendar/${propertyId}$`));

  const after = await dashboardNow();
  // The owner nights left the month's available nights: occupancy and RevPAR rose.
  expect(after.current_month_occupancy).toBeGreaterThan(before.current_month_occupancy);
  expect(after.current_month_revpar ?? 0).toBeGreaterThan(before.current_month_revpar ?? 0);

  // At once, through the side navigation: the new figures, not the kept ones.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expectDashboardShows(page, after);
  await nav.getByRole('link', { name: 'Reservations' }).click();
  await expect(report.locator('tbody tr').filter({ hasText: 'Owner Reservation' })).toHaveCount(1);

  // Canceled on the calendar: the dashboard, kept again just now, is back to the figures before.
  await nav.getByRole('link', { name: 'Properties' }).click();
  await page
    .getByRole('table', { name: 'Your properties' })
    .getByRole('link', { name: 'Fresh Figures Lodge' })
    .click();
  const stay = await day(page, addDays(today, 1));
  await expect(stay).toHaveAttribute('aria-label', /My Reservation/);
  await stay.click();
  await panel(page).getByRole('button', { name: 'Cancel Reservation' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm cancellation' })
    .getByRole('button', { name: 'Cancel Reservation' })
    .click();
  await expect(page.getByText(/was successfully canceled/)).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expectDashboardShows(page, await dashboardNow());
  await expect(page.getByTestId('tile-occupancy')).toHaveText(percent(before.current_month_occupancy));

  expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
});
