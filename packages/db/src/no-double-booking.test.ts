import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, type Database } from './client';
import { properties, reservations } from './schema';
import { openTestDatabase } from './testing';

let database: Database;
let propertyId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [property] = await database.db
    .insert(properties)
    .values({ entityName: 'Lake House', streetAddress: '9 Shore Dr' })
    .returning();
  if (!property) throw new Error('property not inserted');
  propertyId = property.id;
});
afterAll(() => database.close());

const stay = (startDate: string, endDate: string, status = 'confirmed') => ({
  propertyId,
  kind: 'owner',
  status,
  startDate,
  endDate,
});

describe('the no-double-booking constraint', () => {
  it('lets the check-out day be the next check-in', async () => {
    await database.db.insert(reservations).values(stay('2030-03-01', '2030-03-05'));
    await database.db.insert(reservations).values(stay('2030-03-05', '2030-03-08'));
    const rows = await database.db.select().from(reservations).where(eq(reservations.propertyId, propertyId));
    expect(rows).toHaveLength(2);
  });

  it('refuses a stay over nights already held', async () => {
    const error = await database.db
      .insert(reservations)
      .values(stay('2030-03-04', '2030-03-06'))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe(PG_EXCLUSION_VIOLATION);
  });

  it('ignores canceled stays and released blocks', async () => {
    await database.db.insert(reservations).values(stay('2030-04-01', '2030-04-04', 'canceled'));
    await database.db.insert(reservations).values(stay('2030-04-02', '2030-04-05', 'available'));
    await database.db.insert(reservations).values(stay('2030-04-01', '2030-04-05'));
  });

  it('lets only one of two overlapping stays written at the same time succeed', async () => {
    const attempts = await Promise.allSettled([
      database.db.transaction(async (tx) => {
        await tx.insert(reservations).values(stay('2030-06-10', '2030-06-15'));
      }),
      database.db.transaction(async (tx) => {
        await tx.insert(reservations).values(stay('2030-06-12', '2030-06-18'));
      }),
    ]);
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const rejected = attempts.find((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(pgErrorCode(rejected?.reason)).toBe(PG_EXCLUSION_VIOLATION);
  });
});
