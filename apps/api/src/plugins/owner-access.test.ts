import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@harborstay/contracts';
import { errorHandlerPlugin } from './error-handler';
import { ownerAccessPlugin } from './owner-access';

/**
 * The access hook on its own, with routes written the plain Fastify way rather than through
 * `route()`: a route that says nothing about access is closed (docs/decisions/0017).
 */
const app = Fastify();

beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  await app.register(async (api) => {
    await api.register(ownerAccessPlugin);
    api.get('/api/forgotten/', async () => ({ detail: 'an owner secret' }));
    api.get('/api/open/', { config: { access: 'public' } }, async () => ({ detail: 'for anyone' }));
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the owner access hook', () => {
  it('closes a route that says nothing about access', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/forgotten/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: messages.notAuthenticated });
  });

  it('refuses a token it cannot even read as invalid', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/forgotten/',
      headers: { authorization: 'Bearer an-owner' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: messages.invalidToken });
  });

  it('opens a route marked public to anyone, a caller with a stale token included', async () => {
    for (const headers of [{}, { authorization: 'Bearer stale' }]) {
      const response = await app.inject({ method: 'GET', url: '/api/open/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: 'for anyone' });
    }
  });

  it('leaves an unknown path to the 404 answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
  });
});
