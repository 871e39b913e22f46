import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { apiServer, sentRequests } from './api-mock';
import { fakeMediaQueryList } from './media-queries';

// jsdom lacks what Mantine measures with.
window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false);
// Mantine scrolls the selected option of an opened Select into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Requests no test mocked: each fails its test, so that no answer is made up by accident. */
const unmocked: string[] = [];
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request) => {
      unmocked.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  }),
);
afterEach(() => {
  cleanup();
  localStorage.clear();
  apiServer.resetHandlers();
  sentRequests.length = 0;
  const missed = unmocked.splice(0);
  if (missed.length > 0) throw new Error(`Requests no test mocked: ${missed.join(', ')}`);
});
afterAll(() => apiServer.close());
