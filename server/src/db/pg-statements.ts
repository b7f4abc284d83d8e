/**
 * PostgreSQL plans a statement it has seen before only when the statement is named: an unnamed
 * one is parsed, analysed and planned again on every call, which for the vend's and the lists'
 * larger statements is most of what the database spends on them. So every parametrised statement
 * Drizzle sends gets a name from its text (the SQL, never a value: values travel as parameters),
 * node-postgres parses it once per connection, and the server keeps its plan. Plain strings
 * (BEGIN, COMMIT, migrations, pg-boss's scripts) and statements without parameters stay unnamed,
 * and at most `MAX_NAMED` distinct texts are named per process, so a statement whose text varies
 * (an IN list of any length) cannot grow each connection's statements without bound.
 * The PGlite counterpart is `pglite-statements.ts`.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

const MAX_NAMED = 500;
const names = new Map<string, string | null>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined) {
    name = names.size < MAX_NAMED ? `n_${createHash('sha1').update(text).digest('hex').slice(0, 20)}` : null;
    // Texts past the limit are remembered as unnamed too, up to twice the limit (then not at all).
    if (names.size < 2 * MAX_NAMED) names.set(text, name);
  }
  return name ?? undefined;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** A pg.Client whose parametrised statements are named by their text (`new pg.Pool({ Client })`). */
export class NamedStatementClient extends pg.Client {}

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
NamedStatementClient.prototype.query = function namedQuery(this: pg.Client, config: unknown, ...rest: unknown[]) {
  if (config !== null && typeof config === 'object' && !Array.isArray(config)) {
    const c = config as QueryConfigLike;
    const values = Array.isArray(rest[0]) ? rest[0] : c.values;
    if (typeof c.text === 'string' && !c.name && Array.isArray(values) && values.length > 0) {
      const name = nameOf(c.text);
      if (name) return query.call(this, { ...c, name }, ...rest);
    }
  }
  return query.call(this, config, ...rest);
} as typeof pg.Client.prototype.query;
