import { buildApp } from '../../apps/api/src/app';
import { createUser, TEST_PASSWORD } from '../../apps/api/src/testing/test-app';
import { openDatabase } from '@harborstay/db';
import { measure } from './measure';

/**
 * Sign-in (one argon2id verification each) and an authenticated read (token lookup) through
 * the whole Fastify stack with inject(), on an in-memory PGlite database.
 */
const database = await openDatabase({ dataDir: undefined });
const app = await buildApp({
  database,
  brandName: 'Harborstay',
  publicUrl: 'http://bench.test',
  mail: { from: 'x@bench.test', outboxDir: '/tmp/harborstay-bench-outbox' },
  uploadsDir: '/tmp/harborstay-bench-uploads',
});
await createUser(database.db, { email: 'bench@example.test' });

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
await measure('GET /api/owners/owner/properties/', 2000, () =>
  app.inject({
    method: 'GET',
    url: '/api/owners/owner/properties/',
    headers: { authorization: `Token ${key}` },
  }),
);
await app.close();
await database.close();
