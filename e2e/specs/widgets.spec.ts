import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signInViaForm } from '../support/fixtures';

/**
 * The help and chat widgets (spec section 1). The e2e server is configured with two widget
 * addresses (e2e/playwright.config.ts); here the browser gets a fake widget script from them.
 */
const FAKE_WIDGET = readFileSync(path.resolve(import.meta.dirname, '../fixtures/fake-widget.js'), 'utf8');
const WIDGET_URL = /^http:\/\/(help|chat)-widget\.localhost:\d+\/e2e-fake-widget\.js$/;

async function serveFakeWidgets(page: Page) {
  await page.route(WIDGET_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_WIDGET }),
  );
}

const widgetScripts = (page: Page) => page.locator('script[data-harborstay-widget]');
const events = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('fake-widget-events') ?? '[]') as string[]);

test('the widgets load for the signed-in owner only, know who she is, and leave with her', async ({
  page,
}) => {
  await serveFakeWidgets(page);

  // Not signed in: nothing is loaded.
  const loginPage = await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Owner sign in' })).toBeVisible();
  await expect(widgetScripts(page)).toHaveCount(0);
  // The policy admits exactly the configured widget origins.
  const csp = loginPage?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
  expect(scriptSrc).toEqual([
    "'self'",
    expect.stringMatching(/^http:\/\/help-widget\.localhost:\d+$/),
    expect.stringMatching(/^http:\/\/chat-widget\.localhost:\d+$/),
  ]);

  await signInViaForm(page, DEMO.olivia);
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  const help = page.locator('[data-fake-widget="help"]');
  const chat = page.locator('[data-fake-widget="chat"]');
  await expect(help).toHaveText('help for Olivia Owner <owner@demo.test> key e2e-help-key');
  await expect(chat).toHaveText('chat for Olivia Owner <owner@demo.test> key e2e-chat-key');
  await expect(widgetScripts(page)).toHaveCount(2);
  await expectAccessible(page);

  // Moving between the owner area and the profile keeps one of each, identified once.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Owner Profile' })).toBeVisible();
  await expect(widgetScripts(page)).toHaveCount(2);
  await expect(help).toHaveCount(1);
  expect((await events(page)).filter((e) => e.startsWith('help:identify'))).toEqual([
    'help:identify owner@demo.test',
  ]);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Owner sign in' })).toBeVisible();
  await expect(widgetScripts(page)).toHaveCount(0);
  await expect(page.locator('[data-fake-widget]')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      ['HarborstayHelpWidget', 'HarborstayChatWidget'].filter((name) => name in window),
    ),
  ).toEqual([]);
  // Each widget was told to forget the owner before the page reloaded.
  expect(await events(page)).toEqual(expect.arrayContaining(['help:shutdown', 'chat:shutdown']));
});

test('a widget that cannot be loaded breaks nothing', async ({ page }) => {
  await page.route(WIDGET_URL, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInViaForm(page, DEMO.olivia);
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // A failed script is taken away again.
  await expect(widgetScripts(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});
