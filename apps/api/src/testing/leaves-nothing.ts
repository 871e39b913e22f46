import { afterAll, vi } from 'vitest';

/**
 * The API test files share their worker's modules (`isolate: false` in vitest.config.ts: each
 * file importing the whole app again cost about 5 s, half the step). What one file leaves in
 * the shared process the next one meets, so fake timers left installed fail the file that left
 * them, not a stranger later. (No API test stubs globals, spies on modules or sets variables of
 * the environment; one that does must put them back the same way.)
 */
afterAll(() => {
  if (vi.isFakeTimers()) {
    vi.useRealTimers();
    throw new Error('This test file left fake timers installed: call vi.useRealTimers() when done.');
  }
});

/**
 * node-postgres 8 queues a query sent to a connection that is still running one, with a
 * deprecation warning; 9 will refuse it. A transaction has one connection, so `Promise.all` over
 * queries inside one is a bug here (only on PostgreSQL: PGlite has a queue of its own). Node warns
 * once per process, so the file that first does it fails.
 */
const QUEUED_QUERY = /already executing a query/;
// Kept on the process: this file runs again for each test file, the listener is added once.
const key = Symbol.for('harborstay.test.queuedQueries');
const shared = globalThis as unknown as Record<symbol, string[] | undefined>;
const queuedQueries = (shared[key] ??= (() => {
  const found: string[] = [];
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && QUEUED_QUERY.test(warning.message))
      found.push(warning.stack ?? warning.message);
  });
  return found;
})());
afterAll(() => {
  const found = queuedQueries.splice(0);
  if (found.length > 0)
    throw new Error(`This test file ran queries at once on one database connection:\n${found.join('\n')}`);
});
