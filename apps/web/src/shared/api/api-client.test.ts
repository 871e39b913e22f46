import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, NetworkError } from './api-client';

const PROCESSING_ERROR = 'Error occured during proccesing your request. Try again!';

afterEach(() => vi.restoreAllMocks());

describe('apiFetch', () => {
  it("turns a request that got no answer into the portal's processing error, keeping the browser's as the cause", async () => {
    const browserError = new TypeError('Failed to fetch');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(browserError);
    const failure = await apiFetch('/api/owners/owner/properties/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).message).toBe(PROCESSING_ERROR);
    expect((failure as NetworkError).cause).toBe(browserError);
  });

  it('passes a cancelled request on as it is, not as a failure', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      controller.abort();
      throw abort;
    });
    await expect(apiFetch('/api/owners/', { signal: controller.signal })).rejects.toBe(abort);
  });

  it("gives an answer without the contract's body the processing error, not a status line", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const failure = await apiFetch('/api/owners/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(502);
    expect((failure as ApiError).message).toBe(PROCESSING_ERROR);
  });
});
