import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectAccessible, signInViaForm } from '../support/fixtures';

test.describe('sign-in page', () => {
  test('signs Olivia in, lands on the dashboard with her name, and Logout returns to /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await signInViaForm(page, 'Owner@Demo.Test');
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    await expect(page.getByTestId('user-name')).toHaveText('Olivia Owner');
    await expectAccessible(page);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('harborstay_user') ?? 'null'));
    expect(stored.key).toEqual(expect.any(String));

    await page.getByTestId('user-menu').click();
    await expect(page.getByText('Welcome!')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The token was revoked on the server, not only forgotten.
    const response = await page.request.get('/api/auth/user/', {
      headers: { authorization: `Token ${stored.key}` },
    });
    expect(response.status()).toBe(401);
  });

  test('shows the rejection for a wrong password and clears it after 3 s', async ({ page }) => {
    // The page's clock, stopped once the form is filled: the 3 s are the alert's, not the machine's.
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.olivia);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByTestId('login-alert');
    await expect(alert).toHaveText('Unable to log in with provided credentials');
    await expect(page).toHaveURL(/\/login$/);
    await page.clock.runFor(2_900);
    await expect(alert).toBeVisible();
    await page.clock.runFor(200);
    await expect(alert).toBeHidden();
  });

  test('shows the network failure message when the server cannot be reached', async ({ page }) => {
    await page.route('**/api/auth/login/', (route) => route.abort('connectionfailed'));
    await signInViaForm(page, DEMO.olivia);
    await expect(page.getByTestId('login-alert')).toHaveText(
      'Error occured during proccesing your request. Try again!',
    );
    await expect(page.getByTestId('login-alert')).toBeHidden();
  });

  test('requires the e-mail and the password, and checks the e-mail format', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/auth/login/', async (route) => {
      calls += 1;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('sends the e-mail lowercased', async ({ page }) => {
    const sent = page.waitForRequest('**/api/auth/login/');
    await signInViaForm(page, 'OWNER@DEMO.TEST');
    expect((await sent).postDataJSON()).toMatchObject({
      username: 'owner@demo.test',
      password: DEMO_PASSWORD,
    });
  });

  test('toggles the password between hidden and visible', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('links Reset Password to /accounts/reset/ and explains Request Owner Account', async ({ page }) => {
    await page.goto('/login');
    // The owner was in the e-mail field, then went for the dialog instead: that is no mistake to flag.
    await page.getByLabel('Email').click();
    await page.getByRole('button', { name: 'Request Owner Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request an owner account' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Request Owner Account' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/accounts\/reset\/$/);
  });
});
