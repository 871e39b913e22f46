import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/fixtures';

const PAGES = [
  { path: '/terms-of-service/', heading: /terms of service/i },
  { path: '/terms/', heading: /management agreement/i },
  { path: '/privacy-policy/', heading: /privacy policy/i },
];

test.describe('public legal pages', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} is public, accessible, and its logo links to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Harborstay' }).first().click();
      // The landing page sends a visitor who is not signed in to the sign-in page.
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('the management terms have 24 sections carrying the agreement figures', async ({ page }) => {
    await page.goto('/terms/');
    await expect(page.locator('main h2')).toHaveCount(24);
    for (const figure of [
      '15 days',
      '60 days',
      '$250',
      '30 days',
      '25%',
      'twice',
      '$200',
      '$1,000,000',
      'two years',
    ]) {
      await expect(page.locator('main')).toContainText(figure);
    }
  });
});
