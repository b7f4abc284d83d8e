/**
 * The wire's instants: `toIso` rearranges PostgreSQL's UTC text without a Date, and must answer
 * exactly what a Date made from the same text answers, for every form the database prints.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { toIso } from '../src/lib/time';
import { openTestDatabase } from './helper';

/** What a Date makes of PostgreSQL's text: the reference. */
const viaDate = (text: string) =>
  new Date(text.includes('T') ? text : text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

describe('instants on the wire', () => {
  let database: Database;
  before(async () => {
    database = await openTestDatabase();
  });
  after(async () => database.close());

  it('answers as a Date would, fraction cut (not rounded) to milliseconds, in every form', () => {
    const cases: [string, string][] = [
      ['2026-11-29 22:14:15+00', '2026-11-29T22:14:15.000Z'],
      ['2026-11-29 22:14:15.1+00', '2026-11-29T22:14:15.100Z'],
      ['2026-11-29 22:14:15.12+00', '2026-11-29T22:14:15.120Z'],
      ['2026-11-29 22:14:15.123999+00', '2026-11-29T22:14:15.123Z'],
      ['2026-12-31 23:59:59.999999+00', '2026-12-31T23:59:59.999Z'],
      ['2026-11-29T22:14:15.5Z', '2026-11-29T22:14:15.500Z'],
      ['2026-11-29 22:14:15.5+00:00', '2026-11-29T22:14:15.500Z'],
      // Not UTC: through a Date.
      ['2026-11-30 03:44:15.123+05:30', '2026-11-29T22:14:15.123Z'],
      ['2026-11-29 17:14:15-05', '2026-11-29T22:14:15.000Z'],
    ];
    for (const [text, iso] of cases) {
      assert.equal(toIso(text), iso, text);
      assert.equal(toIso(text), viaDate(text), text);
    }
    assert.equal(toIso(new Date('2026-01-02T03:04:05.678Z')), '2026-01-02T03:04:05.678Z');
    assert.equal(toIso(null), '');
    assert.equal(toIso(undefined), '');
  });

  it('answers as a Date would for 5 000 instants as the database prints them', async () => {
    const result = (await database.db.execute(
      sql`select (timestamptz '2000-01-01 00:00:00+00' + (random() * 40 * 365 * 86400) * interval '1 second'
                  + (g % 4) * interval '1 microsecond')::text as t
          from generate_series(1, ${5_000}::int) as g`,
    )) as unknown as { rows: { t: string }[] };
    assert.equal(result.rows.length, 5_000);
    for (const { t } of result.rows) assert.equal(toIso(t), viaDate(t), t);
  });
});
