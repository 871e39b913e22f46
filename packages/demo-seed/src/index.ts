import {
  calendarPrices,
  careTasks,
  documents,
  ownerProfiles,
  properties,
  propertyOwners,
  reservations,
  users,
  type Db,
  type DbOrTx,
} from '@harborstay/db';
import { DEMO_ACCOUNT_KEYS, DEMO_ACCOUNTS, DEMO_PROFILES, type DemoAccountKey } from './accounts';
import { planCalendar } from './bookings';
import { finishCareTasks, planCareTasks, type CareTaskRow, type PlannedTask } from './care-tasks';
import { planDocuments, type DocumentRow } from './documents';
import { removeSeedFiles, writeSeedFiles, type SeedFile, type SeedStorage } from './files';
import type { PlannedReservation } from './planned-reservation';
import type { PlannedPrice } from './prices';
import { DEMO_PROPERTIES, managementEnd, propertyRow } from './properties';
import { seedWindow, type SeedWindow } from './seed-window';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './accounts';
export { DEMO_PROPERTIES } from './properties';
export { folderSeedStorage, type SeedStorage } from './files';
export { createRandom, type Random } from './random';

export type SeedOptions = {
  /** The day the demo is generated around, YYYY-MM-DD; the same day always gives the same data. */
  today: string;
  /** Where documents and care reports are written; stored paths are its keys. */
  storage: SeedStorage;
  /** The hash of DEMO_PASSWORD, made by the caller's password hasher (the seed knows no algorithm). */
  passwordHash: string;
};

export type SeedSummary = {
  users: number;
  properties: number;
  reservations: number;
  prices: number;
  tasks: number;
  documents: number;
  files: number;
};

/** Everything the seed inserts and writes, computed in memory before anything is touched. */
export type DemoPlan = {
  window: SeedWindow;
  prices: (PlannedPrice & { propertySlug: string })[];
  reservations: (PlannedReservation & { propertySlug: string })[];
  tasks: CareTaskRow[];
  documents: DocumentRow[];
  files: SeedFile[];
};

/**
 * The whole demo for a day, without touching the database or the disk: pure and
 * deterministic, so it can be inspected (or tested) on its own. Property order matters:
 * channel ids are drawn unique across properties in this order.
 */
export function planDemoData(today: string): DemoPlan {
  const window = seedWindow(today);
  const channelIds = new Set<string>();
  const plan: DemoPlan = { window, prices: [], reservations: [], tasks: [], documents: [], files: [] };
  const tasks: PlannedTask[] = [];
  for (const property of DEMO_PROPERTIES) {
    const propertySlug = property.slug;
    const end = managementEnd(property, window);
    const calendar = planCalendar(property, window, channelIds);
    plan.prices.push(...calendar.prices.map((price) => ({ ...price, propertySlug })));
    plan.reservations.push(...calendar.reservations.map((reservation) => ({ ...reservation, propertySlug })));
    tasks.push(...planCareTasks(property, window, calendar.reservations, end));
    const docs = planDocuments({
      property,
      window,
      managementEnd: end,
      reservations: calendar.reservations,
      prices: calendar.prices,
    });
    plan.documents.push(...docs.rows);
    plan.files.push(...docs.files);
  }
  const care = finishCareTasks(tasks);
  plan.tasks = care.rows;
  plan.files.push(...care.files);
  return plan;
}

/** A few hundred rows per statement: far below PostgreSQL's 65,535 parameters, and few round trips. */
const BATCH_ROWS = 400;

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await insert(rows.slice(i, i + BATCH_ROWS));
}

