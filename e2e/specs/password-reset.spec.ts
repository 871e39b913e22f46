import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createOwner } from '../support/admin-cli';
import { E2E_PORT } from '../support/e2e-data-dir';
import { expectAccessible, signInViaForm } from '../support/fixtures';
import { mailsTo, waitForResetLink } from '../support/outbox';

// Other specs sign in as the demo owners in parallel, so each test resets the password of an
// owner of its own, created with the provider's admin CLI.
function newOwner() {
  const owner = {
    email: `reset-${randomBytes(4).toString('hex')}@e2e.test`,
    firstName: 'Rita',
    lastName: 'Reset',
    password: 'Forgotten#Pass1',
  };
  createOwner(owner);
  return owner;
}

test.describe('password reset by e-mail', () => {
  test('an owner asks for a link, follows the e-mailed link, sets a new password and signs in with it', async ({
    page,
  }) => {
    const owner = newOwner();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/accounts\/reset\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Email').fill(owner.email.toUpperCase());
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Reset' })).toBeVisible();
    await expect(
      page.getByText(
        "We've emailed you instructions for setting a new password, if an account exists with the email you entered",
      ),
    ).toBeVisible();
    await expect(page.getByText(/check your spam or junk folder/)).toBeVisible();
    await expectAccessible(page);

    // The real e-mail, from the server's outbox: a link on the public URL (PUBLIC_URL's default).
    const link = await waitForResetLink(owner.email);
    expect(link.origin).toBe(`http://localhost:${E2E_PORT}`);
    const [mail] = mailsTo(owner.email);
    expect(mail?.subject).toBe('Reset your Harborstay password');
    expect(mail?.body).not.toContain(owner.password);

    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('Fresh#Password2');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh#Password2');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    const notice = page.getByTestId('login-notice');
    await expect(notice).toContainText('Password has been reset with the new password.');
    await expectAccessible(page);
    await expect(notice).toBeHidden();

    await signInViaForm(page, owner.email, 'Fresh#Password2');
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByTestId('user-menu')).toHaveAccessibleName('Rita Reset');
  });

  test('a used or forged link shows a clear error and offers a new one', async ({ page }) => {
    const owner = newOwner();
    const requested = await page.request.post('/api/auth/password/reset/', { data: { email: owner.email } });
    expect(requested.status()).toBe(200);
    const link = await waitForResetLink(owner.email);

    await page.goto(link.pathname);
    await page.getByLabel('New password', { exact: true }).fill('Fresh#Password2');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh#Password2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByText('This password reset link is invalid, used or expired.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/accounts/reset/MQ/forged-token-that-was-never-sent');
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/accounts\/reset\/$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
