import type { Browser } from 'playwright-core';
import { STORAGE_USER_KEY } from '@harborstay/contracts';

export type FirstLoad = {
  route: string;
  /** The window's width in CSS pixels: 1440, or a phone's 412. */
  width: number;
  scripts: number;
  /** Bytes on the wire (encoded body), as the browser received them. */
  jsBytes: number;
  cssBytes: number;
  /** Every encoding the scripts and styles came in, e.g. "br". */
  encodings: string;
  /** Each script and style sheet by its path and encoded size, largest first. */
  files: { path: string; bytes: number }[];
};

/**
 * What a first visit to `route` downloads in Chromium with an empty cache: the scripts and style
 * sheets up to the page's settling (no request for half a second), by their encoded size.
 * `session` (the sign-in answer) signs the visit in, kept where the web app keeps it.
 */
export async function measureFirstLoad(options: {
  browser: Browser;
  origin: string;
  route: string;
  session?: string;
  /** A phone's 412 loads what a page shows below its two-column breakpoints (decision 0073). */
  width?: number;
}): Promise<FirstLoad> {
  const width = options.width ?? 1440;
  const context = await options.browser.newContext({ viewport: { width, height: 900 } });
  try {
    if (options.session) {
      await context.addInitScript(storeSessionScript(options.session));
    }
    const page = await context.newPage();
    const assets: Promise<{ kind: 'js' | 'css'; path: string; bytes: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      assets.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          kind: type === 'script' ? 'js' : 'css',
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    await page.goto(`${options.origin}${options.route}`, { waitUntil: 'networkidle' });
    const done = await Promise.all(assets);
    const sum = (kind: 'js' | 'css') =>
      done.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.bytes, 0);
    return {
      route: options.route,
      width,
      scripts: done.filter((asset) => asset.kind === 'js').length,
      jsBytes: sum('js'),
      cssBytes: sum('css'),
      encodings: [...new Set(done.map((asset) => asset.encoding))].join(', '),
      files: done.map(({ path, bytes }) => ({ path, bytes })).sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await context.close();
  }
}

/** The script that keeps a session (the sign-in answer, as JSON) where the web app looks for it. */
export function storeSessionScript(session: string): string {
  return `window.localStorage.setItem(${JSON.stringify(STORAGE_USER_KEY)}, ${JSON.stringify(session)});`;
}
