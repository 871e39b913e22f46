import { sql } from 'drizzle-orm';
import type { Db } from '@harborstay/db';
import { todayIn } from '@harborstay/domain';
import { benchOwners, type BenchOwner } from './dataset';
import type { Target } from './target';

/** Rows per INSERT: 1,000 reservations of ~25 columns stay well under PostgreSQL's 65,535 parameters. */
const BATCH_ROWS = 1000;
/** Owners inserted per round trip of users, profiles and properties. */
const OWNERS_PER_ROUND = 100;

export type FillSummary = {
  owners: number;
  properties: number;
  reservations: number;
  prices: number;
  tasks: number;
};

/**
 * Fills an empty database with the demo (the target's own seed, as a first start does) and then
 * the bench dataset, in one transaction, and refreshes the planner's statistics.
 */
export async function fillDatabase(target: Target, db: Db, dataDir: string): Promise<FillSummary> {
  await target.adminSeed.seedDemo(db, { dataDir });
  const passwordHash = await target.passwords.hashPassword(target.demo.DEMO_PASSWORD);
  const summary: FillSummary = { owners: 0, properties: 0, reservations: 0, prices: 0, tasks: 0 };
  await db.transaction(async (tx) => {
    let round: BenchOwner[] = [];
    for (const owner of benchOwners(todayIn('America/Denver'))) {
      round.push(owner);
      if (round.length === OWNERS_PER_ROUND) {
        await insertOwners(target, tx as unknown as Db, round, passwordHash, summary);
        round = [];
      }
    }
    if (round.length > 0) await insertOwners(target, tx as unknown as Db, round, passwordHash, summary);
  });
  await db.execute(sql`analyze`);
  return summary;
}

async function insertOwners(
  target: Target,
  db: Db,
  owners: BenchOwner[],
  passwordHash: string,
  summary: FillSummary,
) {
  const { users, ownerProfiles, properties, propertyOwners, reservations, calendarPrices, careTasks } =
    target.db;
  const userRows = await db
    .insert(users)
    .values(owners.map(({ email, firstName, lastName }) => ({ email, firstName, lastName, passwordHash })))
    .returning({ id: users.id });
  await db
    .insert(ownerProfiles)
    .values(owners.map((owner, i) => ({ ...owner.profile, userId: idAt(userRows, i) })));
  const owned = owners.flatMap((owner, i) =>
    owner.properties.map((property) => ({ property, userId: idAt(userRows, i) })),
  );
  const propertyRows = await db
    .insert(properties)
    .values(owned.map(({ property }) => property.fields))
    .returning({ id: properties.id });
  await db
    .insert(propertyOwners)
    .values(owned.map(({ userId }, i) => ({ userId, propertyId: idAt(propertyRows, i) })));
  const stays = owned.flatMap(({ property }, i) =>
    property.reservations.map((row) => ({ ...row, propertyId: idAt(propertyRows, i) })),
  );
  const prices = owned.flatMap(({ property }, i) =>
    property.prices.map((row) => ({ ...row, propertyId: idAt(propertyRows, i) })),
  );
  for (let i = 0; i < stays.length; i += BATCH_ROWS) {
    await db.insert(reservations).values(stays.slice(i, i + BATCH_ROWS));
  }
  for (let i = 0; i < prices.length; i += BATCH_ROWS) {
    await db.insert(calendarPrices).values(prices.slice(i, i + BATCH_ROWS));
  }
  const tasks = owned.flatMap(({ property }, i) =>
    property.tasks.map((row) => ({ ...row, propertyId: idAt(propertyRows, i) })),
  );
  for (let i = 0; i < tasks.length; i += BATCH_ROWS) {
    await db.insert(careTasks).values(tasks.slice(i, i + BATCH_ROWS));
  }
  summary.owners += owners.length;
  summary.properties += owned.length;
  summary.reservations += stays.length;
  summary.prices += prices.length;
  summary.tasks += tasks.length;
}

function idAt(rows: { id: number }[], index: number): number {
  const row = rows[index];
  if (!row) throw new Error(`bench fill: no inserted id at ${index}`);
  return row.id;
}
