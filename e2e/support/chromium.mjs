// Debian's Chromium (never a downloaded browser) and the flags it runs with, for the e2e suite
// (e2e/playwright.config.ts) and the scripts that drive a browser (scripts/, bench/).

/** The full browser: screenshots and the web bench, which measure what an owner's browser does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same Chromium build as Debian's `chromium-headless-shell` package: Blink and V8 without the
 * browser's window, tab strip and its UI renderer per context, which Playwright also uses for
 * headless runs by default. The browser tests run on it: it did the same page loads in 55 % of
 * the time of the full browser on two cores (decision 0052).
 */
export const CHROMIUM_HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
