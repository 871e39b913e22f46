import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyOwners } from '@harborstay/db';
import { loadOwnerScope } from '../../access/owner-scope';
import { createProperty, createTestApp, createUser } from '../../testing/test-app';
import { updateProperty } from './repository';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const ids = { olivia: 0, oscar: 0, condo: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  ids.olivia = (await createUser(ctx.db, { email: 'olivia@example.test' })).id;
  ids.oscar = (await createUser(ctx.db, { email: 'oscar@example.test' })).id;
  ids.condo = (await createProperty(ctx.db, { ownerIds: [ids.olivia, ids.oscar] })).id;
});
afterAll(() => ctx.close());

describe('a property write', () => {
  it('does nothing for an owner removed since the scope was read', async () => {
    const scope = await loadOwnerScope(ctx.db, ids.oscar);
    await ctx.db
      .delete(propertyOwners)
      .where(and(eq(propertyOwners.propertyId, ids.condo), eq(propertyOwners.userId, ids.oscar)));
    const written = await updateProperty(ctx.db, scope, ids.condo, { companyStructure: 'Oscar LLC' });
    expect(written).toBeUndefined();
    const [condo] = await ctx.db.select().from(properties).where(eq(properties.id, ids.condo));
    expect(condo?.companyStructure).toBeNull();
  });
});
