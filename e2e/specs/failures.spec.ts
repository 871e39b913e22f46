import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

/** What an owner sees when the portal cannot be reached (issue 7 items 12 and 13, decision 0016). */
test.describe('failures as Olivia sees them', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.olivia);
  });

  test("a page whose code cannot be downloaded shows the portal's error view inside the shell; Retry loads it", async ({
    page,
  }) => {
    await page.goto('/owner/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The Properties page's code has not been loaded yet, and now cannot be.
    const propertiesChunk = '**/assets/properties-page-*.js';
    await page.route(propertiesChunk, (route) => route.abort('internetdisconnected'));

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Properties' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
    await expectAccessible(page);

    // While the portal does not answer, Retry says so and keeps the view.
    await page.route('**/api/health', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The portal still does not answer. Try again in a moment.',
    );
    await expect(nav).toBeVisible();

    await page.unroute('**/api/health');
    await page.unroute(propertiesChunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your properties' })).toBeVisible();
    await expect(page).toHaveURL(/\/owner\/properties$/);
  });

  test("with the API unreachable, the list and Property Info show the portal's words and Retry", async ({
    page,
  }) => {
    await page.goto('/owner/properties');
    const firstProperty = page.getByRole('table', { name: 'Your properties' }).getByRole('link').first();
    const name = (await firstProperty.innerText()).trim();
    const detailsPath = `/owner/property-details/${(await firstProperty.getAttribute('href'))?.split('/').pop()}`;

    await page.route('**/api/owners/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    const alert = page.getByRole('alert');
    // The app retries a failed load twice before it gives up.
    await expect(alert).toContainText('Error occured during proccesing your request. Try again!', {
      timeout: 15_000,
    });
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(detailsPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Property Info' })).toBeVisible();
    await expect(alert).toContainText('Error occured during proccesing your request. Try again!', {
      timeout: 15_000,
    });
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);

    await page.unroute('**/api/owners/**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('form', { name: 'Property information' })).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
  });
});
