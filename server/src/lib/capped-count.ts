/** How many rows a selection holds, counted no further than a cap (a picker's "2,000 touchpoints"). */
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * The number of rows `selection` yields, read up to `cap + 1`: a count above `cap` means "more
 * than cap", and never costs more than reading `cap + 1` index entries.
 */
export async function cappedCount(db: Db, selection: PgSelect, cap: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(selection.limit(cap + 1).as('capped'));
  return Number(row?.n ?? 0);
}