function lookup<K extends string>(ids: ReadonlyMap<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: no id for '${key}'`);
  return id;
}

/**
 * Inserts the demo accounts, properties and their history in one transaction and writes
 * their files. On any failure nothing stays: the transaction rolls back and the files this
 * run created are removed. Meant for an empty database (see isDatabaseEmpty): the demo
 * e-mails are unique, so a second run fails and changes nothing.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const plan = planDemoData(options.today);
  const created: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const userIds = await insertAccounts(tx, options.passwordHash);
      const propertyIds = await insertProperties(tx, plan.window, userIds);
      const propertyId = (slug: string) => lookup(propertyIds, slug);
      const userId = (key: DemoAccountKey | null) => (key === null ? null : lookup(userIds, key));

      await inBatches(plan.prices, (batch) =>
        tx
          .insert(calendarPrices)
          .values(
            batch.map(({ propertySlug, ...price }) => ({ ...price, propertyId: propertyId(propertySlug) })),
          ),
      );
      await inBatches(plan.reservations, (batch) =>
        tx.insert(reservations).values(
          batch.map(({ propertySlug, createdByKey, ...reservation }) => ({
            ...reservation,
            propertyId: propertyId(propertySlug),
            createdBy: userId(createdByKey),
          })),
        ),
      );
      await inBatches(plan.tasks, (batch) =>
        tx
          .insert(careTasks)
          .values(
            batch.map(({ propertySlug, ...task }) => ({ ...task, propertyId: propertyId(propertySlug) })),
          ),
      );
      await inBatches(plan.documents, (batch) =>
        tx.insert(documents).values(
          batch.map(({ propertySlug, uploadedByKey, ...document }) => ({
            ...document,
            propertyId: propertyId(propertySlug),
            uploadedBy: userId(uploadedByKey),
          })),
        ),
      );
      // Last, so that a failed insert leaves no files behind; a failed write rolls the rows back.
      await writeSeedFiles(options.storage, plan.files, created);
      return {
        users: userIds.size,
        properties: propertyIds.size,
        reservations: plan.reservations.length,
        prices: plan.prices.length,
        tasks: plan.tasks.length,
        documents: plan.documents.length,
        files: plan.files.length,
      };
    });
  } catch (error) {
    await removeSeedFiles(options.storage, created);
    throw error;
  }
}

async function insertAccounts(tx: DbOrTx, passwordHash: string): Promise<Map<DemoAccountKey, number>> {
  const inserted = await tx
    .insert(users)
    .values(DEMO_ACCOUNT_KEYS.map((key) => ({ ...DEMO_ACCOUNTS[key], passwordHash })))
    .returning({ id: users.id, email: users.email });
  const ids = new Map<DemoAccountKey, number>();
  for (const key of DEMO_ACCOUNT_KEYS) {
    const row = inserted.find((user) => user.email === DEMO_ACCOUNTS[key].email);
    if (row) ids.set(key, row.id);
  }
  const profiles = DEMO_ACCOUNT_KEYS.flatMap((key) => {
    const profile = DEMO_PROFILES[key];
    if (!profile) return [];
    const { firstName, lastName } = DEMO_ACCOUNTS[key];
    return [{ ...profile, userId: lookup(ids, key), firstName, lastName }];
  });
  await tx.insert(ownerProfiles).values(profiles);
  return ids;
}

async function insertProperties(
  tx: DbOrTx,
  window: SeedWindow,
  userIds: ReadonlyMap<DemoAccountKey, number>,
): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(properties)
    .values(DEMO_PROPERTIES.map((property) => propertyRow(property, window)))
    .returning({ id: properties.id, entityName: properties.entityName });
  const ids = new Map<string, number>();
  for (const property of DEMO_PROPERTIES) {
    const row = inserted.find((p) => p.entityName === property.fields.entityName);
    if (row) ids.set(property.slug, row.id);
  }
  await tx.insert(propertyOwners).values(
    DEMO_PROPERTIES.flatMap((property) =>
      property.owners.map((owner) => ({
        propertyId: lookup(ids, property.slug),
        userId: lookup(userIds, owner),
      })),
    ),
  );
  return ids;
}

/** True when no one has an account yet: the signal to fill a fresh embedded database. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}
