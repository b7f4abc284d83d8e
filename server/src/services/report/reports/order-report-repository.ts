/**
 * SQL of the reports of Touchpoint Orders' selection: the names of the tenant's channel and
 * touchpoint a selection names, and the user's saved checklist of transaction report columns.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { channels, reportChecklists, touchpoints } from '../../../db/schema';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';
import type * as reportsRepo from './reports-repository';

/** The name of the tenant's channel; undefined when the tenant has none with the id. */
export const channelName = (db: Db, tenantId: number, id: number) =>
  tenantRowsRepo.tenantRowField(db, channels, channels.name, tenantId, id);

/** The name of the tenant's touchpoint; undefined when the tenant has none with the id. */
export const touchpointName = (db: Db, tenantId: number, id: number) =>
  tenantRowsRepo.tenantRowField(db, touchpoints, touchpoints.name, tenantId, id);

/** The user's saved columns; undefined when they saved none. */
export async function checklistColumns(db: Db, who: reportsRepo.ReportRequester): Promise<string[] | undefined> {
  const [row] = await db
    .select({ columns: reportChecklists.columns })
    .from(reportChecklists)
    .where(and(eq(reportChecklists.tenantId, who.tenantId), eq(reportChecklists.userId, who.userId)));
  return row?.columns;
}

/** Saves the user's columns (one row per user). */
export async function upsertChecklist(db: Db, who: reportsRepo.ReportRequester, columns: string[]): Promise<void> {
  await db
    .insert(reportChecklists)
    .values({ userId: who.userId, tenantId: who.tenantId, columns })
    .onConflictDoUpdate({ target: reportChecklists.userId, set: { columns, updatedAt: sql`now()` } });
}
