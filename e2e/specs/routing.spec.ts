import { expect, test } from '@playwright/test';
import { createOwner } from '../support/admin-cli';
import { DEMO, expectAccessible, signInViaApi, signInViaForm } from '../support/fixtures';

test.describe('routing rules for a visitor who is not signed in', () => {
  for (const path of [
    '/owner/dashboard',
    '/owner/properties',
    '/owner/anything/else',
    '/onboarding/step11',
    '/profile',
  ]) {
    test(`${path} goes to /login, which is told to return there`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    });
  }

  test('unknown paths outside the owner area go to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the reset page needs no sign-in', async ({ page }) => {
    await page.goto('/accounts/reset/');
    await expect(page).toHaveURL(/\/accounts\/reset\/$/);
  });
});

test('unknown /onboarding/* paths go to /onboarding/step11 for an owner who is onboarding', async ({
  page,
}) => {
  const email = `olive.onboarding.${Date.now()}@example.test`;
  createOwner({ email, firstName: 'Olive', lastName: 'Onboarding', password: 'First#Pass2026' });
  await signInViaForm(page, email, 'First#Pass2026');
  await expect(page).toHaveURL(/\/onboarding\/step11$/);
  await page.goto('/onboarding/step99');
  await expect(page).toHaveURL(/\/onboarding\/step11$/);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/step11$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your owner profile' })).toBeVisible();
});

test.describe('routing rules for a signed-in owner', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.olivia);
  });

  test('/login goes to /owner/dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
  });

  test('unknown /owner/* paths and /owner itself go to /owner/dashboard', async ({ page }) => {
    await page.goto('/owner/not-a-page');
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    await page.goto('/owner/deeper/not/a/page');
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    await page.goto('/owner');
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
  });

  test('an owner past onboarding who opens step 1, 2 or an unknown onboarding path lands on the dashboard', async ({
    page,
  }) => {
    for (const path of ['/onboarding/step11', '/onboarding/step21', '/onboarding/step99', '/onboarding']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/owner\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    }
  });

  for (const route of [
    '/owner/properties',
    '/owner/dashboard',
    '/owner/alternative-dashboard',
    '/owner/property-details/1',
    '/owner/property-document/1',
    '/owner/property-calendar/1',
    '/owner/property-care/1',
    '/owner/financial/reservation-feed/',
    '/profile',
    '/confirmed-info/1',
  ]) {
    test(`the spec's route ${route} exists and is accessible`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('a session the server no longer accepts signs the browser out', async ({ page }) => {
    // signInViaApi left the page on /api/health: no app runs to use the key before the navigation.
    await page.evaluate(() =>
      localStorage.setItem(
        'harborstay_user',
        JSON.stringify({
          key: 'x'.repeat(43),
          user: { id: 1, username: 'a@b.c', email: 'a@b.c', first_name: 'A', last_name: 'B' },
        }),
      ),
    );
    // Signing out is a full page load of /login (sign-out.ts), which may start
    // before the dashboard's own load event: wait only for the first response.
    await page.goto('/owner/dashboard', { waitUntil: 'commit' });
    await expect(page).toHaveURL('/login?next=%2Fowner%2Fdashboard');
    expect(await page.evaluate(() => localStorage.getItem('harborstay_user'))).toBeNull();
  });
});
