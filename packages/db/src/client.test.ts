import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './client';
import { createScratchDatabase, openTestDatabase } from './testing';

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';

/** Asks the database to echo a number: both drivers answer raw SQL with `{ rows }`. */
async function echo(db: Db, value: number): Promise<number | undefined> {
  const result = (await db.execute(sql`select ${value}::int as value`)) as unknown as {
    rows: { value: number }[];
  };
  return result.rows[0]?.value;
}

describe('openDatabase', () => {
  it('answers queries until closed, and refuses them after', async () => {
    const database = await openTestDatabase();
    expect(await echo(database.db, 42)).toBe(42);
    const { db } = database;
    await database.close();
    await expect(db.execute(sql`select 1`)).rejects.toThrow();
  });

  // A test database dropped WITH (FORCE) right after close() once killed connections the pool was
  // still closing; their errors had no listener and crashed the test run.
  if (engine === 'postgres') {
    it('survives a connection the server ends while idle: reports it, and the next query works', async () => {
      const scratch = await createScratchDatabase();
      const errors: Error[] = [];
      const database = await openDatabase({ url: scratch.url, onIdleError: (error) => errors.push(error) });
      try {
        await database.db.execute(sql`select 1`);
        await scratch.terminateConnections();
        await vi.waitFor(() => expect(errors).toHaveLength(1));
        expect(errors[0]?.message).toMatch(/terminat/i);
        expect(await echo(database.db, 2)).toBe(2);
      } finally {
        await database.close();
        await scratch.drop();
      }
    });

    it('has let go of every server connection when close() returns', async () => {
      const scratch = await createScratchDatabase();
      try {
        const database = await openDatabase({ url: scratch.url });
        // Several queries at once, so that the pool holds several connections when it is closed.
        await Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
        expect(await scratch.connections()).toBeGreaterThan(1);
        await database.close();
        expect(await scratch.connections()).toBe(0);
      } finally {
        await scratch.drop();
      }
    });

    it('opens no more connections than its poolSize, and queues the rest of the queries', async () => {
      const scratch = await createScratchDatabase();
      const database = await openDatabase({ url: scratch.url, poolSize: 2 });
      try {
        // Six queries at once: each counts the open connections once it is answered.
        const counts = await Promise.all(
          Array.from({ length: 6 }, async () => {
            await database.db.execute(sql`select pg_sleep(0.02)`);
            return scratch.connections();
          }),
        );
        expect(Math.max(...counts)).toBe(2);
      } finally {
        await database.close();
        await scratch.drop();
      }
    });
  }
});
