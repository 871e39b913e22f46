import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { useNamedStatements } from './pglite-named-statements';
import * as schema from './schema';

type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/**
 * The connections a server opens at most when `poolSize` is not given (node-postgres's own
 * default). Connections beyond about twice the database's cores do not add throughput: their
 * queries share the database's CPU instead of waiting their turn in the pool (decision 0070).
 */
export const DEFAULT_POOL_SIZE = 10;

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export type OpenDatabaseOptions =
  /**
   * A postgres:// URL selects PostgreSQL through node-postgres, with at most `poolSize`
   * connections (`DEFAULT_POOL_SIZE` when not given). `onIdleError` hears about a
   * pooled connection that broke while idle (server restart, admin termination): the pool drops
   * it and opens a new one for the next query, so it is worth a log line, not a crash.
   */
  | { url: string; poolSize?: number; onIdleError?: (error: Error) => void }
  /** A folder for the embedded PGlite database, or undefined for an in-memory one (tests). */
  | { dataDir: string | undefined };

/** Opens the database and brings its schema up to date: the same migrations on both engines. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if ('url' in options) {
    // Idle connections are kept (pg-pool closes them after 10 s by default): a connection's first
    // run of a statement loads the catalog and plans it, about 20 ms for the dashboard's against
    // 2 ms afterwards, so a pool emptied by a quiet minute would make the next owners pay it.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      idleTimeoutMillis: 0,
    });
    // Without a listener, an idle connection's error would be thrown as an uncaught exception.
    pool.on('error', options.onIdleError ?? ((error) => console.error('database connection lost:', error)));
    // pool.end() resolves once it has asked each connection to close, not once they are closed;
    // waiting for each 'end' means the server has let go of the database when close() returns.
    const open = new Set<Promise<void>>();
    pool.on('connect', (client) => {
      const ended: Promise<void> = new Promise((resolve) =>
        client.once('end', () => {
          open.delete(ended);
          resolve();
        }),
      );
      open.add(ended);
    });
    const db = drizzlePg(pool, { schema });
    await migrateOnce(pool);
    const close = async () => {
      await pool.end();
      await Promise.all(open);
    };
    return { db: db as unknown as Db, kind: 'postgres', close };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { btree_gist } });
  useNamedStatements(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** Any constant both sides agree on: the advisory lock that lets one server migrate at a time. */
const MIGRATION_LOCK_KEY = 7_102_026;

/**
 * Several servers started together on one database each run the migrations; without a lock two of
 * them create the same table at once and one fails (a duplicate `pg_type` row). The first to take
 * the session-level advisory lock migrates; the others wait for it, then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The SQLSTATE of a database error, looking through the wrappers drivers and Drizzle add. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      return current.code;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';
