import { expect, test, type Page } from '@playwright/test';
import { runAdmin } from '../support/admin-cli';
import { DEMO, expectAccessible, signInViaForm } from '../support/fixtures';
import { fillFirstPropertyStep } from '../support/onboarding';

/** The states of the four-step header, in order. */
const stepStates = (page: Page) =>
  page
    .getByRole('list', { name: 'Onboarding steps' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.state));

test('Nina walks onboarding from her profile to a live property and her dashboard', async ({ page }) => {
  // One walk through four steps, an admin CLI run and five accessibility checks: 15 s on a quiet
  // machine, past the 30 s default when the two cores are shared, so it gets the slow budget.
  test.slow();
  await signInViaForm(page, DEMO.nina);
  // Neither profile nor property: the owner area sends her to step 1.
  await expect(page).toHaveURL(/\/onboarding\/step11$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your owner profile' })).toBeVisible();
  expect(await stepStates(page)).toEqual(['selected', 'pending', 'pending', 'pending']);
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Nina');
  await expect(page.getByLabel('Old password')).toHaveCount(0);
  await expectAccessible(page);

  // Step 1: the profile form's rules hold here too.
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await phone.fill('303');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription(/Phone number is not valid/);
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  await phone.fill('+17205550148');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('350 Spruce St, Boulder, CO 80302');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: the first property.
  await expect(page).toHaveURL(/\/onboarding\/step21$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tell us about your first property' }),
  ).toBeVisible();
  expect(await stepStates(page)).toEqual(['checked', 'selected', 'pending', 'pending']);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeDisabled();

  await fillFirstPropertyStep(page, 'Flagstaff Mesa House');

  // Step 3: the provider prepares the listing; the owner area still sends her here.
  await expect(page).toHaveURL(/\/onboarding\/step31$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We are preparing your listing (1-2 weeks)' }),
  ).toBeVisible();
  await expect(page.getByText('Flagstaff Mesa House')).toBeVisible();
  expect(await stepStates(page)).toEqual(['checked', 'checked', 'selected', 'pending']);
  await expectAccessible(page);
  await page.goto('/owner/dashboard');
  await expect(page).toHaveURL(/\/onboarding\/step31$/);

  // The provider makes it live with the admin CLI.
  const key = await page.evaluate(
    () => JSON.parse(localStorage.getItem('harborstay_user') ?? '{}').key as string,
  );
  const listed = await page.request.get('/api/owners/owner/properties/', {
    headers: { authorization: `Token ${key}` },
  });
  const [property] = (await listed.json()) as { id: number; status: string }[];
  expect(property?.status).toBe('in progress');
  const said = runAdmin(['property:go-live', String(property?.id)]);
  expect(said).toContain(`property ${property?.id} "Flagstaff Mesa House" is live`);

  // Step 4 once the page asks again, then the dashboard.
  await page.reload();
  await expect(page).toHaveURL(/\/onboarding\/step41$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your property is live' })).toBeVisible();
  expect(await stepStates(page)).toEqual(['checked', 'checked', 'checked', 'selected']);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'View My Dashboard' }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
