/**
 * Every value comes back from the database exactly as stored, through the path Drizzle uses. On
 * PGlite this covers the patch to its protocol reader (patches/@electric-sql__pglite@*.patch):
 * a field's text is decoded from a view of the message buffer rather than a copy of its bytes,
 * and one DataView serves every message of a buffer. So the checks are the reader's limits:
 * multi-byte UTF-8 (split nowhere but at field edges), empty and null fields beside each other,
 * a field of several megabytes, bytea, and thousands of rows whose messages share buffers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './helper';

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows).rows;

describe('values on the wire', () => {
  let database: Database;
  before(async () => {
    database = await openTestDatabase();
  });
  after(async () => database.close());

  it('returns multi-byte text, empty strings and nulls side by side, exactly', async () => {
    const texts = ['नमस्ते दुनिया', '₹1,00,000.50', '👩‍👩‍👧 émoji ünïcödé', '', 'a', 'tab\tand\nnewline'];
    for (const text of texts) {
      const [row] = await rowsOf(
        database,
        sql`select ${text}::text as t, null::text as n, ''::text as e, length(${text}::text)::int as len`,
      );
      assert.equal(row!.t, text);
      assert.equal(row!.n, null);
      assert.equal(row!.e, '');
      assert.equal(row!.len, [...text].length);
    }
  });

  it('returns a field of several megabytes whole, and the fields after it', async () => {
    const big = 'अ'.repeat(1_500_000) + 'end';
    const [row] = await rowsOf(database, sql`select ${big}::text as big, ${'after'}::text as next, 42::int as n`);
    assert.equal((row!.big as string).length, big.length);
    assert.equal(row!.big, big);
    assert.equal(row!.next, 'after');
    assert.equal(row!.n, 42);
  });

  it('returns bytea byte for byte', async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    const [row] = await rowsOf(database, sql`select ${Buffer.from(bytes)}::bytea as b, 'x'::text as t`);
    assert.deepEqual(Uint8Array.from(row!.b as Uint8Array), bytes);
    assert.equal(row!.t, 'x');
  });

  it('returns 20 000 rows of mixed widths in order, each value its own', async () => {
    const rows = await rowsOf(
      database,
      sql`select g::int as i, repeat('ß', g % 50) as s, case when g % 7 = 0 then null else g::text || '€' end as m
          from generate_series(1, ${20_000}::int) as g order by g`,
    );
    assert.equal(rows.length, 20_000);
    for (let g = 1; g <= 20_000; g += 1) {
      const row = rows[g - 1]!;
      assert.equal(row.i, g);
      assert.equal(row.s, 'ß'.repeat(g % 50));
      assert.equal(row.m, g % 7 === 0 ? null : `${g}€`);
    }
  });
});
