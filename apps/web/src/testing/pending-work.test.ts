import { describe, expect, it, onTestFailed, onTestFinished, vi } from 'vitest';
import { http } from 'msw';
import { apiServer } from './api-mock';

/**
 * setup.ts's afterEach against tests that leave work running. The `it.fails` tests leave it on
 * purpose: each passes only if that afterEach failed it, and the test after it reads the message.
 */
const failures = new Map<string, string>();
function recordFailureAs(key: string) {
  onTestFailed(({ task }) => {
    failures.set(key, (task.result?.errors ?? []).map((error) => error.message).join('\n'));
  });
}
/** Node marks a timer it will no longer run. */
const isStopped = (timer: ReturnType<typeof setTimeout>) =>
  (timer as unknown as { _destroyed: boolean })._destroyed;

describe('a test that leaves a timer running', () => {
  let timeout: ReturnType<typeof setTimeout>;
  let interval: ReturnType<typeof setInterval>;

  it.fails('fails, for a timeout', () => {
    recordFailureAs('timeout');
    timeout = setTimeout(() => undefined, 60_000);
  });
  it('...named with where it was started, and stopped', () => {
    expect(failures.get('timeout')).toMatch(
      /a timeout of 60000 ms, started\n\s+at .*pending-work\.test\.ts:\d+/,
    );
    expect(isStopped(timeout)).toBe(true);
  });

  it.fails('fails, for an interval', () => {
    recordFailureAs('interval');
    interval = setInterval(() => undefined, 1000);
  });
  it('...named with where it was started, and stopped', () => {
    expect(failures.get('interval')).toMatch(
      /an interval of 1000 ms, started\n\s+at .*pending-work\.test\.ts:\d+/,
    );
    expect(isStopped(interval)).toBe(true);
  });

  it.fails('fails, for fake timers left installed', () => {
    recordFailureAs('fake timers');
    vi.useFakeTimers();
  });
  it('...which are uninstalled', () => {
    expect(failures.get('fake timers')).toContain('fake timers left installed');
    expect(vi.isFakeTimers()).toBe(false);
  });
});

describe('a hand-off to the next tick or frame', () => {
  let ran: string[] = [];

  it('runs out after the test, which passes', () => {
    ran = [];
    setTimeout(() => ran.push('timeout'), 0);
    requestAnimationFrame(() => ran.push('frame'));
  });
  it('...before the next test starts', () => {
    expect(ran.sort()).toEqual(['frame', 'timeout']);
  });
});

describe('a request the mocked API is still answering', () => {
  let answer: Promise<string> = Promise.resolve('');

  it('is answered after the test by its own handlers, before they are reset', () => {
    // No delay needed: the test returns synchronously, before the interceptor has even called the
    // handler, so the answer is still on its way when the test ends.
    apiServer.use(http.get('/api/health', () => Response.json({ status: 'ok' })));
    answer = fetch('/api/health').then((response) => response.text());
  });
  it('...so that nothing of it reaches the next test', async () => {
    expect(await answer).toBe('{"status":"ok"}');
  });

  it.fails('fails the test when no answer comes', () => {
    recordFailureAs('request');
    const request = new AbortController();
    onTestFinished(() => request.abort());
    apiServer.use(http.get('/api/health', () => new Promise<never>(() => undefined)));
    void fetch('/api/health', { signal: request.signal }).catch(() => undefined);
  });
  it('...naming it', () => {
    expect(failures.get('request')).toContain('a request GET /api/health still unanswered');
  });
});

describe('a request no test mocked', () => {
  let failure: unknown;

  it.fails('fails its test', async () => {
    recordFailureAs('unmocked');
    failure = await fetch('/api/not-mocked/').catch((error: unknown) => error);
  });
  it('...named, having had no answer at once, as offline, rather than from the network', () => {
    expect(failures.get('unmocked')).toContain('Requests no test mocked: GET /api/not-mocked/');
    expect(failure).toBeInstanceOf(TypeError);
  });
});
