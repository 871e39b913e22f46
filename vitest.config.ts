import { defineConfig } from 'vitest/config';

/**
 * Tests of the embedded database itself (its backups, its named statements, a server started on an
 * empty data folder) are named `*.embedded.test.ts` and run in the PGlite step only: they open PGlite
 * whatever TEST_DB_ENGINE says, so the PostgreSQL step ran them a second time (decision 0075).
 */
const embeddedOnly = process.env.TEST_DB_ENGINE === 'postgres' ? ['**/*.embedded.test.ts'] : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/testing/setup.ts'],
          // A form test types into a dozen fields through jsdom: 2 s alone, past 5 s on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'packages/db/src/**/*.test.ts',
            'packages/demo-seed/src/**/*.test.ts',
          ],
          exclude: ['**/*.cluster.test.ts', '**/node_modules/**', ...embeddedOnly],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One import of the app per worker, not per file: half of the step's time on two cores
          // (decision 0052). Each file still opens a database of its own.
          isolate: false,
          setupFiles: ['./apps/api/src/testing/leaves-nothing.ts'],
        },
      },
      {
        // Real server processes, several at once, killed and restarted (issue 21): a step of its own.
        test: {
          name: 'cluster',
          include: ['apps/api/src/**/*.cluster.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
