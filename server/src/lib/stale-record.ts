/**
 * Stale saves (concurrent edits): every record edit sends back the `updated_at` its form loaded,
 * and the UPDATE itself requires the stored one to be exactly that — checked atomically in its
 * WHERE, so two saves of one loaded version cannot both land, and a save over someone else's
 * change answers 409 with nothing written. The wire carries `updated_at` with microseconds
 * (lib/time `toExactIso`), so what a detail returned compares equal to what is stored.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { badRequest, conflict } from './http-errors';
import { parseTimestamp } from './time';

const STALE_RECORD_MESSAGE = 'This record was changed by someone else. Reload to see the latest.';

/** The WHERE term of an edit: the record is still at the version the client loaded. */
export function unchangedSince(updatedAt: AnyColumn, loaded: string): SQL {
  const at = parseTimestamp(loaded);
  if (at === null) {
    throw badRequest('updated_at must be the record’s updated_at exactly as it was read.', 'INVALID_UPDATED_AT');
  }
  return sql`${updatedAt} = ${at}::timestamptz`;
}

/** Refuses (409) when the guarded UPDATE found no row at the loaded version. */
export function assertUnchanged(updated: readonly unknown[]): void {
  if (updated.length === 0) throw conflict(STALE_RECORD_MESSAGE, 'STALE_RECORD');
}

/** A table an edit writes: its rows have an id and an `updated_at`. */
type EditedTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * The UPDATE of an edit: `changes` and a new `updated_at` on the rows `where` names (the record,
 * at the version loaded: `unchangedSince`). Answers the ids updated: none when it changed since.
 */
export function updateUnchanged<T extends EditedTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  changes: PgUpdateSetSource<T>,
): Promise<{ id: number }[]> {
  const set = { ...changes, updatedAt: sql`now()` } as PgUpdateSetSource<T>;
  return db.update(table).set(set).where(where).returning({ id: table.id }) as unknown as Promise<{ id: number }[]>;
}
