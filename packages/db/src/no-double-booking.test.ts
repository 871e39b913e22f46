import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, type Database } from './client';
import { calendarPrices, properties, reservations } from './schema';
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

describe('blocked price nights (bd, an)', () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (e: unknown) => pgErrorCode(e),
    );

  it('refuse an owner stay or a block over them, and leave guest bookings to the channel', async () => {
    await database.db.insert(calendarPrices).values([
      { propertyId, date: '2030-08-10', priceCents: 20_000, blockRef: 'bd' },
      { propertyId, date: '2030-08-11', priceCents: 20_000, blockRef: null },
      { propertyId, date: '2030-08-20', priceCents: 20_000, blockRef: 'an' },
    ]);
    expect(await refusal(database.db.insert(reservations).values(stay('2030-08-08', '2030-08-11')))).toBe(
      PG_EXCLUSION_VIOLATION,
    );
    const block = { ...stay('2030-08-20', '2030-08-21', 'unavailable'), kind: 'maintenance' };
    expect(await refusal(database.db.insert(reservations).values(block))).toBe(PG_EXCLUSION_VIOLATION);
    // The check-out day may be a blocked night: it is not held.
    await database.db.insert(reservations).values(stay('2030-08-07', '2030-08-10'));
    await database.db.insert(reservations).values(stay('2030-08-11', '2030-08-14'));
    await database.db.insert(reservations).values({ ...stay('2030-08-20', '2030-08-22'), kind: 'guest' });
  });

  it('refuse a block reference under an owner stay, and one modified onto them', async () => {
    expect(
      await refusal(
        database.db
          .insert(calendarPrices)
          .values({ propertyId, date: '2030-08-12', priceCents: 1, blockRef: 'bd' }),
      ),
    ).toBe(PG_EXCLUSION_VIOLATION);
    const [moved] = await database.db
      .insert(reservations)
      .values(stay('2030-08-24', '2030-08-27'))
      .returning();
    await database.db
      .insert(calendarPrices)
      .values({ propertyId, date: '2030-08-28', priceCents: 1, blockRef: 'an' });
    expect(
      await refusal(
        database.db
          .update(reservations)
          .set({ endDate: '2030-08-29' })
          .where(eq(reservations.id, moved?.id ?? 0)),
      ),
    ).toBe(PG_EXCLUSION_VIOLATION);
  });

  it('let only one of a stay and a block reference written at the same time succeed', async () => {
    const attempts = await Promise.allSettled([
      database.db.transaction(async (tx) => {
        await tx.insert(reservations).values(stay('2030-09-01', '2030-09-05'));
      }),
      database.db.transaction(async (tx) => {
        await tx
          .insert(calendarPrices)
          .values({ propertyId, date: '2030-09-03', priceCents: 1, blockRef: 'bd' });
      }),
    ]);
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
  });
});
