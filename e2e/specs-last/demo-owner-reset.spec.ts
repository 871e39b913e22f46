import { expect, test } from '@playwright/test';
import { DEMO, signInViaForm } from '../support/fixtures';
import { mailsTo, waitForResetLink } from '../support/outbox';

// Runs after every other spec (project 'after-the-suite'): it changes Olivia's password.
test('Olivia resets her forgotten password from the e-mail and signs in with the new one', async ({
  page,
}) => {
  const before = mailsTo(DEMO.olivia).length;
  await page.goto('/accounts/reset/');
  await page.getByLabel('Email').fill(DEMO.olivia);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password Reset' })).toBeVisible();

  const link = await waitForResetLink(DEMO.olivia, before);
  await page.goto(link.pathname);
  await page.getByLabel('New password', { exact: true }).fill('Harbor#Renewed9');
  await page.getByLabel('Confirm password', { exact: true }).fill('Harbor#Renewed9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toContainText(
    'Password has been reset with the new password.',
  );

  await signInViaForm(page, DEMO.olivia, 'Harbor#Renewed9');
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expect(page.getByTestId('user-name')).toHaveText('Olivia Owner');
});
