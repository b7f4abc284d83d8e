/** What every part of the demo seed shares: the tenant being seeded, its random source and clock. */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';
import type { Random } from './names';

export const DAY_MS = 86_400_000;
const CHUNK = 1000;

export interface SeedContext {
  tx: Tx;
  tenantId: number;
  random: Random;
  now: Date;
  /** The start of the 90 days of demo history. */
  start: number;
}

export async function insertChunked<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
}
