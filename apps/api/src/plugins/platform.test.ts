import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@harborstay/db';
import { createTestApp, createUser, TEST_PASSWORD } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
/** Everything the app logged, as JSON lines. */
let logged = '';

/** The log lines of one request. */
const logOf = (response: { headers: Record<string, unknown> }) =>
  logged
    .split('\n')
    .filter((line) => line.includes(String(response.headers['x-request-id'])))
    .join('\n');

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  ctx = await createTestApp({
    options: { logger: { level: 'info', stream } },
    beforeReady: (app) => {
      app.get('/api/explode', async () => {
        throw new Error('secret internal detail at /srv/app/file.ts:12');
      });
      // A query that fails with the values of a person in its parameters.
      app.post<{ Body: { firstName: string; email: string } }>('/api/insert-user', async (request) => {
        await app.db
          .insert(users)
          .values({ ...request.body, lastName: 'Secretlastname', passwordHash: 'x' })
          .returning();
        return { detail: 'inserted' };
      });
    },
  });
  await createUser(ctx.db, { email: 'owner@example.test' });
  await createUser(ctx.db, { email: 'taken.leak@example.test' });
});
afterAll(() => ctx.close());

describe('the platform', () => {
  it('answers GET /api/health once the database is migrated', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI 3 document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login/',
        '/api/auth/logout/',
        '/api/auth/user/',
        '/api/owners/owner/properties/',
      ]),
    );
    const loginBody = doc.paths['/api/auth/login/'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('sends a request id and a strict Content-Security-Policy with every answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('forbids framing in both headers, and they agree', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('tells browsers and proxies to keep no API answer, errors included', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'owner@example.test', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const authorization = `Token ${login.json<{ key: string }>().key}`;
    const answers = [
      login,
      await ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization } }),
      await ctx.app.inject({
        method: 'GET',
        url: '/api/owners/owner/properties/',
        headers: { authorization },
      }),
      await ctx.app.inject({ method: 'GET', url: '/api/auth/user/' }),
      await ctx.app.inject({
        method: 'GET',
        url: '/api/owners/owner/property/abc/',
        headers: { authorization },
      }),
      await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/', headers: { authorization } }),
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401, 400, 404, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
  });
});

describe('a malformed URL', () => {
  it.each(['/owner/%ZZ', '/api/owners/%ZZ/'])(
    'answers %s with 400, the contract body, the common headers and a log line',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'This address is not valid.' });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe(url.startsWith('/api/') ? 'no-store' : undefined);
      expect(logOf(response)).toContain('request refused: malformed URL');
    },
  );
});

describe('a server error', () => {
  it('answers 500 with a plain detail and no stack trace, and says the request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'A server error occurred. Try again later.' });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(logOf(response)).toContain('secret internal detail');
  });

  it.each([
    ['a value the database refuses (NUL)', { firstName: 'Zelda\u0000', email: 'zelda.leak@example.test' }],
    ['a duplicate key', { firstName: 'Zelda', email: 'taken.leak@example.test' }],
  ])('logs a failed query (%s) with its SQL but none of its values', async (_, values) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/insert-user', payload: values });
    expect(response.statusCode).toBe(500);
    const log = logOf(response);
    expect(log).toContain('request failed');
    expect(log).toContain('insert into \\"users\\"');
    for (const value of ['leak@example.test', 'Zelda', 'Secretlastname']) expect(logged).not.toContain(value);
  });
});
