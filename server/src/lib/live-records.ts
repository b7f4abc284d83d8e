/** Checks that ids a caller names are live records of their own tenant. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { customerGroups, customers, touchpointGroups } from '../db/schema';
import { badRequest } from './http-errors';

/** Tables whose rows belong to a tenant and are soft-deleted. */
type LiveTable = typeof customers | typeof customerGroups | typeof touchpointGroups;

/** Those of `ids` that are not live records of the tenant (another tenant's record reads as unknown). */
export async function missingLiveIds(
  db: DbOrTx,
  table: LiveTable,
  tenantId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows: { id: number }[] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, sql.placeholder('tenantId')), isNull(table.deletedAt), inArray(table.id, [...ids])))
    .execute({ tenantId });
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * Refuses (400) when any of `ids` is not a live record of the tenant; another tenant's record
 * reads as unknown, never as "someone else's".
 */
export async function assertLiveIds(
  db: DbOrTx,
  table: LiveTable,
  tenantId: number,
  ids: readonly number[],
  describe: (missing: number[]) => string,
): Promise<void> {
  const missing = await missingLiveIds(db, table, tenantId, ids);
  if (missing.length > 0) throw badRequest(describe(missing), 'UNKNOWN_RECORD');
}

/** `12, 15 and 3 more`: ids for a message, never a wall of them. */
export function idList(ids: readonly number[], shown = 5): string {
  const head = ids.slice(0, shown).join(', ');
  return ids.length > shown ? `${head} and ${ids.length - shown} more` : head;
}
