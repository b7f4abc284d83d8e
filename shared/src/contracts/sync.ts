/**
 * The channel sync's runs and the records each received. The
 * run's progress lives on it, so the console polls it while it runs.
 */
import { Type, type Static } from 'typebox';
import { AllOr, fieldsOf, Id, ListRequest, Nullable, OneOf } from './common';

// ── Sync runs ────────────────────────────────────────────────────────────────────────────────

export const SyncRun = Type.Object({
  id: Type.Integer(),
  channel_id: Type.Integer(),
  channel: Type.String(),
  status: OneOf(['running', 'succeeded', 'failed']),
  pages_fetched: Type.Integer(),
  total_pages: Nullable(Type.Integer()),
  ...fieldsOf(Type.Integer(), 'records_received', 'records_applied'),
  /** What became of the records applied, one count per outcome. */
  ...fieldsOf(Type.Integer(), 'created', 'updated', 'unchanged', 'removed', 'conflicts'),
  /** Why a failed run failed (nothing of it was applied). */
  error: Nullable(Type.String()),
  started_by: Nullable(Type.String()),
  started_at: Type.String(),
  finished_at: Nullable(Type.String()),
});
export type SyncRun = Static<typeof SyncRun>;
export const SyncRunListRequest = ListRequest({ channel_id: AllOr(Id) });
export type SyncRunListRequest = Static<typeof SyncRunListRequest>;
export const SYNC_RUN_SORTABLE = ['id', 'started_at'] as const;

const SyncOutcomeSchema = OneOf(['created', 'updated', 'unchanged', 'removed', 'conflict']);
/** One touchpoint as a run received it and what the run did with it. */
export const SyncRecord = Type.Object({
  id: Type.Integer(),
  source_id: Type.String(),
  name: Type.String(),
  company: Nullable(Type.String()),
  /** Active or Inactive at the source. */
  active: Type.Boolean(),
  /** The channel it came from (the Touchpoint Source column). */
  source: Type.String(),
  retailer: Nullable(Type.String()),
  /** Units across its slots. */
  stock: Type.Integer(),
  outcome: Nullable(SyncOutcomeSchema),
  reason: Nullable(Type.String()),
  touchpoint_id: Nullable(Type.Integer()),
});
export type SyncRecord = Static<typeof SyncRecord>;
/** View Info: the record with what the source sent, as received. */
export const SyncRecordDetail = Type.Object({ ...SyncRecord.properties, payload: Type.Unknown() });
export type SyncRecordDetail = Static<typeof SyncRecordDetail>;
export const SyncRecordListRequest = ListRequest({
  outcome: AllOr(SyncOutcomeSchema),
});
export type SyncRecordListRequest = Static<typeof SyncRecordListRequest>;
export const SYNC_RECORD_SORTABLE = ['id', 'name', 'stock'] as const;
