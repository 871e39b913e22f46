import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetSiteConfig } from '../shared/site-config';
import { apiServer, sentRequests, unmockedRequests } from './api-mock';
import { fakeMediaQueryList } from './media-queries';
import { settlePendingWork, trackRequests, trackTimers } from './pending-work';

// jsdom lacks what Mantine measures with.
window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false);
// Mantine scrolls the selected option of an opened Select into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy and waitFor wait for a state, returning once it is there: on a loaded 2-core machine it
// may take longer than Testing Library's 1 s to come (as documents-page.test.tsx found first).
configure({ asyncUtilTimeout: 5000 });

// What a test leaves running fails it (pending-work.ts), rather than firing after jsdom is gone.
trackTimers();
trackRequests(apiServer.events);

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // Before the handlers go: a request still being answered gets this test's answer, not the next one's.
  const leftRunning = await settlePendingWork();
  localStorage.clear();
  forgetSiteConfig();
  apiServer.resetHandlers();
  sentRequests.length = 0;
  const problems: string[] = [];
  // Each fails its test, so that no answer is made up by accident.
  const unmocked = unmockedRequests.splice(0);
  if (unmocked.length > 0) problems.push(`Requests no test mocked: ${unmocked.join(', ')}`);
  if (leftRunning.length > 0) {
    problems.push(`Left running after the test's render was unmounted:\n- ${leftRunning.join('\n- ')}`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
});
afterAll(() => apiServer.close());
