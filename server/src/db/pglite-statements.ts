/**
 * PGlite answers `query()` with six protocol round trips into WASM and plans every call
 * afresh. This wrapper keeps a named prepared statement per SQL text, like node-postgres
 * does for a named query: Parse + Describe once, then Bind + Describe + Execute + Sync in
 * one call, and PostgreSQL switches to a cached generic plan. Results are parsed by PGlite's
 * own `parseResults`, so callers (Drizzle) see exactly what `query()` returns.
 */
import {
  parse as pgliteParse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;
const MAX_STATEMENTS = 1000;

interface Internals {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
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

export function withNamedStatements(client: PGlite): PGlite {
  const internals = client as unknown as PGlite & Internals;
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  let inTransaction = false;

  /** Runs under the query mutex (and, outside a transaction, the transaction mutex). */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await new Promise((resolve) => setImmediate(resolve));
    let statement = statements.get(text);
    if (!statement) {
      const name = `pgl_${statements.size + 1}`;
      const described = await client.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(described.messages) };
      statements.set(text, statement);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[oid] ?? internals.serializers[oid];
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
    return pgliteParse.parseResults(result.messages, internals.parsers, options)[0] as Results<T>;
  }

  const fast = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> | undefined =>
    options?.blob || (!statements.has(text) && statements.size >= MAX_STATEMENTS)
      ? undefined
      : internals._runExclusiveQuery(() => run<T>(text, params, options));

  const query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
    internals._runExclusiveTransaction(
      () => fast<T>(text, params, options) ?? client.query<T>(text, params as never[], options),
    );

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    client.transaction(async (tx) => {
      inTransaction = true;
      try {
        const fastTx: Transaction = Object.create(tx, {
          query: {
            value: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
              fast<R>(text, params, options) ?? tx.query<R>(text, params as never[], options),
          },
        });
        return await callback(fastTx);
      } finally {
        inTransaction = false;
      }
    });

  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
