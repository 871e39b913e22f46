import { expect, test } from '@playwright/test';
import { addLiveProperty, createOwner, createProviderKey } from '../support/admin-cli';
import { DEMO_PASSWORD, expectAccessible, signInViaApi } from '../support/fixtures';

/** Today in the property's time zone (the admin CLI's default zone), as YYYY-MM-DD. */
const todayIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A booking the company's system sends through the provider API shows everywhere its owner looks
 * (issue 22): the calendar, the dashboard's figures and the reservations report. A fresh owner and
 * property of its own, so that no other spec's figures move.
 */
test('a booking sent through the provider API appears on the owner’s calendar, dashboard and report', async ({
  page,
}) => {
  test.slow();
  const email = `provider-e2e-${Date.now()}@example.test`;
  createOwner({ email, firstName: 'Petra', lastName: 'Provider', password: DEMO_PASSWORD });
  const propertyId = addLiveProperty({
    owner: email,
    name: 'Provider Test Cabin',
    street: '7 Feed Street',
    city: 'Frisco',
    postalCode: '80443',
  });
  const key = createProviderKey('e2e PMS');
  expect(key).toMatch(/^hsp_/);

  const { key: token } = await signInViaApi(page, email);
  const profile = await page.request.post('/api/owners/create-owner-profile/', {
    headers: { authorization: `Token ${token}` },
    data: {
      first_name: 'Petra',
      last_name: 'Provider',
      primary_email: email,
      secondary_email: '',
      address: '7 Feed Street, Frisco, CO 80443',
      phone: '+13035550142',
    },
  });
  expect(profile.ok()).toBe(true);

  const start = todayIn('America/Denver');
  const end = addDays(start, 3);
  const sent = await page.request.put(`/api/provider/v1/properties/${propertyId}/reservations/HM-E2E-1/`, {
    headers: { authorization: `Bearer ${key}` },
    data: {
      status: 'confirmed',
      start_date: start,
      end_date: end,
      arrival: '16:00',
      guests_count: 3,
      guest: { first_name: 'Grace', last_name: 'Guest', email: 'grace@guest.test', phone: null },
      platform: 'Vrbo',
      confirmation_code: 'VRBO-E2E',
      confirmed_at: new Date().toISOString(),
      revenue: 1234.5,
      management_fee: 246.9,
      net_income: 987.6,
      cleaning_cost: 150,
      updated_at: new Date().toISOString(),
    },
  });
  expect(sent.status()).toBe(201);

  // The dashboard: this month's net income is the booking's.
  await page.goto('/owner/dashboard');
  await expect(page.getByTestId('header-month-net-income')).toHaveText('$988');
  await expectAccessible(page);

  // The reservations report: the row, with the guest's name only, and the month's totals.
  await page.goto('/owner/financial/reservation-feed');
  const table = page.getByRole('table', { name: 'Reservations' });
  const row = table.locator('tbody tr').filter({ hasText: 'Grace Guest' });
  await expect(row).toContainText('Vrbo');
  await expect(row).toContainText('$1,234.50');
  await expect(row).toContainText('$987.60');
  await expect(row).not.toContainText('grace@guest.test');
  await expect(table.locator('tfoot')).toContainText('Totals (1)');

  // The calendar: a night of the stay opens the guest booking.
  await page.goto(`/owner/property-calendar/${propertyId}`);
  const night = page.locator(`[data-date="${addDays(start, 1)}"]`);
  await night.scrollIntoViewIfNeeded();
  await night.click();
  await expect(page.getByRole('heading', { name: 'Guest Reservation' })).toBeVisible();
  const details = page.getByTestId('reservation-details');
  await expect(details).toContainText('Grace Guest');
  await expect(details).toContainText('Vrbo');
  await expect(details).toContainText('$987.60');

  // A guest booking the channels took over the owner's own stay: kept, and the owner is told on both.
  const stayStart = addDays(start, 10);
  const stay = await page.request.post('/api/owners/owner/property/reservation/', {
    headers: { authorization: `Token ${token}` },
    data: {
      property_id: propertyId,
      start_date: stayStart,
      end_date: addDays(stayStart, 3),
      arrival: '16:00',
      guests_count: 2,
      reservation_for: 'Myself',
    },
  });
  expect(stay.status()).toBe(201);
  const over = await page.request.put(`/api/provider/v1/properties/${propertyId}/reservations/HM-E2E-2/`, {
    headers: { authorization: `Bearer ${key}` },
    data: {
      status: 'confirmed',
      start_date: addDays(stayStart, 2),
      end_date: addDays(stayStart, 5),
      arrival: null,
      guests_count: 2,
      guest: { first_name: 'Hal', last_name: 'Overlap', email: null, phone: null },
      platform: 'Airbnb',
      confirmation_code: null,
      confirmed_at: null,
      revenue: 600,
      management_fee: 120,
      net_income: 480,
      cleaning_cost: 0,
      updated_at: new Date().toISOString(),
    },
  });
  expect(over.status()).toBe(201);
  await page.reload();
  const stayNight = page.locator(`[data-date="${addDays(stayStart, 1)}"]`);
  await stayNight.scrollIntoViewIfNeeded();
  await stayNight.click();
  await expect(page.getByRole('heading', { name: 'Owner Reservation' })).toBeVisible();
  await expect(page.getByTestId('clashes')).toContainText('A guest booking from');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('clash-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('clashes')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('clash-390.png'), fullPage: false });
});
