/**
 * PostgreSQL plans a statement it has seen before only when the statement is named: an unnamed
 * one is parsed, analysed and planned again on every call, which for the vend's and the lists'
 * larger statements is most of what the database spends on them. So every parametrised statement
 * Drizzle sends gets a name from its text (the SQL, never a value: values travel as parameters),
 * node-postgres parses it once per connection, and the server keeps its plan. Plain strings
 * (BEGIN, COMMIT, migrations, pg-boss's scripts) and statements without parameters stay unnamed.
 *
 * Each connection keeps at most `maxStatements` named statements, least recently used first out:
 * the one it drops is deallocated on the server before its name is forgotten here, so neither the
 * API nor a database backend grows with the number of distinct statement texts it has seen.
 * The PGlite counterpart is `pglite-statements.ts`.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { DEFAULT_STATEMENT_CACHE_SIZE } from '../config';

/** Names of recent texts, so the hash of a text runs once, not once a call. */
const names = new LRUCache<string, string>({ max: 5_000 });

/** The name of a statement's text: the same text gets the same name on every connection and process. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `n_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** What node-postgres records of the statements a connection has parsed, by name. */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string> };
}

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;

/**
 * A pg.Client whose parametrised statements are named by their text (`new pg.Pool({ Client })`),
 * at most `maxStatements` of them at once (the class's static, set by `boundedStatementClient`).
 */
export class NamedStatementClient extends pg.Client {
  static maxStatements = DEFAULT_STATEMENT_CACHE_SIZE;
  /** Connections open in this process (for the statement count in /metrics). */
  static readonly open = new Set<NamedStatementClient>();
  /** Named statements this connection holds, least recently used first (a Map keeps insertion order). */
  readonly prepared = new Map<string, true>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    NamedStatementClient.open.add(this);
    this.once('end', () => NamedStatementClient.open.delete(this));
  }

  /** Named statements held by every open connection of this process. */
  static heldStatements(): number {
    let n = 0;
    for (const client of NamedStatementClient.open) n += client.prepared.size;
    return n;
  }

  /** Makes room for `name`, deallocating the least recently used statement when full. */
  private admit(name: string): void {
    if (this.prepared.delete(name)) {
      this.prepared.set(name, true);
      return;
    }
    const max = (this.constructor as typeof NamedStatementClient).maxStatements;
    while (this.prepared.size >= max) {
      const oldest = this.prepared.keys().next().value;
      if (oldest === undefined) break;
      this.prepared.delete(oldest);
      // Queued before the statement that needs the room; its name is forgotten only once the
      // server has dropped it (the callback runs before the next queued query is sent), so a
      // statement queued in between still finds it. A refused DEALLOCATE (an aborted transaction)
      // leaves the statement where it is, and it is taken back into the count.
      query.call(this, `deallocate "${oldest}"`, (error: Error | null) => {
        if (error) this.prepared.set(oldest, true);
        else delete (this as unknown as ParsedStatements).connection.parsedStatements[oldest];
      });
    }
    this.prepared.set(name, true);
  }

  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    if (config !== null && typeof config === 'object' && !Array.isArray(config)) {
      const c = config as QueryConfigLike;
      const values = Array.isArray(rest[0]) ? rest[0] : c.values;
      if (typeof c.text === 'string' && Array.isArray(values) && values.length > 0) {
        // A name given by the caller is replaced by the text's own: one text, one name, whoever asks.
        const name = statementName(c.text);
        this.admit(name);
        return query.call(this, { ...c, name }, ...rest) as never;
      }
    }
    return query.apply(this, args) as never;
  }
}

/** A client class for a pool whose connections keep at most `maxStatements` named statements each. */
export function boundedStatementClient(maxStatements: number): typeof NamedStatementClient {
  return class extends NamedStatementClient {
    static override maxStatements = Math.max(1, maxStatements);
  };
}
