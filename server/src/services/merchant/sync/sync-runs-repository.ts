/**
 * Reading sync runs and the records each received (the Sync touchpoints screen, a channel's
 * progress). Writing them is the job's (sync-job.ts).
 */
import type {
  SyncRecord,
  SyncRecordDetail,
  SyncRecordListRequest,
  SyncRun,
  SyncRunListRequest,
  SYNC_RECORD_SORTABLE,
  SYNC_RUN_SORTABLE,
} from '@console/shared/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { channels, syncRecords, syncRuns, users } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { chosenFilter, likePattern, listPage, listWindow, type ListSpec, type RowOf } from '../../../lib/list';
import { toIso } from '../../../lib/time';
import { P } from '../../../db/statement-cache';

export const runColumns = {
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
type RunRow = RowOf<typeof runColumns>;

export function toSyncRun(r: RunRow): SyncRun {
  return {
    id: r.id,
    channel_id: r.channelId,
    channel: r.channel,
    status: r.status as SyncRun['status'],
    pages_fetched: r.pagesFetched,
    total_pages: r.totalPages,
    records_received: r.recordsReceived,
    records_applied: r.recordsApplied,
    created: r.created,
    updated: r.updated,
    unchanged: r.unchanged,
    removed: r.removed,
    conflicts: r.conflicts,
    error: r.error,
    started_by: r.startedBy,
    started_at: toIso(r.startedAt),
    finished_at: r.finishedAt ? toIso(r.finishedAt) : null,
  };
}

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

export async function listSyncRuns(db: Db, tenantId: number, body: SyncRunListRequest) {
  const filters = { tenantId, channelId: chosenFilter(body.channel_id) };
  const where = () =>
    and(
      eq(syncRuns.tenantId, P('tenantId')),
      filters.channelId !== undefined ? eq(syncRuns.channelId, P('channelId')) : undefined,
    );
  return listPage(db, {
    name: 'sync-runs',
    window: listWindow(body, runSpec),
    filters,
    from: (extra) => runsFrom(db, extra).$dynamic(),
    where,
    ids: () => db.select({ id: syncRuns.id }).from(syncRuns).where(where()).$dynamic(),
    present: toSyncRun,
  });
}

export async function getSyncRun(db: DbOrTx, tenantId: number, id: number): Promise<SyncRun> {
  const [row] = await runsFrom(db)
    .where(and(eq(syncRuns.tenantId, P('tenantId')), eq(syncRuns.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Sync run');
  return toSyncRun(row);
}

/** The latest run of each of these channels (for the Channels list's Sync column). */
export async function latestRuns(db: DbOrTx, tenantId: number, channelIds: number[]): Promise<Map<number, SyncRun>> {
  if (channelIds.length === 0) return new Map();
  const latest = db
    .select({ id: sql<number>`max(${syncRuns.id})` })
    .from(syncRuns)
    .where(and(eq(syncRuns.tenantId, tenantId), inArray(syncRuns.channelId, channelIds)))
    .groupBy(syncRuns.channelId);
  const rows = await runsFrom(db).where(inArray(syncRuns.id, latest)).orderBy(desc(syncRuns.id));
  return new Map(rows.map((r) => [r.channelId, toSyncRun(r)]));
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
type RecordRow = RowOf<typeof recordColumns>;

function toSyncRecord(r: RecordRow): SyncRecord {
  return {
    id: Number(r.id),
    source_id: r.sourceId,
    name: r.name,
    company: r.company,
    active: r.active,
    source: r.source,
    retailer: r.retailer,
    stock: r.stock,
    outcome: r.outcome as SyncRecord['outcome'],
    reason: r.reason,
    touchpoint_id: r.touchpointId,
  };
}

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

export async function listSyncRecords(db: Db, tenantId: number, runId: number, body: SyncRecordListRequest) {
  const window = listWindow(body, recordSpec);
  await getSyncRun(db, tenantId, runId);
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
  return listPage(db, {
    name: 'sync-records',
    window,
    filters,
    from: (extra) => recordsFrom(db, extra).$dynamic(),
    where,
    ids: () => db.select({ id: syncRecords.id }).from(syncRecords).where(where()).$dynamic(),
    present: toSyncRecord,
  });
}

export async function getSyncRecord(db: Db, tenantId: number, runId: number, id: number): Promise<SyncRecordDetail> {
  const [row] = await recordsFrom(db, { payload: sql`${syncRecords.payload}` })
    .where(and(eq(syncRecords.tenantId, P('tenantId')), eq(syncRecords.runId, runId), eq(syncRecords.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Sync record');
  const { payload, ...rest } = row as RecordRow & { payload: unknown };
  return { ...toSyncRecord(rest), payload };
}
