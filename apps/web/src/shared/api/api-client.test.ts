import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  authCalls,
  coOwnerCalls,
  defineEndpoint,
  propertyEndpoints,
  type TRoute,
  propertyCalls,
  siteCalls,
  type TPropertyFinancials,
} from '@harborstay/contracts';
import { apiServer, mockApi, networkError, ok } from '../../testing/api-mock';
import { buildPropertyFinancials } from '../../testing/builders';
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

/** Answers every request with `status` and `body`, and keeps the requests as the server received them. */
function answerEverything(status: number, body: unknown): Request[] {
  const received: Request[] = [];
  apiServer.use(
    http.all('*', ({ request }) => {
      received.push(request.clone());
      return HttpResponse.json(body as never, { status });
    }),
  );
  return received;
}

/** The one request the server received, its body read. */
async function theRequest(received: Request[]) {
  expect(received).toHaveLength(1);
  const [request] = received as [Request];
  const url = new URL(request.url);
  return { request, path: `${url.pathname}${url.search}`, body: await request.text() };
}

describe('callEndpoint', () => {
  it("calls the declared method at the declared path with its parameter filled in, and returns the answer's body", async () => {
    const financials = buildPropertyFinancials();
    const received = answerEverything(200, financials);
    const result = await callEndpoint(propertyCalls.financials, { params: { id: 12 } });

    const { request, path, body } = await theRequest(received);
    expect(path).toBe('/api/owners/owner/property/financials/12/');
    expect(request.method).toBe('GET');
    expect(body).toBe('');
    expect(request.headers.get('content-type')).toBeNull();
    expect(result).toEqual(financials);
    expectTypeOf(result).toEqualTypeOf<TPropertyFinancials>();
  });

  it('sends the body as JSON with the declared method, and the token of the session', async () => {
    sessionStore.set(SESSION);
    const received = answerEverything(200, { id: 3 });
    await callEndpoint(propertyCalls.update, { body: { id: 3, business_individual: 'Business' } });

    const { request, path, body } = await theRequest(received);
    expect(path).toBe('/api/owners/owner/properties/');
    expect(request.method).toBe('PUT');
    expect(body).toBe(JSON.stringify({ id: 3, business_individual: 'Business' }));
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('authorization')).toBe('Token token-of-ann');
  });

  it('posts a call declared without a body with none', async () => {
    const received = answerEverything(200, { detail: 'Successfully logged out.' });
    await callEndpoint(authCalls.logout);

    const { request, path, body } = await theRequest(received);
    expect(path).toBe('/api/auth/logout/');
    expect(request.method).toBe('POST');
    expect(body).toBe('');
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
    const route: TRoute<typeof search> = search;
    const received = answerEverything(200, []);
    await callEndpoint(route, { params: { name: 'a/b c' }, query: { day: ['mon', 'tue'], page: 2 } });

    expect((await theRequest(received)).path).toBe('/api/things/a%2Fb%20c/?day=mon&day=tue&page=2');
  });

  it('refuses a call that does not match its declaration', async () => {
    const received = answerEverything(200, {});
    // @ts-expect-error the info endpoint cannot be called without its id
    await expect(callEndpoint(propertyCalls.info)).rejects.toThrow('no value for {id}');
    expect(received).toHaveLength(0);

    // Checked by `npm run typecheck` (each line must fail to compile); never called.
    const _wrongCalls = () => [
      // @ts-expect-error a parameter its path does not name
      callEndpoint(propertyCalls.info, { params: { property: 3 } }),
      // @ts-expect-error the login needs its body
      callEndpoint(authCalls.login, {}),
      // @ts-expect-error and the body must be the login's
      callEndpoint(authCalls.login, { body: { email: 'ann@example.com' } }),
      // @ts-expect-error a call declared without a body takes none
      callEndpoint(siteCalls.config, { body: {} }),
      // @ts-expect-error an endpoint's declaration is not its route: its parameters would go unchecked
      callEndpoint(propertyEndpoints.info, { params: { id: 3 } }),
      // @ts-expect-error nor is a plain path
      callEndpoint({ method: 'GET', path: '/api/nowhere/{id}/' } as const),
    ];
  });

  it('signs out when the server no longer accepts the token', async () => {
    sessionStore.set(SESSION);
    const signOut = vi.fn();
    onUnauthorized(signOut);
    answerEverything(401, { detail: 'Invalid token.' });

    const failure = await callEndpoint(authCalls.user).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Invalid token.');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("turns a request that got no answer into the portal's processing error, keeping the browser's as the cause", async () => {
    mockApi({ 'GET /api/owners/owner/properties/': () => networkError() });
    const failure = await callEndpoint(propertyCalls.list).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).message).toBe(PROCESSING_ERROR);
    expect((failure as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('passes a canceled request on as it is, not as a failure', async () => {
    const controller = new AbortController();
    mockApi({
      'GET /api/owners/': () => {
        controller.abort();
        return ok([]);
      },
    });
    const failure = await callEndpoint(coOwnerCalls.list, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    // Node's fetch rejects with its own DOMException, not jsdom's global one: the name is the contract.
    expect(failure).not.toBeInstanceOf(NetworkError);
    expect((failure as Error).name).toBe('AbortError');
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
    const failure = await callEndpoint(coOwnerCalls.list).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(502);
    expect((failure as ApiError).message).toBe(PROCESSING_ERROR);
  });
});
