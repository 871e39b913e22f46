import { sql } from 'drizzle-orm';
import type { Db } from '@harborstay/db';
import { todayIn } from '@harborstay/domain';
import { benchOwners, DATASET_SIZE, type BenchOwner } from './dataset';
import type { Target } from './target';

/** Rows per INSERT: 1,000 reservations of ~25 columns stay well under PostgreSQL's 65,535 parameters. */
const BATCH_ROWS = 1000;
/** Properties whose nightly prices one statement writes (50 × 1,095 nights). */
const PRICED_PER_STATEMENT = 50;
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
 * the bench dataset, or its first `owners` owners (the ingestion bench's smaller fill), in one
 * transaction, and refreshes the planner's statistics.
 */
export async function fillDatabase(
  target: Target,
  db: Db,
  dataDir: string,
  owners: number = DATASET_SIZE.owners,
): Promise<FillSummary> {
  if (!Number.isInteger(owners) || owners < 1 || owners > DATASET_SIZE.owners)
    throw new Error(`the number of owners must be 1 to ${DATASET_SIZE.owners}, not ${owners}`);
  await target.adminSeed.seedDemo(db, { dataDir });
  const passwordHash = await target.passwords.createPasswordHasher().hash(target.demo.DEMO_PASSWORD);
  const summary: FillSummary = { owners: 0, properties: 0, reservations: 0, prices: 0, tasks: 0 };
  await db.transaction(async (tx) => {
    let taken = 0;
    let round: BenchOwner[] = [];
    for (const owner of benchOwners(todayIn('America/Denver'))) {
      round.push(owner);
      taken += 1;
      if (round.length === OWNERS_PER_ROUND || taken === owners) {
        await insertOwners(target, tx as unknown as Db, round, passwordHash, summary);
        // The roll-up triggers' queries are planned from the statistics: refreshed as the tables
        // grow (ANALYZE counts the transaction's own rows), not those of the empty tables.
        await tx.execute(sql`analyze reservations, calendar_prices, care_tasks, properties`);
        round = [];
      }
      if (taken === owners) break;
    }
  });
  // A database that has served a while has been vacuumed: its pages all-visible, so the report's
  // index-only scans skip the heap. Right after a bulk load autovacuum would do it during the
  // measurement instead, and the first routes would meet neither.
  await db.execute(sql`vacuum analyze`);
  return summary;
}

async function insertOwners(
  target: Target,
  db: Db,
  owners: BenchOwner[],
  passwordHash: string,
  summary: FillSummary,
) {
  const { users, ownerProfiles, properties, propertyOwners, reservations, careTasks } = target.db;
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
  for (let i = 0; i < stays.length; i += BATCH_ROWS) {
    await db.insert(reservations).values(stays.slice(i, i + BATCH_ROWS));
  }
  const priced = owned.flatMap(({ property }, i) =>
    property.nightlyPrice ? [{ id: idAt(propertyRows, i), ...property.nightlyPrice }] : [],
  );
  for (let i = 0; i < priced.length; i += PRICED_PER_STATEMENT) {
    summary.prices += await insertPrices(db, priced.slice(i, i + PRICED_PER_STATEMENT));
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
  summary.tasks += tasks.length;
}

/**
 * Every night's price of the window for each property, in one INSERT … SELECT: a million rows in
 * 1,000-row INSERTs took minutes. Friday and Saturday nights (ISO days 5 and 6) cost a fifth more.
 */
async function insertPrices(
  db: Db,
  priced: { id: number; cents: number; window: { start: string; end: string } }[],
): Promise<number> {
  const window = priced[0]?.window;
  if (!window) return 0;
  const result = await db.execute(sql`
    INSERT INTO calendar_prices (property_id, date, price_cents, block_ref)
    SELECT p.id, night::date,
      CASE WHEN extract(isodow FROM night) IN (5, 6) THEN round(p.cents * 1.2)::int ELSE p.cents END, NULL
    FROM unnest(${`{${priced.map(({ id }) => id).join(',')}}`}::int[], ${`{${priced.map(({ cents }) => cents).join(',')}}`}::int[]) AS p(id, cents)
    CROSS JOIN generate_series(${window.start}::date, ${window.end}::date - 1, interval '1 day') AS night
    ORDER BY p.id, night`);
  // node-postgres says rowCount, PGlite affectedRows.
  const counts = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(counts.rowCount ?? counts.affectedRows ?? 0);
}

function idAt(rows: { id: number }[], index: number): number {
  const row = rows[index];
  if (!row) throw new Error(`bench fill: no inserted id at ${index}`);
  return row.id;
}
