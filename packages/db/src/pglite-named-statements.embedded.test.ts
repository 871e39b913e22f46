import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNamedStatements } from './pglite-named-statements';

/** The embedded database's own statements (PGlite whatever TEST_DB_ENGINE says: the module is its). */
let client: PGlite;
beforeEach(async () => {
  client = await PGlite.create();
  useNamedStatements(client, { maxStatements: 3 });
  await client.exec('create table t (id int primary key, note text, day date, tags int[])');
});
afterEach(() => client.close());

/** The session's named statements, read through the simple protocol (`exec`), which names none. */
const prepared = async () => {
  const [result] = await client.exec('select statement from pg_prepared_statements order by statement');
  return (result?.rows ?? []).map((row) => (row as { statement: string }).statement);
};

describe('named statements on PGlite', () => {
  it('parses a text once and binds every call, with each type of parameter and null', async () => {
    const insert =
      'insert into t (id, note, day, tags) values ($1, $2, $3, $4) returning id, note, day, tags';
    await client.query(insert, [1, 'first', '2026-11-28', [1, 2]]);
    const second = await client.query(insert, [2, null, null, null]);
    expect(second.rows).toEqual([{ id: 2, note: null, day: null, tags: null }]);
    const read = await client.query<{ id: number; tags: number[] }>(
      'select id, tags from t where id = any($1::int[])',
      [[1]],
    );
    expect(read.rows).toEqual([{ id: 1, tags: [1, 2] }]);
    expect(await prepared()).toEqual([insert, 'select id, tags from t where id = any($1::int[])']);
  });

  it('keeps the last texts only, closing the oldest', async () => {
    for (const n of [1, 2, 3, 4, 5]) await client.query(`select ${n} + $1::int as n`, [1]);
    expect(await prepared()).toEqual([
      'select 3 + $1::int as n',
      'select 4 + $1::int as n',
      'select 5 + $1::int as n',
    ]);
    // A closed text is parsed again when it comes back.
    expect((await client.query<{ n: number }>('select 1 + $1::int as n', [1])).rows).toEqual([{ n: 2 }]);
  });

  it('keeps a refused statement out, and the session usable after it', async () => {
    await expect(client.query('select nope from t', [])).rejects.toThrow(/nope/);
    await expect(client.query('insert into t (id) values ($1)', ['x'])).rejects.toThrow(/integer/);
    await client.query('insert into t (id) values ($1)', [7]);
    await expect(client.query('insert into t (id) values ($1)', [7])).rejects.toMatchObject({
      code: '23505',
    });
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).not.toContain('select nope from t');
  });

  it("runs no statement of another caller inside a transaction, and a rollback leaves the other's write", async () => {
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values ($1, $2)', [1, 'rolled back']);
      // Asked while the transaction is open: it must wait for its end, not run inside it.
      outside = client.query('insert into t (id, note) values ($1, $2)', [2, 'kept']);
      await tx.query('select pg_sleep(0)');
      await tx.rollback();
    });
    await outside;
    expect((await client.query('select id, note from t order by id')).rows).toEqual([
      { id: 2, note: 'kept' },
    ]);
  });

  it('commits a transaction whose statements are named too', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id) values ($1)', [1]);
      await tx.query('insert into t (id) values ($1)', [2]);
    });
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('lets the event loop turn before each statement, so that a queue of them starves no socket', async () => {
    // Twenty requests' statements queued for the one connection, and an I/O callback due meanwhile
    // (a setImmediate stands for a socket's): it must run before the queue is done.
    const done: number[] = [];
    let doneWhenCalledBack: number | undefined;
    const queued = Array.from({ length: 20 }, (_, index) =>
      client.query('select $1::int as n', [index]).then(() => done.push(index)),
    );
    setImmediate(() => (doneWhenCalledBack = done.length));
    await Promise.all(queued);
    expect(doneWhenCalledBack).toBeDefined();
    expect(doneWhenCalledBack).toBeLessThan(20);
  });
});
