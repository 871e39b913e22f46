import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH } from './support/chromium.mjs';
import { E2E_GUESTY_CREDENTIALS, E2E_GUESTY_WEBHOOK_SECRET, fakeGuestyOrigin } from './support/guesty';
import { E2E_OPERATIONS_EMAIL } from './support/outbox';
import { E2E_WEBHOOK_SECRET, webhookReceiverOrigin } from './support/webhook-receiver';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');

/**
 * The built app served by the real server on a fresh embedded database filled with the demo,
 * driven in Debian's Chromium (never a downloaded browser).
 */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: './specs',
  // Per port, so that two suites run side by side (two developers' checks) do not clean up each other's output.
  outputDir: path.join(root, 'test-results', String(PORT)),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The profile and failure walks take 20-40 s each on a 2-core machine: 30 s made them flaky.
  timeout: 60_000,
  // How long a state may take to come, not a wait: with two workers on two cores, a page's own
  // JavaScript was seen to start 4 s late (a trace of the dashboard's first load), so 7 s failed
  // beside the calendar specs; a state that never comes still fails, 15 s later.
  expect: { timeout: 15_000 },
  // The management company's receiver of owner events (support/webhook-receiver.ts).
  globalSetup: './support/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: path.join(root, `.tmp/e2e-results-${PORT}.json`) }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: desktop },
    // Specs that change a demo account other specs sign in with run alone, once the rest is done.
    { name: 'after-the-suite', testDir: './specs-last', use: desktop, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node e2e/support/serve-fresh.mjs',
    cwd: root,
    url: `${BASE_URL}/api/health`,
    // A fresh server seeds the demo first, its statements generated as PDFs: 51 s at a load of 12.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      // Widgets on addresses no real server answers for: specs/widgets.spec.ts serves a fake
      // widget there with page.route(); in every other spec they fail to load, harmlessly.
      HELP_WIDGET_SCRIPT_URL: `http://help-widget.localhost:${PORT}/e2e-fake-widget.js`,
      HELP_WIDGET_KEY: 'e2e-help-key',
      CHAT_WIDGET_SCRIPT_URL: `http://chat-widget.localhost:${PORT}/e2e-fake-widget.js`,
      CHAT_WIDGET_KEY: 'e2e-chat-key',
      // Every owner stay and block goes to the receiver the global setup starts; a refused try
      // comes again after half a second rather than the production waits.
      PROVIDER_WEBHOOK_URL: `${webhookReceiverOrigin()}/hooks`,
      PROVIDER_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      JOB_RETRY_DELAYS_MS: '500',
      // The provider's team, e-mailed into the outbox like every message (specs/request-account.spec.ts).
      OPERATIONS_EMAIL: E2E_OPERATIONS_EMAIL,
      // Guesty is the fake the global setup starts (support/guesty.ts, specs/guesty.spec.ts).
      GUESTY_CLIENT_ID: E2E_GUESTY_CREDENTIALS.clientId,
      GUESTY_CLIENT_SECRET: E2E_GUESTY_CREDENTIALS.clientSecret,
      GUESTY_API_URL: fakeGuestyOrigin(),
      GUESTY_WEBHOOK_SECRET: E2E_GUESTY_WEBHOOK_SECRET,
      // An hour ago, so the nightly reconciliation never starts during a run: it would pull the
      // fake's calendar over a linked property's while a spec reads it.
      CONNECTOR_NIGHTLY_SYNC_UTC: new Date(Date.now() - 3_600_000).toISOString().slice(11, 16),
    },
  },
});
