import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../e2e/support/chromium.mjs';
import { storeSessionScript } from './first-load';

export type LighthouseFigures = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** What Lighthouse took as the largest contentful paint, by its selector, to see what to speed up. */
  lcpElement: string;
};

let nextPort = 9400;

/**
 * One Lighthouse run (performance only) of `url` in its own fresh Chromium profile, so every run
 * starts with an empty cache. `origin` may be the bench's TLS front, whose certificate it accepts. `session` (the sign-in answer) is put where the web app keeps it first,
 * on a page that downloads none of the app (the health answer).
 */
export async function runLighthouse(options: {
  origin: string;
  route: string;
  preset: 'mobile' | 'desktop';
  session?: string;
}): Promise<LighthouseFigures> {
  const port = nextPort++;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'harborstay-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    // The TLS front's certificate is made by the bench (tls-front.ts).
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, '--ignore-certificate-errors'],
  });
  try {
    if (options.session) {
      const page = await context.newPage();
      await page.goto(`${options.origin}/api/health`);
      await page.evaluate(storeSessionScript(options.session));
      await page.close();
    }
    const result = await lighthouse(
      `${options.origin}${options.route}`,
      {
        port,
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the session put in above; the profile is new, so the cache is empty anyway.
        disableStorageReset: true,
      },
      options.preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${options.route}`);
    const { lhr } = result;
    // BENCH_LIGHTHOUSE_SAVE: a folder that keeps each run's whole report (bootup-time, the main
    // thread's work, the network requests) and its trace, to see what a figure is made of.
    const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = `${options.preset}${options.route.replaceAll('/', '_')}-${port}.json`;
      writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
      writeFileSync(
        path.join(saveDir, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The LCP element's text (its node label) from the audit's details, whose first table names the node. */
function lcpElementOf(details: unknown): string {
  const found = /"nodeLabel":"((?:[^"\\]|\\.)*)"/.exec(JSON.stringify(details ?? {}));
  return (found?.[1] ?? '').slice(0, 60);
}
