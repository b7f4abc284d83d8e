/**
 * How a channel sync reads, on the Channels list and the Sync Touchpoints screen: its progress
 * while it runs ("Page 2 of 5 · 0 applied" while fetching, then "Page 5 of 5 · 250 of 480 applied" as
 * the server applies what it received, counted live), its outcome once done ("12 created ·
 * 3 updated · 15 unchanged · 0 removed", or "Failed: <why>").
 */
import { plural } from '@console/shared';
import type { SyncRun } from '@console/shared/contracts';

export function syncProgress(run: SyncRun): string {
  if (run.pages_fetched === 0) return 'Starting…';
  const of = run.total_pages === null ? '' : ` of ${run.total_pages}`;
  const applying = run.total_pages !== null && run.pages_fetched >= run.total_pages;
  const applied = applying ? `${run.records_applied} of ${run.records_received}` : String(run.records_applied);
  return `Page ${run.pages_fetched}${of} · ${applied} applied`;
}

export function syncOutcome(run: SyncRun): string {
  if (run.status === 'failed') return `Failed: ${run.error ?? 'no reason was given'}`;
  const counts = `${run.created} created · ${run.updated} updated · ${run.unchanged} unchanged · ${run.removed} removed`;
  return run.conflicts > 0 ? `${counts} · ${plural(run.conflicts, 'conflict')}` : counts;
}

export const SYNC_STATUS_NAMES: Record<SyncRun['status'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** The Sync Touchpoints screen showing one run's records. */
export const syncRunPath = (runId: number) => `/sync-touchpoint?run=${runId}`;
