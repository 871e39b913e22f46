import { createTestApp, signIn, TEST_PASSWORD } from '../../apps/api/src/testing/test-app';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { DEMO_ACCOUNTS, seedDemoData } from '@harborstay/demo-seed';
import { todayIn } from '@harborstay/domain';
import { measure } from './measure';

/**
 * The reads behind the property pages, as Olivia (three properties, 36 months of demo history),
 * through the whole Fastify stack with inject(), on in-memory PGlite.
 */
const { app, db, uploadsDir, close } = await createTestApp();
await seedDemoData(db, {
  today: todayIn('America/Denver'),
  uploadsDir,
  passwordHash: await hashPassword(TEST_PASSWORD),
});
const { authorization } = await signIn(app, DEMO_ACCOUNTS.owner.email);
const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization } });
const [first] = (await get('/api/owners/owner/properties/')).json<{ id: number }[]>();
if (!first) throw new Error('Olivia has no property');

await measure("GET /api/owners/owner/properties/ (Olivia's 3)", 1000, () =>
  get('/api/owners/owner/properties/'),
);
await measure('GET /api/owners/owner/property/{id}/', 1000, () =>
  get(`/api/owners/owner/property/${first.id}/`),
);
await measure('GET /api/owners/owner/property/financials/{id}/', 500, () =>
  get(`/api/owners/owner/property/financials/${first.id}/`),
);
await measure('GET /api/owners/owner/property/financials/ (all 3)', 500, () =>
  get('/api/owners/owner/property/financials/'),
);
await close();
