import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { openDatabase } from '@harborstay/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '@harborstay/db/seed';
import { todayIn } from '@harborstay/domain';
import { measure } from './measure';

/**
 * The reads behind the property pages, as Olivia (three properties, 36 months of demo history),
 * through the whole Fastify stack with inject(), on in-memory PGlite.
 */
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-bench-'));
const database = await openDatabase({ dataDir: undefined });
await seedDemoData(database.db, {
  today: todayIn('America/Denver'),
  uploadsDir,
  passwordHash: await hashPassword(DEMO_PASSWORD),
});
const app = await buildApp({
  database,
  brandName: 'Harborstay',
  publicUrl: 'http://bench.test',
  mail: { from: 'x@bench.test', outboxDir: path.join(uploadsDir, 'outbox') },
  uploadsDir,
});
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login/',
  payload: { username: DEMO_ACCOUNTS.owner.email, password: DEMO_PASSWORD },
});
const headers = { authorization: `Token ${login.json<{ key: string }>().key}` };
const get = (url: string) => app.inject({ method: 'GET', url, headers });
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
await app.close();
await database.close();
rmSync(uploadsDir, { recursive: true, force: true });
