import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Harborstay#2026';
export const DEMO = {
  olivia: 'owner@demo.test',
  carl: 'coowner@demo.test',
  oscar: 'other@demo.test',
  nina: 'new@demo.test',
} as const;

/**
 * The rules the portal answers to: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (the
 * rules axe runs by default). axe leaves its experimental rules out even when their tags are asked
 * for; label-content-name-mismatch (WCAG 2.5.3, Label in Name) is one, so it is named here.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const AXE_EXTRA_RULES = ['label-content-name-mismatch'];

/** `hasFrame`: the page shows a frame that runs no script (a care report). */
type SettleOptions = { hasFrame?: boolean };

/**
 * Waits until the page has settled: no request of the first load pending, no loader or skeleton
 * on screen, fonts loaded, and no transition running (menus and dialogs fade in) for a few frames.
 */
export async function waitForSettled(page: Page, options: SettleOptions = {}) {
  // Playwright never reports the network idle while a page shows a frame sandboxed without scripts
  // (a care report), though no request is pending: such a page waits for its load event instead.
  await page.waitForLoadState(options.hasFrame ? 'load' : 'networkidle');
  await page.evaluate(() => {
    delete (window as { settledFrames?: number }).settledFrames;
  });
  await page.waitForFunction(
    () => {
      const busy = document.querySelector(
        '[aria-busy="true"], .mantine-Skeleton-root[data-visible], .mantine-Loader-root',
      );
      const isMoving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      const calm = !busy && !isMoving && document.fonts.status === 'loaded';
      const state = window as { settledFrames?: number };
      // Mantine starts a transition a frame or two after the state changes: calm must last.
      state.settledFrames = calm ? (state.settledFrames ?? 0) + 1 : 0;
      return state.settledFrames >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Fails on any serious or critical accessibility violation of the page once it has settled. Call
 * it again with each menu, dropdown and dialog open: axe sees only what is in the page.
 *
 * axe-core runs inside the page, injected once per document: @axe-core/playwright injected its
 * 500 KB source into every frame and opened a second page on each call, about a second per check
 * against 40 ms for axe's own run (decision 0052). No frame of ours needs axe inside it: the only
 * one, a care report's, is sandboxed without scripts, so axe could not run there anyway.
 */
export async function expectAccessible(page: Page, options: SettleOptions = {}) {
  await waitForSettled(page, options);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOptions: axe.RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
    // Frames are left out (see above): axe would wait for an answer from inside them.
    iframes: false,
  };
  const violations = await page.evaluate(
    async (opts) => (await (window as unknown as { axe: typeof axe }).axe.run(document, opts)).violations,
    runOptions,
  );
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
  // The session is stored from a page of the origin where the app does not run: /login loaded the
  // app for nothing (a second page load per test), and once signed in it may head for the
  // dashboard on its own, whose calls raced the test's next navigation.
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('harborstay_user', JSON.stringify(value)), session);
  return session as { key: string };
}

export async function signInViaForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
