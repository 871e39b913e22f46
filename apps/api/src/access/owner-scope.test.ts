import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyOwners } from '@harborstay/db';
import { AppError } from '../errors';
import { createProperty, createTestApp, createUser, signIn } from '../testing/test-app';
import { loadOwnerScope, requireOwnedProperty } from './owner-scope';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const ids = { olivia: 0, oscar: 0, cabin: 0, condo: 0, villa: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  ids.olivia = (await createUser(ctx.db, { email: 'olivia@example.test' })).id;
  ids.oscar = (await createUser(ctx.db, { email: 'oscar@example.test' })).id;
  ids.cabin = (await createProperty(ctx.db, { ownerIds: [ids.olivia] })).id;
  ids.condo = (await createProperty(ctx.db, { ownerIds: [ids.olivia, ids.oscar] })).id;
  ids.villa = (await createProperty(ctx.db, { ownerIds: [ids.oscar] })).id;
});
afterAll(() => ctx.close());

const statusOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
  return 'allowed';
};

describe('the owner scope', () => {
  it('holds the properties the user owns or co-owns, and only those', async () => {
    const scope = await loadOwnerScope(ctx.db, ids.olivia);
    expect(scope.userId).toBe(ids.olivia);
    expect([...scope.propertyIds].sort()).toEqual([ids.cabin, ids.condo].sort());
  });

  it('narrows to one of its properties, and refuses any other with 404 or 406 as asked', async () => {
    const scope = await loadOwnerScope(ctx.db, ids.olivia);
    expect(requireOwnedProperty(scope, ids.condo, 404).propertyIds).toEqual([ids.condo]);
    expect(statusOf(() => requireOwnedProperty(scope, ids.villa, 404))).toBe(404);
    expect(statusOf(() => requireOwnedProperty(scope, ids.villa, 406))).toBe(406);
    expect(statusOf(() => requireOwnedProperty(scope, 999_999, 406))).toBe(406);
  });
});

describe('the scope read with the session', () => {
  it('is the scope loadOwnerScope reads, and follows a change of ownership at the very next request', async () => {
    const { authorization } = await signIn(ctx.app, 'olivia@example.test');
    const listed = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/owners/owner/properties/',
        headers: { authorization },
      });
      return response.json<{ id: number }[]>().map((property) => property.id);
    };
    const loaded = await loadOwnerScope(ctx.db, ids.olivia);
    expect((await listed()).sort()).toEqual([...loaded.propertyIds].sort());

    const chalet = await createProperty(ctx.db, { ownerIds: [ids.olivia] });
    expect(await listed()).toContain(chalet.id);
    await ctx.db.delete(propertyOwners).where(eq(propertyOwners.propertyId, chalet.id));
    expect(await listed()).not.toContain(chalet.id);
  });
});
