import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@harborstay/db';
import { createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
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

describe('a server error', () => {
  it('answers 500 with a plain detail and no stack trace, and says the request id', async () => {
    const failing = await createTestApp({
      beforeReady: (app) =>
        app.get('/api/explode', async () => {
          throw new Error('secret internal detail at /srv/app/file.ts:12');
        }),
    });
    try {
      const response = await failing.app.inject({ method: 'GET', url: '/api/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'A server error occurred. Try again later.' });
      expect(response.body).not.toContain('secret');
      expect(response.headers['x-request-id']).toBeTruthy();
    } finally {
      await failing.close();
    }
  });

  it.each([
    ['a value the database refuses (NUL)', { firstName: 'Zelda\u0000', email: 'zelda.leak@example.test' }],
    ['a duplicate key', { firstName: 'Zelda', email: 'taken.leak@example.test' }],
  ])('logs a failed query (%s) with its SQL but none of its values', async (_, values) => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const failing = await createTestApp({
      options: { logger: { level: 'info', stream } },
      beforeReady: (app) =>
        app.post('/api/insert-user', async () => {
          await app.db
            .insert(users)
            .values({ ...values, lastName: 'Secretlastname', passwordHash: 'x' })
            .returning();
          return { detail: 'inserted' };
        }),
    });
    try {
      await failing.db
        .insert(users)
        .values({ email: 'taken.leak@example.test', firstName: 'T', lastName: 'T', passwordHash: 'x' });
      const response = await failing.app.inject({ method: 'POST', url: '/api/insert-user' });
      expect(response.statusCode).toBe(500);
      const line = logged.split('\n').find((entry) => entry.includes('request failed'));
      expect(line).toContain('insert into \\"users\\"');
      expect(line).toContain(String(response.headers['x-request-id']));
      for (const value of ['leak@example.test', 'Zelda', 'Secretlastname'])
        expect(logged).not.toContain(value);
    } finally {
      await failing.close();
    }
  });
});
