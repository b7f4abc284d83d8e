/**
 * PGlite answers `query()` with six protocol round trips into WASM and plans every call
 * afresh. This wrapper keeps a named prepared statement per SQL text, like node-postgres
 * does for a named query: Parse + Describe once, then Bind + Describe + Execute + Sync in
 * one call, and PostgreSQL switches to a cached generic plan. Results are parsed by PGlite's
 * own `parseResults`, so callers (Drizzle) see exactly what `query()` returns.
 *
 * The statements are a bounded LRU: a new text past the bound closes the least recently used
 * statement in the same round trip that prepares the new one, so no number of distinct texts
 * can grow the database's memory or refuse a query. Every statement takes its locks once, in
 * the order PGlite itself takes them (transaction, then query), and never calls back into a
 * PGlite method that would take a lock it holds.
 */
import {
  parse as pgliteParse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

const { serialize } = protocol;

interface Statement {
  name: string;
  paramTypes: number[];
}

/**
 * The one lock PGlite exposes for whole transactions. `query()` and `exec()` take it, then the
 * query lock (public as `runExclusive`); a statement outside a transaction must hold it too, or
 * it could run between another caller's BEGIN and COMMIT.
 */
interface TransactionLock {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

export interface StatementStats {
  /** Statements prepared now. */
  size: number;
  /** Statements closed to make room, since start. */
  evicted: number;
}

export function withNamedStatements(
  client: PGlite,
  /** Prepared statements kept (one connection): the bound of the LRU. */
  maxStatements: number,
): PGlite & { statementStats(): StatementStats } {
  const lock = client as unknown as TransactionLock;
  const statements = new LRUCache<string, Statement>({ max: Math.max(1, maxStatements) });
  let sequence = 0;
  let evicted = 0;
  let inTransaction = false;

  /** Runs under the query lock (and, outside a transaction, the transaction lock). */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // Between two statements other callbacks (timers, sockets) get their turn.
    await new Promise((resolve) => setImmediate(resolve));
    let statement = statements.get(text);
    if (!statement) {
      const parts: Uint8Array[] = [];
      if (statements.size >= statements.max) {
        // Closing a statement that is gone is not an error, so a failed Parse below loses nothing.
        const oldest = statements.pop();
        if (oldest) {
          parts.push(serialize.close({ type: 'S', name: oldest.name }));
          evicted += 1;
        }
      }
      sequence += 1;
      const name = `pgl_${sequence}`;
      parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
      const described = await client.execProtocol(concat(parts), { syncToFs: false });
      statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(described.messages) };
      statements.set(text, statement);
    }
    const { paramTypes } = statement;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = paramTypes[i]!;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    const result = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    return pgliteParse.parseResults(result.messages, client.parsers, options)[0] as Results<T>;
  }

  // A query that attaches a file (COPY … TO/FROM a blob) is PGlite's own business: it takes its
  // own locks, so it is handed over before any lock is taken here.
  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    options?.blob
      ? client.query<T>(text, params as never[], options)
      : lock._runExclusiveTransaction(() => client.runExclusive(() => run<T>(text, params, options)));

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    client.transaction(async (tx) => {
      inTransaction = true;
      try {
        const fastTx: Transaction = Object.create(tx, {
          query: {
            value: <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
              options?.blob
                ? tx.query<R>(text, params as never[], options)
                : client.runExclusive(() => run<R>(text, params, options)),
          },
        });
        return await callback(fastTx);
      } finally {
        inTransaction = false;
      }
    });

  const statementStats = (): StatementStats => ({ size: statements.size, evicted });

  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      if (property === 'statementStats') return statementStats;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as PGlite & { statementStats(): StatementStats };
}
