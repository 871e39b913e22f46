import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

/**
 * axe on every kind of page once it has settled, and again with each of its menus, dropdowns and
 * dialogs open: what is closed is not in the page, so a check of the closed page misses it.
 */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the sign-in page, and its Request Owner Account dialog', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Request Owner Account' }).click();
      await expect(page.getByRole('dialog', { name: 'Request an owner account' })).toBeVisible();
      await expectAccessible(page);
    });

    test('the dashboard, with the user menu and the Filter by property dropdown open', async ({ page }) => {
      await signInViaApi(page, DEMO.olivia);
      await page.goto('/owner/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expectAccessible(page);

      await openUserMenu(page);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      // With chips shown, Mantine's wrapper takes the click meant for the input.
      await page.getByRole('textbox', { name: 'Filter by property' }).click({ force: true });
      await expect(page.getByRole('listbox')).toBeVisible();
      await expect(page.getByRole('option')).toHaveCount(4);
      await expectAccessible(page);
    });

    test('the properties and co-owners pages, with the user menu open', async ({ page }) => {
      await signInViaApi(page, DEMO.olivia);
      for (const [path, heading] of [
        ['/owner/properties', 'Properties'],
        ['/owner/co-owners', 'Co-owners'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectAccessible(page);
        await openUserMenu(page);
        await expectAccessible(page);
      }
    });

    test('the profile, with the user menu and the Confirm it is you dialog open', async ({ page }) => {
      await signInViaApi(page, DEMO.oscar);
      await page.goto('/profile');
      const primary = page.getByRole('textbox', { name: 'Primary email', exact: true });
      await expect(primary).not.toHaveValue('');
      await expectAccessible(page);

      await openUserMenu(page);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      // A new primary e-mail asks for the current password before anything is sent.
      await primary.fill('oscar.new@demo.test');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm it is you' })).toBeVisible();
      await expectAccessible(page);
    });

    test('a legal page read by a signed-in owner', async ({ page }) => {
      await signInViaApi(page, DEMO.olivia);
      await page.goto('/privacy-policy/');
      await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
