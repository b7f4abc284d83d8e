/**
 * Prepared statements cached by shape for the life of the process. A statement is built once
 * per database and `key`, then executed with placeholder values: Drizzle builds no SQL on the
 * hot path and PostgreSQL plans a named statement once per connection.
 *
 * The cache outlives the request that built a statement, so every value that differs between
 * callers — the tenant above all — must be a `sql.placeholder(…)`. A value captured into the
 * SQL instead would be served to the next caller of the same shape (tenant A's id answering
 * tenant B). Outside production every statement is checked as it is built, and one that binds
 * a value refuses to run, naming its key. Under the test suite (NODE_ENV=test) every later use of
 * a key also builds the statement again and refuses to run when its SQL differs from the cached
 * one: a key that does not decide the SQL alone would serve one shape's statement to another.
 *
 * At most `MAX_SHAPES` shapes are kept per database, least recently used first out; the
 * database driver bounds the prepared statements on its side the same way.
 */
import { is, Placeholder, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from './client';
import { statementName } from './pg-statements';

/** A value a statement takes when it runs, not when it is built: `P('tenantId')` (every value that differs between callers). */
export const P = sql.placeholder;

export type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown[]> };
export type Preparable = { prepare(name: string): Prepared; toSQL(): { sql: string; params: unknown[] } };

/** Checked everywhere but production: the check walks the params once per statement built. */
const CHECK_BOUND_VALUES = process.env.NODE_ENV !== 'production';
/** Checked under the test suite only: it builds the statement again on every call. */
const CHECK_KEYS = process.env.NODE_ENV === 'test';
export const MAX_SHAPES = 500;

interface Cached {
  prepared: Prepared;
  sql: string;
}
const statements = new WeakMap<object, LRUCache<string, Cached>>();

class CapturedValueError extends Error {
  constructor(key: string, position: number) {
    super(
      `Statement "${key}" binds a value as parameter $${position} instead of sql.placeholder(…): the statement is ` +
        'cached for every later caller of its shape, so the value would be served to them (another tenant included).',
    );
    this.name = 'CapturedValueError';
  }
}

/** Throws unless every bound parameter of `query` is a placeholder. */
function assertOnlyPlaceholders(key: string, query: Pick<Preparable, 'toSQL'>): void {
  const { params } = query.toSQL();
  const captured = params.findIndex((param) => !is(param, Placeholder));
  if (captured !== -1) throw new CapturedValueError(key, captured + 1);
}

class KeyCollisionError extends Error {
  constructor(key: string) {
    super(`Statement key "${key}" was built into two different SQL texts: the key must decide the SQL alone.`);
    this.name = 'KeyCollisionError';
  }
}

/**
 * The prepared statement of `key` on `db`, built by `build` the first time. `key` names the
 * shape (which filters, which sort) and must decide the SQL text alone.
 */
export function statement(db: DbOrTx, key: string, build: () => Preparable): Prepared {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new LRUCache({ max: MAX_SHAPES })));
  const cached = byKey.get(key);
  if (cached) {
    if (CHECK_KEYS && build().toSQL().sql !== cached.sql) throw new KeyCollisionError(key);
    return cached.prepared;
  }
  const query = build();
  if (CHECK_BOUND_VALUES) assertOnlyPlaceholders(key, query);
  const { sql } = query.toSQL();
  // Named by its text, as every other statement is: one text, one prepared statement per connection.
  const prepared = query.prepare(statementName(sql));
  byKey.set(key, { prepared, sql });
  return prepared;
}
