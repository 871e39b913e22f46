import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createOwner } from '../support/admin-cli';
import { DEMO, signInViaApi } from '../support/fixtures';
import { waitForResetLink } from '../support/outbox';

/**
 * Tab from a password field reaches its show/hide button, which Space and Enter press;
 * the button says whether the password is shown.
 */
async function expectKeyboardToggle(page: Page, field: Locator, toggleName: string) {
  await field.fill('Secret#Pass1');
  await field.focus();
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: toggleName });
  await expect(toggle).toBeFocused();
  await expect(field).toHaveAttribute('type', 'password');
  await page.keyboard.press('Space');
  await expect(field).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('type', 'text');
  // The toggle never submits the form it sits in.
  await expect(toggle).toBeFocused();
}

test.describe('the show/hide password button is reached and pressed with the keyboard', () => {
  test('on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await expectKeyboardToggle(page, page.getByLabel('Password', { exact: true }), 'Show or hide password');
    // Tab goes on from the button to the rest of the form.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeFocused();
  });

  test('on the new-password form of a reset link', async ({ page }) => {
    const email = `keys-${randomBytes(4).toString('hex')}@e2e.test`;
    createOwner({ email, firstName: 'Kay', lastName: 'Keys', password: 'Forgotten#Pass1' });
    const requested = await page.request.post('/api/auth/password/reset/', { data: { email } });
    expect(requested.status()).toBe(200);
    const link = await waitForResetLink(email);
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectKeyboardToggle(
      page,
      page.getByLabel('New password', { exact: true }),
      'Show or hide the new password',
    );
    await expectKeyboardToggle(
      page,
      page.getByLabel('Confirm password', { exact: true }),
      'Show or hide the confirmation',
    );
    await expect(page).toHaveURL(link.pathname);
  });

  test('on the profile', async ({ page }) => {
    await signInViaApi(page, DEMO.oscar);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
    for (const [label, toggle] of [
      ['Old password', 'Show or hide the old password'],
      ['New password', 'Show or hide the new password'],
      ['Confirm new password', 'Show or hide the confirmation'],
    ] as const) {
      await expectKeyboardToggle(page, page.getByLabel(label, { exact: true }), toggle);
    }
  });
});
