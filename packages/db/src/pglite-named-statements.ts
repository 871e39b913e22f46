import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * Named statements on the embedded database, as node-postgres has them on PostgreSQL (decision
 * 0064). PGlite's own `query` parses, describes and plans every statement again on each call; on
 * the bench's data that was about 1.6 of the 50-property dashboard statement's 5.7 ms, and every
 * request of every route paid its share. Here a statement text is parsed once into a named
 * statement and then only bound and executed, so PostgreSQL also keeps its plan (after five runs,
 * a generic one where that costs no more, exactly as for node-postgres's named statements).
 *
 * The last `maxStatements` texts are kept; an older one is closed. Statements are session objects,
 * untouched by a rollback; one whose tables change is planned again by PostgreSQL itself.
 */
const MAX_STATEMENTS = 200;

type Named = { name: string; paramTypes: number[] };

/**
 * What this module reaches of PGlite beyond its typed surface: the two mutexes its own `query`
 * and `transaction` take (one statement at a time; no statement between another caller's BEGIN
 * and COMMIT) and its type serializers and parsers.
 */
type PGliteInternals = PGlite & {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
};

/** Makes `client.query` and the `query` of its transactions use named statements. */
export function useNamedStatements(client: PGlite, { maxStatements = MAX_STATEMENTS } = {}): void {
  const pglite = client as PGliteInternals;
  for (const method of ['_checkReady', '_runExclusiveQuery', '_runExclusiveTransaction'] as const) {
    // A PGlite upgrade that renames them must fail here, at start, not at the first query.
    if (typeof pglite[method] !== 'function')
      throw new Error(`PGlite has no ${method}: check useNamedStatements`);
  }
  const statements = new Map<string, Named>();
  let lastId = 0;
  const { serialize } = protocol;
  const send = async (message: Uint8Array) =>
    (await pglite.execProtocol(message, { syncToFs: false })).messages;

  async function named(text: string, options: QueryOptions | undefined, replies: unknown[]) {
    const kept = statements.get(text);
    if (kept) {
      // Most recently used last: the first entry is the one to close.
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    const name = `hs_${++lastId}`;
    replies.push(...(await send(serialize.parse({ name, text, types: options?.paramTypes }))));
    const paramTypes = parse.parseDescribeStatementResults(
      await send(serialize.describe({ type: 'S', name })),
    );
    const made = { name, paramTypes };
    statements.set(text, made);
    if (statements.size > maxStatements) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        replies.push(...(await send(serialize.close({ type: 'S', name: oldest[1].name }))));
      }
    }
    return made;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const replies: unknown[] = [];
    // PGlite runs a statement synchronously in this thread and settles its promise at once, so a
    // chain of statements (requests and jobs queued for the one connection) runs as microtasks
    // and the event loop never reaches its sockets or timers until the queue is empty: under the
    // load bench the server stopped reading requests for up to 3.4 s. Each statement first lets
    // the event loop turn once (decision 0066).
    await new Promise((resolve) => setImmediate(resolve));
    try {
      const statement = await named(text, options, replies);
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const type = statement.paramTypes[index] ?? 0;
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      replies.push(...(await send(serialize.bind({ statement: statement.name, values }))));
      replies.push(...(await send(serialize.describe({ type: 'P' }))));
      replies.push(...(await send(serialize.execute({}))));
    } finally {
      replies.push(...(await send(serialize.sync())));
    }
    const [result] = parse.parseResults(replies as never, pglite.parsers as never, options);
    return result as Results<T>;
  }

  const ownQuery = client.query.bind(client);
  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    // A COPY's file goes through PGlite's own path, which knows how to hand it over.
    if (options?.blob) return ownQuery<T>(text, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(async () => {
      const result = await pglite._runExclusiveQuery(() => run<T>(text, params ?? [], options));
      await pglite.syncToFs();
      return result;
    });
  };

  const ownTransaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    ownTransaction((tx) => {
      const inTransaction: Transaction = Object.create(tx) as Transaction;
      inTransaction.query = async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (options?.blob) return tx.query<R>(text, params, options);
        return pglite._runExclusiveQuery(() => run<R>(text, params ?? [], options));
      };
      return callback(inTransaction);
    });
}
