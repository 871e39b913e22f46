import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The port of this run's server, as e2e/playwright.config.ts chooses it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The data folder of the server this run started (serve-fresh.mjs writes its path here). */
export function e2eDataDir(): string {
  const file = path.resolve(import.meta.dirname, `../../.tmp/e2e-data-dir-${E2E_PORT}`);
  return readFileSync(file, 'utf8').trim();
}
