import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

/**
 * React's API served by Preact (decision 0063): preact/compat implements React 19's API (hooks,
 * `use`, ref as a prop, portals, Suspense and lazy, `createRoot`) in about 12 KB brotli instead of
 * react-dom's 54 KB, and renders in a fraction of its time. The code and its types stay React's
 * (`@types/react`): only the bundle swaps the implementation. The component tests (Vitest, which
 * extends this config) keep React itself: Testing Library drives react-dom from outside the bundle,
 * and a tree half Preact, half React does not render; the e2e suite runs the build, Preact.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * zod with `jitless` set before any schema is built, which the Content-Security-Policy needs
 * (zod-without-eval.ts, decisions 0026 and 0072). The component tests run without the policy.
 */
const zodWithoutEval = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: process.env.VITEST ? [] : [zodWithoutEval, ...preactAliases] },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` },
  },
  // 'hidden': the maps stay beside the build to read a minified stack trace, unnamed in the bundles;
  // the server never serves *.map (apps/api/src/plugins/web-app.ts).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
    // No preload list per lazy import: Vite's helper inserted one <link> per dependency of each lazy
    // import (34 for the owner area), which cost the first load's main thread more than the browser
    // finding the same chunks in their imports over HTTP/2 (decision 0068).
    modulePreload: false,
    // Merges the tiny shared chunks (one Mantine component, one contract) into larger ones: a
    // signed-in page asked for 60-80 scripts, which queue on HTTP/1.1's six connections per host
    // and delayed its first paint more than their bytes (decision 0055).
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 20_000,
        // zod in a chunk of its own, which only the pages that build schemas (forms) load: merged
        // into a shared chunk, it came with every owner page (decision 0072).
        manualChunks: (id) =>
          id.includes('/node_modules/zod/') || id.endsWith('/src/zod-without-eval.ts') ? 'zod' : undefined,
      },
    },
  },
});
