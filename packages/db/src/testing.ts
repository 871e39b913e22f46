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

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `harborstay_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
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
