import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Harborstay#2026';
export const DEMO = {
  olivia: 'owner@demo.test',
  carl: 'coowner@demo.test',
  oscar: 'other@demo.test',
  nina: 'new@demo.test',
} as const;

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    severe.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Signs in through the real API and stores the session as the sign-in page would. */
export async function signInViaApi(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login/', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const session: unknown = await response.json();
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('harborstay_user', JSON.stringify(value)), session);
  return session as { key: string };
}

export async function signInViaForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
