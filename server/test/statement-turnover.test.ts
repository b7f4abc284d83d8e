/**
 * No number of distinct statement texts can stop the database: each driver keeps a bounded set of
 * prepared statements, drops the least recently used one when it needs room, and never waits on a
 * lock it already holds. Runs on both databases through the same path Drizzle uses.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEFAULT_STATEMENT_CACHE_SIZE } from '../src/config';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { statement } from '../src/db/statement-cache';
import { openTestDatabase } from './helper';

/** A statement text of its own for every `n`, with a parameter so it is prepared and named. */
const distinct = (n: number, value: number) =>
  sql`select ${value}::int + ${sql.raw(String(n))} as v, ${sql.raw(`'shape ${n}'`)} as shape`;

async function value(database: Database, n: number, v: number): Promise<number> {
  const result = await database.db.execute(distinct(n, v));
  return Number((result as unknown as { rows: { v: number }[] }).rows[0]!.v);
}

describe('statement turnover', () => {
  let database: Database;
  before(async () => {
    database = await openTestDatabase();
  });
  after(async () => database.close());

  it('answers after 10 000 distinct statement texts, and a normal query still runs', { timeout: 120_000 }, async () => {
    for (let n = 0; n < 10_000; n += 1) {
      // Every 97th text is seen again, so cached and evicted statements both run between new ones.
      const m = n % 97 === 0 && n > 0 ? n - 96 : n;
      assert.equal(await value(database, m, 1), m + 1);
    }
    const users = await database.db.execute(sql`select count(*)::int as n from users where id > ${0}`);
    assert.ok(Number((users as unknown as { rows: { n: number }[] }).rows[0]!.n) > 0);
  });

  it(
    'serves concurrent statements and transactions correctly while the cache turns over',
    { timeout: 120_000 },
    async () => {
      const rounds = 40;
      for (let round = 0; round < rounds; round += 1) {
        const work: Promise<void>[] = [];
        for (let i = 0; i < 25; i += 1) {
          const n = 20_000 + round * 25 + i;
          work.push(value(database, n, i).then((v) => assert.equal(v, n + i)));
          // A statement every round repeats: it must keep answering while others push it out.
          work.push(value(database, 7, round).then((v) => assert.equal(v, 7 + round)));
        }
        work.push(
          database.db.transaction(async (tx) => {
            const a = await tx.execute(distinct(30_000 + round, 1));
            const b = await tx.execute(distinct(7, 2));
            assert.equal(Number((a as unknown as { rows: { v: number }[] }).rows[0]!.v), 30_001 + round);
            assert.equal(Number((b as unknown as { rows: { v: number }[] }).rows[0]!.v), 9);
          }),
        );
        await Promise.all(work);
      }
    },
  );

  it('keeps no more prepared statements in the database than its bound', { timeout: 120_000 }, async () => {
    for (let n = 40_000; n < 41_000; n += 1) await value(database, n, 0);
    // Statements cached by shape (the lists' path) count against the same bound.
    for (let n = 41_000; n < 42_000; n += 1) {
      const shape = statement(database.db, `turnover|${n}`, () =>
        database.db
          .select({ v: sql<number>`${sql.placeholder('v')}::int + ${sql.raw(String(n))}` })
          .from(users)
          .limit(sql.placeholder('limit')),
      );
      const [row] = (await shape.execute({ v: 1, limit: 1 })) as { v: number }[];
      assert.equal(Number(row!.v), n + 1);
    }
    const prepared = await database.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where ${1} = 1`,
    );
    const count = Number((prepared as unknown as { rows: { n: number }[] }).rows[0]!.n);
    // The count is per session: PGlite's one connection, or the pooled connection that answered.
    assert.ok(
      count <= DEFAULT_STATEMENT_CACHE_SIZE,
      `${count} prepared statements kept in one session (bound: ${DEFAULT_STATEMENT_CACHE_SIZE})`,
    );
  });
});
