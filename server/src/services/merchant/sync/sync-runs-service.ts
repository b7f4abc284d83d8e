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
} from '@console/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { foundOr404 } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { toIso } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import * as repo from './sync-runs-repository';

/** A run in the contract's order: its channel, state, progress, outcome counts, error and who started it. */
function toSyncRun(r: repo.RunRecord): SyncRun {
  return {
    ...snakeFields(r, 'id channelId channel'),
    status: r.status as SyncRun['status'],
    ...snakeFields(r, 'pagesFetched totalPages recordsReceived recordsApplied'),
    ...snakeFields(r, 'created updated unchanged removed conflicts'),
    ...snakeFields(r, 'error startedBy'),
    started_at: toIso(r.startedAt),
    finished_at: r.finishedAt ? toIso(r.finishedAt) : null,
  };
}

/** A run as the console shows it; `progress` adds what the process running it holds in memory. */
export async function listSyncRuns(
  db: Db,
  tenantId: number,
  body: SyncRunListRequest,
  progress: (run: SyncRun) => SyncRun = (run) => run,
) {
  return presentPage(await repo.listSyncRunRows(db, tenantId, body), (row) => progress(toSyncRun(row)));
}

export async function getSyncRun(db: DbOrTx, tenantId: number, id: number): Promise<SyncRun> {
  return toSyncRun(foundOr404(await repo.findSyncRun(db, tenantId, id), 'Sync run'));
}

/**
 * The run as it is now: from `live` when this process is running it (on PGlite the apply
 * transaction holds the one connection, and the poll would otherwise wait for the whole apply),
 * else from its row.
 */
export async function currentSyncRun(
  db: Db,
  tenantId: number,
  id: number,
  live: (tenantId: number, id: number) => SyncRun | undefined,
): Promise<SyncRun> {
  return live(tenantId, id) ?? (await getSyncRun(db, tenantId, id));
}

/** The latest run of each of these channels (for the Channels list's Sync column). */
export async function latestRuns(db: DbOrTx, tenantId: number, channelIds: number[]): Promise<Map<number, SyncRun>> {
  if (channelIds.length === 0) return new Map();
  const rows = await repo.latestRunRows(db, tenantId, channelIds);
  return new Map(rows.map((r) => [r.channelId, toSyncRun(r)]));
}

function toSyncRecord(r: repo.SyncRecordRow): SyncRecord {
  return {
    ...snakeFields(r, 'sourceId name company active source retailer stock reason touchpointId'),
    id: Number(r.id),
    outcome: r.outcome as SyncRecord['outcome'],
  };
}

export async function listSyncRecords(db: Db, tenantId: number, runId: number, body: SyncRecordListRequest) {
  const window = repo.syncRecordsWindow(body);
  await getSyncRun(db, tenantId, runId);
  return presentPage(await repo.listSyncRecordRows(db, tenantId, runId, body, window), toSyncRecord);
}

export async function getSyncRecord(db: Db, tenantId: number, runId: number, id: number): Promise<SyncRecordDetail> {
  const row = foundOr404(await repo.findSyncRecord(db, tenantId, runId, id), 'Sync record');
  const { payload, ...rest } = row;
  return { ...toSyncRecord(rest), payload };
}
