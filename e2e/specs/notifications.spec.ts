import { expect, test, type Page } from '@playwright/test';
import { createOwner, runAdmin } from '../support/admin-cli';
import { DEMO_PASSWORD, expectAccessible, signInViaApi } from '../support/fixtures';
import { mailsTo } from '../support/outbox';

/**
 * The owner's notification e-mails (issue 27, item 2): the switches of 'My Owner Profile' and the
 * page an e-mail's unsubscribe link opens. Fresh owners of their own, so no other spec's e-mails
 * or settings move.
 */
const notifications = (page: Page) => page.getByRole('form', { name: 'Notifications' });
const toggle = (page: Page, name: string | RegExp) => notifications(page).getByRole('switch', { name });

async function freshOwner(prefix: string, firstName: string) {
  const email = `${prefix}-${Date.now()}@example.test`;
  createOwner({ email, firstName, lastName: 'Notified', password: DEMO_PASSWORD });
  return email;
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Owner Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
  await expect(toggle(page, /^New guest bookings/)).toBeVisible();
}

test('the notification settings save and survive a reload', async ({ page }) => {
  await signInViaApi(page, await freshOwner('notify-settings-e2e', 'Nadia'));
  await openProfile(page);
  // All on for a new owner; nothing to save until a switch moves.
  for (const name of [
    /^New guest bookings/,
    /^Canceled guest bookings/,
    /^Statements/,
    /^Property care/,
    /^My stays and blocks/,
  ])
    await expect(toggle(page, name)).toBeChecked();
  const save = notifications(page).getByRole('button', { name: 'Save notifications' });
  await expect(save).toBeDisabled();
  await expectAccessible(page);

  await toggle(page, /^Statements/).click();
  await toggle(page, /^My stays and blocks/).click();
  await expect(toggle(page, /^Statements/)).not.toBeChecked();
  await save.click();
  await expect(notifications(page).getByRole('status')).toContainText(
    'Your notification settings are saved.',
  );
  await expect(save).toBeDisabled();

  await page.reload();
  await openProfile(page);
  await expect(toggle(page, /^Statements/)).not.toBeChecked();
  await expect(toggle(page, /^My stays and blocks/)).not.toBeChecked();
  await expect(toggle(page, /^New guest bookings/)).toBeChecked();
  await expect(toggle(page, /^Property care/)).toBeChecked();
});

test("a booking's e-mail links to a page whose button, and only that, turns the e-mail off", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await freshOwner('notify-unsubscribe-e2e', 'Uma');
  const added = runAdmin([
    'property:add',
    `--owner=${email}`,
    '--name=Unsubscribe Cabin',
    '--street=9 Quiet Lane',
    '--city=Frisco',
    '--state=CO',
    '--postal-code=80443',
  ]);
  const propertyId = Number(/Added property (\d+)/.exec(added)?.[1]);
  const key = runAdmin(['provider-key:create', '--name=e2e notifications']).trim().split('\n').at(-1) ?? '';
  const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 43 * 86_400_000).toISOString().slice(0, 10);
  const sent = await page.request.put(`/api/provider/v1/properties/${propertyId}/reservations/HM-NOTIFY-1/`, {
    headers: { authorization: `Bearer ${key}` },
    data: {
      status: 'confirmed',
      start_date: start,
      end_date: end,
      arrival: '16:00',
      guests_count: 2,
      guest: { first_name: 'Grace', last_name: 'Guest', email: 'grace@guest.test', phone: '+13035550111' },
      platform: 'Airbnb',
      confirmation_code: 'HMNOTIFY',
      confirmed_at: new Date().toISOString(),
      revenue: 600,
      management_fee: 120,
      net_income: 480,
      cleaning_cost: 90,
      updated_at: new Date().toISOString(),
    },
  });
  expect(sent.status()).toBe(201);

  // The server's worker sends it through the durable queue.
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const [mail] = mailsTo(email);
  expect(mail?.subject).toMatch(/^New booking at Unsubscribe Cabin: /);
  expect(mail?.body).toContain('$480.00');
  expect(mail?.body).not.toContain('grace@guest.test');
  const link = /https?:\/\/\S+(\/notifications\/unsubscribe\/[\w.-]+)/.exec(mail?.body ?? '')?.[1];
  if (!link) throw new Error('no unsubscribe link in the e-mail');

  // Opened with no session, as from a mail app: the page asks, and opening it changed nothing.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(visitor.getByText('Stop the e-mails about new guest bookings?')).toBeVisible();
  await expectAccessible(visitor);
  const token = link.split('/').at(-1) ?? '';
  const before = await page.request.get(`/api/owners/notifications/unsubscribe/${token}/`, {
    maxRedirects: 0,
  });
  expect(before.status()).toBe(303);

  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('status')).toContainText(
    'You will no longer get e-mails about new guest bookings.',
  );
  await context.close();

  await signInViaApi(page, email);
  await openProfile(page);
  await expect(toggle(page, /^New guest bookings/)).not.toBeChecked();
  await expect(toggle(page, /^Canceled guest bookings/)).toBeChecked();
});
