import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import {
  authEndpoints,
  coOwnerEndpoints,
  defineEndpoint,
  propertyEndpoints,
  siteEndpoints,
  type TPropertyFinancials,
} from '@harborstay/contracts';
import { sessionStore } from '../session/session-store';
import { ApiError, callEndpoint, NetworkError, onUnauthorized } from './api-client';

const PROCESSING_ERROR = 'Error occured during proccesing your request. Try again!';

const SESSION = {
  key: 'token-of-ann',
  user: { id: 7, username: 'ann', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' },
};

afterEach(() => {
  vi.restoreAllMocks();
  onUnauthorized(() => undefined);
});

function answer(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

/** The one request fetch was called with. */
function sentRequest(fetchMock: ReturnType<typeof answer>) {
  expect(fetchMock).toHaveBeenCalledOnce();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('callEndpoint', () => {
  it("calls the declared method at the declared path with its parameter filled in, and returns the answer's body", async () => {
    const financials = { total_revenue: '10.00' };
    const fetchMock = answer(200, financials);
    const result = await callEndpoint(propertyEndpoints.financials, { params: { id: 12 } });

    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/owners/owner/property/financials/12/');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers['content-type']).toBeUndefined();
    expect(result).toEqual(financials);
    expectTypeOf(result).toEqualTypeOf<TPropertyFinancials>();
  });

  it('sends the body as JSON with the declared method, and the token of the session', async () => {
    sessionStore.set(SESSION);
    const fetchMock = answer(200, { id: 3 });
    await callEndpoint(propertyEndpoints.update, { body: { id: 3, business_individual: 'Business' } });

    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/owners/owner/properties/');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify({ id: 3, business_individual: 'Business' }));
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe('Token token-of-ann');
  });

  it('posts a call declared without a body with none', async () => {
    const fetchMock = answer(200, { detail: 'Successfully logged out.' });
    await callEndpoint(authEndpoints.logout);

    const { url, init } = sentRequest(fetchMock);
    expect(url).toBe('/api/auth/logout/');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('encodes each path parameter as one segment and puts the query after the path', async () => {
    const search = defineEndpoint({
      method: 'GET',
      path: '/api/things/{name}/',
      auth: 'owner',
      tag: 'test',
      summary: 'Things',
      params: z.object({ name: z.string() }),
      query: z.object({ day: z.array(z.string()), page: z.number().optional(), q: z.string().optional() }),
      responses: { 200: z.array(z.string()) },
    });
    const fetchMock = answer(200, []);
    await callEndpoint(search, { params: { name: 'a/b c' }, query: { day: ['mon', 'tue'], page: 2 } });

    expect(sentRequest(fetchMock).url).toBe('/api/things/a%2Fb%20c/?day=mon&day=tue&page=2');
  });

  it('refuses a call that does not match its declaration', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    // @ts-expect-error the info endpoint cannot be called without its id
    await expect(callEndpoint(propertyEndpoints.info)).rejects.toThrow('no value for {id}');
    expect(fetchMock).not.toHaveBeenCalled();

    // Checked by `npm run typecheck` (each line must fail to compile); never called.
    const _wrongCalls = () => [
      // @ts-expect-error a parameter its path does not name
      callEndpoint(propertyEndpoints.info, { params: { property: 3 } }),
      // @ts-expect-error the login needs its body
      callEndpoint(authEndpoints.login, {}),
      // @ts-expect-error and the body must be the login's
      callEndpoint(authEndpoints.login, { body: { email: 'ann@example.com' } }),
      // @ts-expect-error a call declared without a body takes none
      callEndpoint(siteEndpoints.config, { body: {} }),
    ];
  });

  it('signs out when the server no longer accepts the token', async () => {
    sessionStore.set(SESSION);
    const signOut = vi.fn();
    onUnauthorized(signOut);
    answer(401, { detail: 'Invalid token.' });

    const failure = await callEndpoint(authEndpoints.user).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Invalid token.');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("turns a request that got no answer into the portal's processing error, keeping the browser's as the cause", async () => {
    const browserError = new TypeError('Failed to fetch');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(browserError);
    const failure = await callEndpoint(propertyEndpoints.list).catch((error: unknown) => error);
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
    await expect(callEndpoint(coOwnerEndpoints.list, { signal: controller.signal })).rejects.toBe(abort);
  });

  it("gives an answer without the contract's body the processing error, not a status line", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const failure = await callEndpoint(coOwnerEndpoints.list).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(502);
    expect((failure as ApiError).message).toBe(PROCESSING_ERROR);
  });
});
