/**
 * Sync runs' and their records' reads, as SQL (the Sync touchpoints screen, a channel's progress).
 * Writing them is the sync's (sync-service.ts, sync-apply-service.ts).
 */
import type {
  SyncRecordListRequest,
  SyncRunListRequest,
  SYNC_RECORD_SORTABLE,
  SYNC_RUN_SORTABLE,
} from '@console/shared/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { channels, syncRecords, syncRuns, users } from '../../../db/schema';
import {
  chosenFilter,
  likePattern,
  listWindow,
  readPage,
  type ListSpec,
  type ListWindow,
  type RowOf,
} from '../../../lib/list';
import { P } from '../../../db/statement-cache';

const runColumns = {
  id: syncRuns.id,
  channelId: syncRuns.channelId,
  channel: channels.name,
  status: syncRuns.status,
  pagesFetched: syncRuns.pagesFetched,
  totalPages: syncRuns.totalPages,
  recordsReceived: syncRuns.recordsReceived,
  recordsApplied: syncRuns.recordsApplied,
  created: syncRuns.created,
  updated: syncRuns.updated,
  unchanged: syncRuns.unchanged,
  removed: syncRuns.removed,
  conflicts: syncRuns.conflicts,
  error: syncRuns.error,
  startedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  startedAt: syncRuns.startedAt,
  finishedAt: syncRuns.finishedAt,
};
export type RunRecord = RowOf<typeof runColumns>;

const runSpec: ListSpec<(typeof SYNC_RUN_SORTABLE)[number]> = {
  sortable: { id: syncRuns.id, started_at: syncRuns.startedAt },
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: syncRuns.id,
};

const runsFrom = (db: DbOrTx, extra: Record<string, ReturnType<typeof sql>> = {}) =>
  db
    .select({ ...runColumns, ...extra })
    .from(syncRuns)
    .innerJoin(channels, eq(channels.id, syncRuns.channelId))
    .leftJoin(users, eq(users.id, syncRuns.startedBy));

/** One page of the tenant's runs (of one channel when asked), with its pagination. */
export async function listSyncRunRows(db: Db, tenantId: number, body: SyncRunListRequest) {
  const filters = { tenantId, channelId: chosenFilter(body.channel_id) };
  const where = () =>
    and(
      eq(syncRuns.tenantId, P('tenantId')),
      filters.channelId !== undefined ? eq(syncRuns.channelId, P('channelId')) : undefined,
    );
  return readPage<RunRecord>(db, {
    name: 'sync-runs',
    window: listWindow(body, runSpec),
    filters,
    from: (extra) => runsFrom(db, extra).$dynamic(),
    where,
    ids: () => db.select({ id: syncRuns.id }).from(syncRuns).where(where()).$dynamic(),
  });
}

/** A run of the tenant, or undefined. */
export async function findSyncRun(db: DbOrTx, tenantId: number, id: number): Promise<RunRecord | undefined> {
  const [row] = await runsFrom(db)
    .where(and(eq(syncRuns.tenantId, P('tenantId')), eq(syncRuns.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row;
}

/** The latest run of each of these channels, newest first. */
export async function latestRunRows(db: DbOrTx, tenantId: number, channelIds: number[]): Promise<RunRecord[]> {
  const latest = db
    .select({ id: sql<number>`max(${syncRuns.id})` })
    .from(syncRuns)
    .where(and(eq(syncRuns.tenantId, tenantId), inArray(syncRuns.channelId, channelIds)))
    .groupBy(syncRuns.channelId);
  return runsFrom(db).where(inArray(syncRuns.id, latest)).orderBy(desc(syncRuns.id));
}

const recordColumns = {
  id: syncRecords.id,
  sourceId: syncRecords.sourceId,
  name: syncRecords.name,
  company: syncRecords.company,
  active: syncRecords.active,
  source: channels.name,
  retailer: syncRecords.retailer,
  stock: syncRecords.stock,
  outcome: syncRecords.outcome,
  reason: syncRecords.reason,
  touchpointId: syncRecords.touchpointId,
};
export type SyncRecordRow = RowOf<typeof recordColumns>;

const recordSpec: ListSpec<(typeof SYNC_RECORD_SORTABLE)[number]> = {
  sortable: { id: syncRecords.id, name: sql`lower(${syncRecords.name})`, stock: syncRecords.stock },
  defaultSort: { by: 'id', dir: 'ASC' },
  tieBreaker: syncRecords.id,
};

const recordsFrom = (db: DbOrTx, extra: Record<string, ReturnType<typeof sql>> = {}) =>
  db
    .select({ ...recordColumns, ...extra })
    .from(syncRecords)
    .innerJoin(syncRuns, eq(syncRuns.id, syncRecords.runId))
    .innerJoin(channels, eq(channels.id, syncRuns.channelId));

/** The records list's window (400 for a sort it does not offer). */
export const syncRecordsWindow = (body: SyncRecordListRequest): ListWindow => listWindow(body, recordSpec);

/** One page of a run's records in `window`, with its pagination. */
export async function listSyncRecordRows(
  db: Db,
  tenantId: number,
  runId: number,
  body: SyncRecordListRequest,
  window: ListWindow,
) {
  const filters = {
    tenantId,
    runId,
    outcome: chosenFilter(body.outcome),
    search: body.search?.trim() ? likePattern(body.search) : undefined,
  };
  const where = () =>
    and(
      eq(syncRecords.tenantId, P('tenantId')),
      eq(syncRecords.runId, P('runId')),
      filters.outcome !== undefined ? eq(syncRecords.outcome, P('outcome')) : undefined,
      filters.search !== undefined ? sql`${syncRecords.name} ilike ${P('search')}` : undefined,
    );
  return readPage<SyncRecordRow>(db, {
    name: 'sync-records',
    window,
    filters,
    from: (extra) => recordsFrom(db, extra).$dynamic(),
    where,
    ids: () => db.select({ id: syncRecords.id }).from(syncRecords).where(where()).$dynamic(),
  });
}

/** A record of the tenant's run with the payload the feed sent, or undefined. */
export async function findSyncRecord(db: Db, tenantId: number, runId: number, id: number) {
  const [row] = await recordsFrom(db, { payload: sql`${syncRecords.payload}` })
    .where(and(eq(syncRecords.tenantId, P('tenantId')), eq(syncRecords.runId, runId), eq(syncRecords.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row as (SyncRecordRow & { payload: unknown }) | undefined;
}
