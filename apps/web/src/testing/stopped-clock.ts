import { vi } from 'vitest';

/**
 * For a test of how long something stays: makes setTimeout and clearTimeout fake, so that time
 * passes for the code under test only by `vi.advanceTimersByTime`, never by itself, however long
 * the test itself takes on a loaded machine. Intervals, immediates, animation frames and Date stay
 * real. Put the real timers back with vi.useRealTimers() in the file's afterEach.
 */
export function stopTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Waits, the clock stopped, until `check` passes: the requests, the promises and the timeouts due
 * now (a library's 0 ms hand-offs) run, and no time passes. Testing Library's findBy and waitFor
 * cannot wait then, as they end on a timeout of their own. Gives up after `timeoutMs` of real time.
 */
export async function untilWithClockStopped(check: () => void, { timeoutMs = 5000 } = {}) {
  const giveUpAt = performance.now() + timeoutMs;
  // As Testing Library's waitFor: React renders what arrives meanwhile on its own, without act().
  const wasActEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    for (;;) {
      await vi.advanceTimersByTimeAsync(0);
      try {
        check();
        return;
      } catch (error) {
        if (performance.now() > giveUpAt) throw error;
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  }
}
