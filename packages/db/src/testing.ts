import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client';

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; with
 * TEST_DB_ENGINE=postgres, a database of its own on TEST_DATABASE_URL's server, dropped on close,
 * so runs never see each other's data.
 */
export async function openTestDatabase(): Promise<Database> {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
  if (engine === 'pglite') return openDatabase({ dataDir: undefined });

  const scratch = await createScratchDatabase();
  const database = await openDatabase({ url: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** An empty PostgreSQL database with a random name on TEST_DATABASE_URL's server. */
export async function createScratchDatabase(): Promise<{
  url: string;
  /** How many server connections are open to it now. */
  connections: () => Promise<number>;
  /** Ends every server connection to it, as a server restart would. */
  terminateConnections: () => Promise<void>;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `harborstay_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    connections: () =>
      withAdminClient(adminUrl, async (client) => {
        const result = await client.query<{ count: number }>(
          'select count(*)::int as count from pg_stat_activity where datname = $1',
          [name],
        );
        return result.rows[0]?.count ?? 0;
      }),
    terminateConnections: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]),
      );
    },
    drop: async () => {
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
