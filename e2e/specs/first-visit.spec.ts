import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, waitForSettled } from '../support/fixtures';

/**
 * The sign-in page's budget (decisions 0026, 0055, 0063): the brotli-compressed JavaScript a first
 * visit downloads, measured as the browser receives it. Set at what the portal reached (104 KB, on
 * Preact and without TanStack Query), with a little room under issue 25's 110 KB; a change that passes
 * it must earn its bytes or move them behind a lazy import.
 */
const LOGIN_JS_BUDGET_BYTES = 108 * 1024;
/**
 * The dashboard's, the first page of a signed-in owner (decision 0072): set at what it reached once
 * it loaded no zod (137 KB; 156 KB before), with a little room.
 */
const DASHBOARD_JS_BUDGET_BYTES = 140 * 1024;

/**
 * The scripts a first visit to `path` downloads, with an empty cache: those asked for until the
 * page has settled (`settled`, then no request pending).
 */
async function scriptsOfFirstVisit(page: Page, path: string, settled: () => Promise<void>) {
  const scripts: Promise<{ url: string; bytes: number; encoding: string | undefined }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'],
      })),
    );
  });
  await page.goto(path);
  await settled();
  await waitForSettled(page);
  const loaded = await Promise.all(scripts);
  // Every script worth compressing (the build leaves files under 1 KB as they are) came as brotli.
  expect(loaded.filter((script) => script.bytes >= 1024 && script.encoding !== 'br')).toEqual([]);
  return { total: loaded.reduce((sum, script) => sum + script.bytes, 0), urls: loaded.map(({ url }) => url) };
}

test('a first visit to the sign-in page stays within its compressed JavaScript budget', async ({ page }) => {
  const { total } = await scriptsOfFirstVisit(page, '/login', () =>
    expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible(),
  );
  expect(
    total,
    `the sign-in page downloads ${(total / 1024).toFixed(1)} KB of compressed JS`,
  ).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
});

test('a signed-in first visit to the dashboard loads no zod and stays within its JavaScript budget', async ({
  browser,
  baseURL,
  request,
}) => {
  const response = await request.post('/api/auth/login/', {
    data: { username: DEMO.olivia, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  // Signed in as the app keeps a session, with nothing of the portal in the browser's cache.
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: String(baseURL),
          localStorage: [{ name: 'harborstay_user', value: JSON.stringify(await response.json()) }],
        },
      ],
    },
  });
  try {
    const page = await context.newPage();
    const { total, urls } = await scriptsOfFirstVisit(page, '/owner/dashboard', () =>
      // The figures have arrived: the count of properties replaces its placeholder.
      expect(page.getByText(/^Out of \d+ total properties$/)).toBeVisible(),
    );
    // zod is a chunk of its own (vite.config.ts): only pages that build a schema load it.
    expect(urls.filter((url) => /\/assets\/zod-/.test(url))).toEqual([]);
    expect(
      total,
      `the dashboard downloads ${(total / 1024).toFixed(1)} KB of compressed JS`,
    ).toBeLessThanOrEqual(DASHBOARD_JS_BUDGET_BYTES);
  } finally {
    await context.close();
  }
});

test('hashed assets are cached for a year, the page itself is asked for again', async ({ request }) => {
  const page = await request.get('/login', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const [entry] = /\/assets\/index-[\w-]+\.js/.exec(html) ?? [];
  const [styles] = /\/assets\/index-[\w-]+\.css/.exec(html) ?? [];
  for (const asset of [entry, styles]) {
    expect(asset, 'the page names its entry script and style sheet').toBeDefined();
    const response = await request.get(String(asset), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers().vary).toMatch(/accept-encoding/i);
  }
});

test('the sign-in page runs within the Content-Security-Policy, with nothing in the console', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // zod's probe for `new Function` used to log a violation here (issue 9).
  expect(problems).toEqual([]);
});
