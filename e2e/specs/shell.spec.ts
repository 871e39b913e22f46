import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

test.describe('the owner shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.olivia);
  });

  test('shows the property filter on dashboard paths only, with All selected by default', async ({
    page,
  }) => {
    await page.goto('/owner/dashboard');
    const filter = page.getByRole('textbox', { name: 'Filter by property' });
    await expect(filter).toBeVisible();
    await expect(page.locator('.mantine-MultiSelect-pill')).toHaveText(['All']);
    // With chips shown, Mantine's wrapper takes the click meant for the input.
    await filter.click({ force: true });
    const options = page.getByRole('option');
    await expect(options).toHaveCount(4); // All and Olivia's three properties
    const firstProperty = (await options.nth(1).innerText()).trim();
    await options.nth(1).click();
    const chips = page.locator('.mantine-MultiSelect-pill');
    await expect(chips).toHaveText([firstProperty]);
    await options.first().click(); // All again
    await expect(chips).toHaveText(['All']);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Properties' }).click();
    await expect(page).toHaveURL(/\/owner\/properties$/);
    await expect(page.getByRole('textbox', { name: 'Filter by property' })).toHaveCount(0);
  });

  test('has the three navigation entries, the user menu and the footer links', async ({ page }) => {
    await page.goto('/owner/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Properties', 'Dashboard', 'Reservations']);
    await page.getByTestId('user-menu').click();
    await expect(page.getByText('Welcome!')).toBeVisible();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    const year = String(new Date().getFullYear());
    await expect(page.getByText(new RegExp(`© ${year}`))).toBeVisible();
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service/',
    );
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    await expect(legal.getByRole('link', { name: 'Management Terms' })).toHaveAttribute('href', '/terms/');
  });

  test('the user menu opens and is walked with the keyboard', async ({ page }) => {
    await page.goto('/owner/dashboard');
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // As in the ARIA menu button pattern, the first item takes the focus.
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('collapses the side navigation under 1200px behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1199, height: 800 });
    await page.goto('/owner/dashboard');
    // Mantine slides the collapsed navigation out of view rather than removing it.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'Reservations' }).click();
    await expect(page).toHaveURL(/\/owner\/financial\/reservation-feed\/$/);
    await expect(nav).not.toBeInViewport();

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(nav).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeHidden();
  });

  for (const { width, height } of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${width}px the filter has a visible label, the menu names the owner, the footer lines up`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/owner/dashboard');
      const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
      await expect(heading).toBeVisible();
      await expect(page.getByText('Filter by property', { exact: true })).toBeVisible();

      // The button is named by the name it shows (beside the avatar, or hidden on a phone).
      const menuButton = page.getByTestId('user-menu');
      await expect(menuButton).toHaveAccessibleName('Olivia Owner');
      await menuButton.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText('Olivia Owner')).toBeVisible();
      await expect(menu.getByText('Welcome!')).toBeVisible();
      await page.keyboard.press('Escape');

      // The footer's text starts where the page's content starts, and at desktop width ends where it ends.
      const content = await heading.boundingBox();
      const copyright = await page.getByText(/^© \d{4} /).boundingBox();
      expect(Math.abs((copyright?.x ?? 0) - (content?.x ?? 0))).toBeLessThanOrEqual(1);
      if (width > 1200) {
        const lastLink = await page
          .getByRole('navigation', { name: 'Legal' })
          .getByRole('link', { name: 'Management Terms' })
          .boundingBox();
        const contentRight = (content?.x ?? 0) + (content?.width ?? 0);
        expect(Math.abs((lastLink?.x ?? 0) + (lastLink?.width ?? 0) - contentRight)).toBeLessThanOrEqual(1);
      }
    });
  }

  test('at phone width the shell still works and stays accessible', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/owner/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectAccessible(page);
  });
});
