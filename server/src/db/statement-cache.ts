/**
 * Prepared statements cached by shape for the life of the process. A statement is built once
 * per database and `key`, then executed with placeholder values: Drizzle builds no SQL on the
 * hot path and PostgreSQL plans a named statement once per connection.
 *
 * The cache outlives the request that built a statement, so every value that differs between
 * callers — the tenant above all — must be a `sql.placeholder(…)`. A value captured into the
 * SQL instead would be served to the next caller of the same shape (tenant A's id answering
 * tenant B). Outside production every statement is checked as it is built, and one that binds
 * a value refuses to run, naming its key.
 */
import { createHash } from 'node:crypto';
import { is, Placeholder } from 'drizzle-orm';
import type { DbOrTx } from './client';

export type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown[]> };
export type Preparable = { prepare(name: string): Prepared; toSQL(): { sql: string; params: unknown[] } };

/** Checked everywhere but production: the check walks the params once per statement built. */
const CHECK_BOUND_VALUES = process.env.NODE_ENV !== 'production';

const statements = new WeakMap<object, Map<string, Prepared>>();

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

/**
 * The prepared statement of `key` on `db`, built by `build` the first time. `key` names the
 * shape (which filters, which sort) and must decide the SQL text alone.
 */
export function statement(db: DbOrTx, key: string, build: () => Preparable): Prepared {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let prepared = byKey.get(key);
  if (!prepared) {
    const query = build();
    if (CHECK_BOUND_VALUES) assertOnlyPlaceholders(key, query);
    prepared = query.prepare(`q_${createHash('sha1').update(key).digest('hex').slice(0, 20)}`);
    byKey.set(key, prepared);
  }
  return prepared;
}
