import { sql } from 'drizzle-orm';
import type { Db } from '@harborstay/db';
import { LARGE_OWNER_EMAILS } from './dataset';

/** What the cold run needs of an owner, read from the database once it is filled. */
export type ColdOwner = {
  email: string;
  propertyIds: number[];
  /** Every 12th stay or block of each property by check-in: spread over all its years. */
  reservationIds: number[];
  /** How many care tasks each property has, for the pages of its list. */
  tasksByProperty: Map<number, number>;
};

/** How many of each property's reservations the route of one reservation asks for (every nth). */
const EVERY_NTH_RESERVATION = 12;

/**
 * The 20 large owners' properties, some of their reservations and their task counts, read from
 * the database (not through the API, so that no request of the run is asked before it is measured).
 */
export function readLargeOwners(db: Db): Promise<ColdOwner[]> {
  return readOwners(db, LARGE_OWNER_EMAILS);
}

/** The same of any owners of the dataset, in the order of `ownerEmails`. */
export async function readOwners(db: Db, ownerEmails: readonly string[]): Promise<ColdOwner[]> {
  const emails = `{${ownerEmails.join(',')}}`;
  const owned = await rows<{ email: string; property_id: number }>(
    db,
    sql`SELECT u.email, po.property_id FROM users u JOIN property_owners po ON po.user_id = u.id
      WHERE u.email = ANY (${emails}::text[]) ORDER BY u.email, po.property_id`,
  );
  const propertyIds = `{${owned.map((row) => row.property_id).join(',')}}`;
  const reservations = await rows<{ property_id: number; id: number }>(
    db,
    sql`SELECT property_id, id FROM (
        SELECT property_id, id, row_number() OVER (PARTITION BY property_id ORDER BY start_date, id) AS n
        FROM reservations WHERE property_id = ANY (${propertyIds}::int[])
      ) AS numbered WHERE n % ${EVERY_NTH_RESERVATION} = 1 ORDER BY property_id, id`,
  );
  const tasks = await rows<{ property_id: number; count: number }>(
    db,
    sql`SELECT property_id, count(*)::int AS count FROM care_tasks
      WHERE property_id = ANY (${propertyIds}::int[]) GROUP BY property_id`,
  );
  return ownerEmails.map((email) => {
    const ids = owned.filter((row) => row.email === email).map((row) => Number(row.property_id));
    if (ids.length === 0) throw new Error(`the bench data has no properties for ${email}`);
    const mine = new Set(ids);
    return {
      email,
      propertyIds: ids,
      reservationIds: reservations
        .filter((row) => mine.has(Number(row.property_id)))
        .map((row) => Number(row.id)),
      tasksByProperty: new Map(
        tasks
          .filter((row) => mine.has(Number(row.property_id)))
          .map((row) => [Number(row.property_id), Number(row.count)]),
      ),
    };
  });
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
