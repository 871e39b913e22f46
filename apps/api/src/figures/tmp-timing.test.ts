import { it } from 'vitest';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { users } from '@harborstay/db';
import { openTestDatabase } from '@harborstay/db/testing';
import { DEMO_ACCOUNTS, seedDemoData } from '@harborstay/demo-seed';
import { loadOwnerScope } from '../access/owner-scope';
import { dashboardFiguresOf } from './dashboard';
import os from 'node:os';
it('timing', async () => {
  const { db, close } = await openTestDatabase();
  await seedDemoData(db, { today: '2026-11-24', uploadsDir: os.tmpdir() + '/i11-up', passwordHash: 'x' });
  const [u] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.owner.email));
  const scope = await loadOwnerScope(db, u!.id);
  const client = (db as any).$client;
  const queries: { query: string; params: unknown[] }[] = [];
  const logDb = drizzle(client, { logger: { logQuery: (query, params) => queries.push({ query, params }) } });
  await dashboardFiguresOf(logDb as never, scope, new Date());
  const out: string[] = [];
  for (const { query, params } of queries) {
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) await client.query(query, params);
    const ms = (performance.now() - t0) / 20;
    const plan = await client.query(`explain analyze ${query}`, params);
    out.push(
      `=== ${ms.toFixed(2)} ms: ${query.slice(0, 120)}\n` +
        plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'),
    );
  }
  console.log(out.join('\n\n'));
  await close();
}, 300_000);
