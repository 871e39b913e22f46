import { createTestApp, createUser, TEST_PASSWORD } from '../../apps/api/src/testing/test-app';
import { measure } from './measure';

/**
 * Sign-in (one argon2id verification each) and an authenticated read (token lookup) through
 * the whole Fastify stack with inject(), on an in-memory PGlite database.
 */
const { app, db, close } = await createTestApp();
await createUser(db, { email: 'bench@example.test' });

let key = '';
await measure('POST /api/auth/login/ (argon2id m=19MiB t=2 p=1)', 50, async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username: 'bench@example.test', password: TEST_PASSWORD },
  });
  key = response.json<{ key: string }>().key;
});
await measure('GET /api/auth/user/ (token lookup)', 2000, () =>
  app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization: `Token ${key}` } }),
);
await measure('GET /api/owners/owner/properties/ (an owner without properties)', 2000, () =>
  app.inject({
    method: 'GET',
    url: '/api/owners/owner/properties/',
    headers: { authorization: `Token ${key}` },
  }),
);
await close();
