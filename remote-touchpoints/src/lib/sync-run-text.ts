/**
 * How a channel sync reads, on the Channels list and the Sync Touchpoints screen: its progress
 * while it runs ("Page 2 of 5 · 0 applied" while fetching, then "Page 5 of 5 · 250 of 480 applied" as
 * the server applies what it received, counted live), its outcome once done ("12 created ·
 * 3 updated · 15 unchanged · 0 removed", or "Failed: <why>"), in the shown language (`t`).
 */
import type { SyncRun } from '@console/shared/contracts';
import type { Translate } from '../i18n/catalogue';

export function syncProgress(run: SyncRun, t: Translate): string {
  if (run.pages_fetched === 0) return t('sync.starting');
  const applying = run.total_pages !== null && run.pages_fetched >= run.total_pages;
  const applied = applying
    ? t('sync.progress.appliedOf', { applied: run.records_applied, received: run.records_received })
    : String(run.records_applied);
  return run.total_pages === null
    ? t('sync.progress.page', { page: run.pages_fetched, applied })
    : t('sync.progress.pageOf', { page: run.pages_fetched, total: run.total_pages, applied });
}

export function syncOutcome(run: SyncRun, t: Translate): string {
  if (run.status === 'failed') return t('sync.failed', { reason: run.error ?? t('sync.noReason') });
  const counts = t('sync.counts', {
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    removed: run.removed,
  });
  return run.conflicts > 0 ? `${counts} · ${t.plural('sync.conflicts', run.conflicts)}` : counts;
}

/** A run's status as the screens name it. */
export const syncStatusName = (status: SyncRun['status'], t: Translate) => t(`sync.status.${status}`);

/** The Sync Touchpoints screen showing one run's records. */
export const syncRunPath = (runId: number) => `/sync-touchpoint?run=${runId}`;
