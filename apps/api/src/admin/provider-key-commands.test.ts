import { afterAll, beforeAll, expect, it } from 'vitest';
import { providerKeys } from '@harborstay/db';
import { createTestApp } from '../testing/test-app';
import { AdminError, runAdminCommand } from './commands';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const properties = (key: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/provider/v1/properties/',
    headers: { authorization: `Bearer ${key}` },
  });

it('creates a key shown once as the last line, keeps only its hash, lists it, and revokes it at once', async () => {
  const said = await runAdminCommand(ctx.db, 'provider-key:create', { name: 'Acme PMS' });
  const key = said.split('\n').at(-1) ?? '';
  expect(key).toMatch(/^hsp_[A-Za-z0-9_-]{32,}$/);
  const [stored] = await ctx.db.select().from(providerKeys);
  expect(JSON.stringify(stored)).not.toContain(key.slice(4));
  expect((await properties(key)).statusCode).toBe(200);

  const listed = await runAdminCommand(ctx.db, 'provider-key:list', {});
  expect(listed).toMatch(new RegExp(`^${stored?.id}\\tAcme PMS\\tcreated .*\\tlast used \\d{4}-.*\\tlive$`));

  expect(await runAdminCommand(ctx.db, 'provider-key:revoke', { id: String(stored?.id) })).toMatch(
    /^Revoked/,
  );
  expect((await properties(key)).statusCode).toBe(401);
  expect(await runAdminCommand(ctx.db, 'provider-key:list', {})).toMatch(/\trevoked \d{4}-/);
  await expect(runAdminCommand(ctx.db, 'provider-key:revoke', { id: String(stored?.id) })).rejects.toThrow(
    AdminError,
  );
  await expect(runAdminCommand(ctx.db, 'provider-key:create', { name: ' ' })).rejects.toThrow(AdminError);
});
