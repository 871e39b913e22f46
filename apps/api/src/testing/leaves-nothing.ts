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
