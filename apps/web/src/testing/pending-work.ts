import { vi } from 'vitest';
import type { apiServer } from './api-mock';

/**
 * What a test can leave running once its render is unmounted: a timeout, an interval, an animation
 * frame, a request the mocked API is still answering. Left there, it runs during the next test, or
 * after jsdom is gone ("window is not defined", an unhandled error that fails the whole run).
 * setup.ts installs the tracking once, and after each test's cleanup lets the short hand-offs run
 * out, then fails the test for whatever is still pending, naming where it was started.
 */

/**
 * A timeout this short may run out after the unmount, as an animation frame may: a hand-off to the
 * next tick or frame (a library's focus or batching, a scroll into view), over within the settling.
 */
export const SHORT_TIMEOUT_MS = 50;
/** How long, after the unmount, those and the requests under way get to finish. */
export const SETTLE_MS = 2000;

type Pending = { what: string; startedAt: Error; cancel: () => void };

const timeouts = new Map<number, Pending & { delay: number }>();
const intervals = new Map<number, Pending>();
const frames = new Map<number, Pending>();
const requests = new Map<string, Pending>();

const real = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
};

/** Node's timers are objects whose number is their id; code may keep either. */
const idOf = (timer: unknown) => Number(timer);

/** jsdom runs animation frames off an interval of its own: that one is the frame's, not the test's. */
let isRequestingFrame = false;

/** A replacement for a global timer function that keeps what the original had (util.promisify's hook). */
function replace<T extends object>(original: T, replacement: T): T {
  for (const key of Reflect.ownKeys(original)) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    const descriptor = Object.getOwnPropertyDescriptor(original, key);
    if (descriptor) Object.defineProperty(replacement, key, descriptor);
  }
  return replacement;
}

/**
 * Records every timeout, interval and animation frame started from now on until it runs or is
 * cleared. Vitest's fake timers sit on top while a test uses them and put these back after.
 */
export function trackTimers() {
  globalThis.setTimeout = replace(real.setTimeout, function setTimeout(
    handler: unknown,
    delay?: number,
    ...args: unknown[]
  ) {
    if (typeof handler !== 'function') return real.setTimeout(handler as () => void, delay, ...args);
    const timer = real.setTimeout(
      function (this: unknown, ...callArgs: unknown[]) {
        timeouts.delete(id);
        return (handler as (...a: unknown[]) => unknown).apply(this, callArgs);
      },
      delay,
      ...args,
    );
    const id = idOf(timer);
    const ms = Number(delay) || 0;
    timeouts.set(id, {
      what: `a timeout of ${ms} ms`,
      delay: ms,
      startedAt: new Error(),
      cancel: () => real.clearTimeout(timer),
    });
    return timer;
  } as typeof globalThis.setTimeout);
  globalThis.clearTimeout = replace(real.clearTimeout, function clearTimeout(timer) {
    timeouts.delete(idOf(timer));
    real.clearTimeout(timer);
  } as typeof globalThis.clearTimeout);

  globalThis.setInterval = replace(real.setInterval, function setInterval(
    handler: unknown,
    delay?: number,
    ...args: unknown[]
  ) {
    const timer = real.setInterval(handler as () => void, delay, ...args);
    if (!isRequestingFrame) {
      intervals.set(idOf(timer), {
        what: `an interval of ${Number(delay) || 0} ms`,
        startedAt: new Error(),
        cancel: () => real.clearInterval(timer),
      });
    }
    return timer;
  } as typeof globalThis.setInterval);
  globalThis.clearInterval = replace(real.clearInterval, function clearInterval(timer) {
    intervals.delete(idOf(timer));
    real.clearInterval(timer);
  } as typeof globalThis.clearInterval);

  const requestFrame = globalThis.requestAnimationFrame;
  const cancelFrame = globalThis.cancelAnimationFrame;
  globalThis.requestAnimationFrame = function requestAnimationFrame(callback) {
    isRequestingFrame = true;
    let handle: number;
    try {
      handle = requestFrame((time) => {
        frames.delete(handle);
        callback(time);
      });
    } finally {
      isRequestingFrame = false;
    }
    frames.set(handle, {
      what: 'an animation frame',
      startedAt: new Error(),
      cancel: () => cancelFrame(handle),
    });
    return handle;
  };
  globalThis.cancelAnimationFrame = function cancelAnimationFrame(handle) {
    frames.delete(handle);
    cancelFrame(handle);
  };
}

/** Records every request the mocked API receives until it has answered it. */
export function trackRequests(events: typeof apiServer.events) {
  events.on('request:start', ({ request, requestId }) => {
    // A request its caller canceled gets no answer: it is over for the code under test.
    if (request.signal.aborted) return;
    request.signal.addEventListener('abort', () => requests.delete(requestId), { once: true });
    requests.set(requestId, {
      what: `a request ${request.method} ${new URL(request.url).pathname} still unanswered`,
      startedAt: new Error(),
      cancel: () => undefined,
    });
  });
  events.on('request:end', ({ requestId }) => requests.delete(requestId));
  events.on('unhandledException', ({ requestId }) => requests.delete(requestId));
}

const pause = () => new Promise<void>((resolve) => real.setTimeout(resolve, 5));

/** Where it was started: the frames of the test and the code under test, not of the tracking. */
function whereStarted(error: Error): string {
  const frames = (error.stack ?? '').split('\n').slice(1);
  return frames
    .filter((frame) => !frame.includes('pending-work.ts:'))
    .slice(0, 8)
    .join('\n');
}

/**
 * Lets the short timeouts, the animation frames and the requests under way finish (up to
 * SETTLE_MS), then stops everything still pending and describes it: one line each, with where it
 * was started. Fake timers a test left installed are uninstalled and reported too. Call it once the
 * render is unmounted.
 */
export async function settlePendingWork(): Promise<string[]> {
  const problems: string[] = [];
  if (vi.isFakeTimers()) {
    vi.useRealTimers();
    problems.push(
      'fake timers left installed: restore them with vi.useRealTimers() in an afterEach or a finally',
    );
  }
  const deadline = performance.now() + SETTLE_MS;
  const isSettling = () =>
    requests.size > 0 ||
    frames.size > 0 ||
    [...timeouts.values()].some((timeout) => timeout.delay <= SHORT_TIMEOUT_MS);
  while (isSettling() && performance.now() < deadline) await pause();

  for (const pending of [timeouts, intervals, frames, requests]) {
    for (const { what, startedAt, cancel } of pending.values()) {
      cancel();
      problems.push(`${what}, started\n${whereStarted(startedAt)}`);
    }
    pending.clear();
  }
  return problems;
}
