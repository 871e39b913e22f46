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

/** The width of the ring drawn around the focused field's input box (outline or box-shadow spread). */
async function focusRingWidth(field: Locator): Promise<number> {
  await field.focus();
  return field.evaluate((element) => {
    // Password and multi-select fields draw their box around the <input>: Mantine's .mantine-Input-input.
    const box = element.closest('.mantine-Input-input') ?? element;
    const style = getComputedStyle(box);
    const outline = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const spreads = [
      ...style.boxShadow.matchAll(/(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/g),
    ].map((shadow) => Number(shadow[4]));
    return Math.max(outline, ...spreads, 0);
  });
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
    await expect(page.getByRole('heading', { level: 2, name: 'Password change' })).toBeVisible();
    for (const [label, toggle] of [
      ['Old password', 'Show or hide the old password'],
      ['New password', 'Show or hide the new password'],
      ['Confirm new password', 'Show or hide the confirmation'],
    ] as const) {
      await expectKeyboardToggle(page, page.getByLabel(label, { exact: true }), toggle);
    }
  });
});

test.describe('a focused text input shows a focus ring of at least 2px', () => {
  test('on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    expect(await focusRingWidth(page.getByLabel('Email'))).toBeGreaterThanOrEqual(2);
    expect(await focusRingWidth(page.getByLabel('Password', { exact: true }))).toBeGreaterThanOrEqual(2);
  });

  test('in the top bar and on the profile', async ({ page }) => {
    await signInViaApi(page, DEMO.oscar);
    await page.goto('/owner/dashboard');
    const filter = page.getByRole('textbox', { name: 'Filter by property' });
    await expect(filter).toBeVisible();
    expect(await focusRingWidth(filter)).toBeGreaterThanOrEqual(2);

    await page.goto('/profile');
    const firstName = page.getByRole('textbox', { name: 'First name', exact: true });
    await expect(firstName).not.toHaveValue('');
    expect(await focusRingWidth(firstName)).toBeGreaterThanOrEqual(2);
    expect(await focusRingWidth(page.getByLabel('Old password', { exact: true }))).toBeGreaterThanOrEqual(2);
  });
});
