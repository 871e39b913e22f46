import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiServer, mockApi, networkError, ok } from '../../testing/api-mock';
import { ApiError, apiFetch, NetworkError } from './api-client';

const PROCESSING_ERROR = 'Error occured during proccesing your request. Try again!';

afterEach(() => vi.restoreAllMocks());

describe('apiFetch', () => {
  it("turns a request that got no answer into the portal's processing error, keeping the browser's as the cause", async () => {
    mockApi({ 'GET /api/owners/owner/properties/': () => networkError() });
    const failure = await apiFetch('/api/owners/owner/properties/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).message).toBe(PROCESSING_ERROR);
    expect((failure as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('passes a cancelled request on as it is, not as a failure', async () => {
    const controller = new AbortController();
    mockApi({
      'GET /api/owners/': () => {
        controller.abort();
        return ok([]);
      },
    });
    const failure = await apiFetch('/api/owners/', { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
  });

  it("gives an answer without the contract's body the processing error, not a status line", async () => {
    // A proxy's page in front of the portal: no contract describes it, so it is mocked by hand.
    apiServer.use(
      http.get(
        '/api/owners/',
        () =>
          new HttpResponse('<html>Bad Gateway</html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    const failure = await apiFetch('/api/owners/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(502);
    expect((failure as ApiError).message).toBe(PROCESSING_ERROR);
  });
});
