import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { storeSessionScript } from './first-load';

/** A CPU profile as Chromium's `Profiler.stop` gives it (the fields read here). */
type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
};

/**
 * The JavaScript time of a first visit's main thread, from a CPU profile of the page with the CPU
 * slowed 4× as Lighthouse's mobile preset does: the samples in scripts and their garbage
 * collection, from the navigation to the network's settling. Not `(idle)`, and not `(program)`,
 * the browser's own work, which the slowdown's pauses swell and which moved by 300 ms between
 * loads of one build. Less noisy than Lighthouse's score, which weighs a few paints of one load; a
 * before and after of a change to the page's code compare here (decision 0072). With `saveTo`, each
 * load's profile is written there as a `.cpuprofile` (DevTools opens it; its sources map through the
 * build's `.map` files).
 */
export async function measureMainThread(options: {
  browser: Browser;
  origin: string;
  route: string;
  session?: string;
  saveTo?: string;
}): Promise<number> {
  const context = await options.browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (options.session) await context.addInitScript(storeSessionScript(options.session));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await page.goto(`${options.origin}${options.route}`, { waitUntil: 'networkidle' });
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    if (options.saveTo) {
      mkdirSync(options.saveTo, { recursive: true });
      const name = `${options.route.replace(/\W+/g, '-')}-${Date.now()}.cpuprofile`;
      writeFileSync(path.join(options.saveTo, name), JSON.stringify(profile));
    }
    return javaScriptMs(profile);
  } finally {
    await context.close();
  }
}

function javaScriptMs(profile: CpuProfile): number {
  const notScript = new Set(
    profile.nodes
      .filter((node) => ['(idle)', '(program)'].includes(node.callFrame.functionName))
      .map((node) => node.id),
  );
  let micros = 0;
  profile.samples.forEach((node, index) => {
    if (!notScript.has(node)) micros += profile.timeDeltas[index] ?? 0;
  });
  return micros / 1000;
}
