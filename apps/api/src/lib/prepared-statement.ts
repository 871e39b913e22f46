import type { DbOrTx } from '@harborstay/db';

/**
 * A statement of the request path built once per database rather than on every request
 * (decision 0029): drizzle's query building then costs nothing per call, and PostgreSQL parses
 * each named statement once per pooled connection. `prepare` must give the same text every time:
 * anything that varies per call is a `sql.placeholder`, the scope's ids one array among them.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: DbOrTx) => Statement,
): (db: DbOrTx) => Statement {
  const byDatabase = new WeakMap<DbOrTx, Statement>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
