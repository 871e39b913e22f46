import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens } from '@harborstay/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@harborstay/demo-seed';
import { seedDemoData } from '../../admin/demo-seed';
import { createTestApp, signIn, testPasswords } from '../../testing/test-app';

/**
 * The property list and both financials routes over the demo data on a fixed instant, pinned by
 * the snapshot captured from the former figures (every reservation loaded into the API process and
 * run through the domain functions), so the figures computed by the database must answer the same
 * bodies. The instant is 00:30 on New Year's Day in Denver and still 31 December in Phoenix and
 * Los Angeles: Olivia's properties are in their new year, Oscar's are not.
 */
const NOW = new Date('2027-01-01T07:30:00Z');
const SEED_DAY = '2027-01-01';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // Only Date is faked: the database drivers and Fastify keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  ctx = await createTestApp();
  await seedDemoData(ctx.db, {
    today: SEED_DAY,
    storage: ctx.app.fileStorage,
    passwordHash: await testPasswords.hash(DEMO_PASSWORD),
  });
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});

async function bodiesOf(email: string) {
  const { authorization } = await signIn(ctx.app, email, { password: DEMO_PASSWORD });
  // PostgreSQL stamps the new session with its own clock, not the faked one: as of NOW it would
  // have been idle for too long.
  await ctx.db.update(authTokens).set({ lastUsedAt: NOW });
  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };
  const list = (await get('/api/owners/owner/properties/')) as { id: number }[];
  const each: Record<number, unknown> = {};
  for (const { id } of list) each[id] = await get(`/api/owners/owner/property/financials/${id}/`);
  return { list, financials: await get('/api/owners/owner/property/financials/'), each };
}

describe('the demo owners’ figures on a fixed instant', () => {
  it.each([DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.coowner.email, DEMO_ACCOUNTS.other.email])(
    'answer %s the bodies captured before the figures moved into the database',
    async (email) => {
      expect(await bodiesOf(email)).toMatchSnapshot();
    },
  );
});
