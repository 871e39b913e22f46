// Debian's Chromium (never a downloaded browser) and the flags it runs with, for the e2e suite
// (e2e/playwright.config.ts) and the scripts that drive a browser (scripts/).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
