import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { runAdmin } from '../support/admin-cli';
import { expectAccessible } from '../support/fixtures';
import { fillFirstPropertyStep, fillProfileStep } from '../support/onboarding';
import { mailsTo, waitForResetLink } from '../support/outbox';

/**
 * Owners invited by the company's system (issue 23): the provider API makes the account, the
 * invitation e-mail carries a link to choose a password, and the routing rules take it from there.
 * Each test has owners of its own, so that no other spec's owners change.
 */
const PASSWORD = 'Invited#Owner2027';

let providerKey = '';
test.beforeAll(() => {
  providerKey = runAdmin(['provider-key:create', '--name=e2e CRM']).trim().split('\n').at(-1) ?? '';
  expect(providerKey).toMatch(/^hsp_/);
});

async function provider(request: APIRequestContext, method: 'PUT' | 'POST', url: string, data?: object) {
  const response = await request.fetch(`/api/provider/v1/${url}`, {
    method,
    headers: { authorization: `Bearer ${providerKey}` },
    ...(data ? { data } : {}),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { id: number };
}

async function inviteOwner(request: APIRequestContext, firstName: string) {
  const externalId = `crm-${randomBytes(4).toString('hex')}`;
  const email = `${externalId}@e2e.test`;
  await provider(request, 'PUT', `owners/${externalId}/`, {
    email,
    first_name: firstName,
    last_name: 'Invited',
    phone: null,
  });
  return { externalId, email };
}

/**
 * Follows the invitation e-mail's link: a welcome to choose a password, then the sign-in page with
 * the e-mail filled in, where the owner types only the new password.
 */
async function acceptInvitation(page: Page, email: string) {
  const link = await waitForResetLink(email);
  const [mail] = mailsTo(email);
  expect(mail?.subject).toBe('Your Harborstay owner account is ready');
  expect(mail?.body).toContain('expires in 7 days');
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Choose your password' })).toContainText(
    `Your owner account for ${email} is ready.`,
  );
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toContainText(
    'Your password is set. Sign in with it to open your owner account.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a new owner with no listing follows the invitation, chooses a password and finishes onboarding', async ({
  page,
}) => {
  test.slow();
  const { email } = await inviteOwner(page.request, 'Ines');
  await acceptInvitation(page, email);

  await expect(page).toHaveURL(/\/onboarding\/step11$/);
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Ines');
  await expectAccessible(page);
  await fillProfileStep(page);
  await expect(page).toHaveURL(/\/onboarding\/step21$/);
  await fillFirstPropertyStep(page, 'Invited Mesa House');
  await expect(page).toHaveURL(/\/onboarding\/step31$/);

  const key = await page.evaluate(
    () => JSON.parse(localStorage.getItem('harborstay_user') ?? '{}').key as string,
  );
  const listed = await page.request.get('/api/owners/owner/properties/', {
    headers: { authorization: `Token ${key}` },
  });
  const [property] = (await listed.json()) as { id: number }[];
  runAdmin(['property:go-live', String(property?.id)]);
  await page.reload();
  await expect(page).toHaveURL(/\/onboarding\/step41$/);
  await page.getByRole('link', { name: 'View My Dashboard' }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
});

test('an owner invited with a listing already in the portal lands on the dashboard', async ({ page }) => {
  const { externalId, email } = await inviteOwner(page.request, 'Luis');
  const listingId = `listing-${randomBytes(4).toString('hex')}`;
  await provider(page.request, 'PUT', `listings/${listingId}/`, {
    entity_name: 'Invited Ridge Cabin',
    street_address: '5 Ridge Rd',
    city: 'Frisco',
    state: 'CO',
    postal_code: '80443',
    country: 'United States',
    time_zone: 'America/Denver',
    bedroom: 3,
    bathroom: '2',
    max_occupancy: 6,
    status: 'completed',
    harborstay_services: true,
    owners: [externalId],
  });
  await acceptInvitation(page, email);
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveAccessibleName('Luis Invited');
});
