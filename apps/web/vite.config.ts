import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
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
    // Merges the tiny shared chunks (one Mantine component, one contract) into larger ones: a
    // signed-in page asked for 60-80 scripts, which queue on HTTP/1.1's six connections per host
    // and delayed its first paint more than their bytes (decision 0055).
    rollupOptions: { output: { experimentalMinChunkSize: 20_000 } },
  },
});
