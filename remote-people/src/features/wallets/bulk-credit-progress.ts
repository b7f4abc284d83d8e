/**
 * What a bulk credit batch did, as the dialog's summary shows it: the server's counts, and the
 * wallets skipped or failed with the reason of each (from the batch's results once it has ended;
 * the server's sentence, in the language shown).
 */
import { shownServerMessage } from '@console/shared';
import type { BulkCredit } from '@console/shared/contracts';
import { catalogue } from '../../i18n/catalogue';

export interface BulkCreditSummary {
  total: number;
  credited: number;
  /** Paid by an earlier run of this batch; not paid again. */
  alreadyCredited: number;
  skipped: { walletId: number; reason: string }[];
  failed: { walletId: number; reason: string }[];
}

export function summaryOf(batch: BulkCredit): BulkCreditSummary {
  const results = batch.results ?? [];
  const reasons = (outcome: 'skipped' | 'failed', fallback: string) =>
    results
      .filter((r) => r.outcome === outcome)
      .map((r) => ({ walletId: r.wallet_id, reason: r.message ? shownServerMessage(r.message) : fallback }));
  return {
    total: batch.total,
    credited: batch.credited,
    alreadyCredited: batch.already_credited,
    skipped: reasons('skipped', catalogue.t('bulkCredit.skippedReason')),
    failed: reasons('failed', catalogue.t('bulkCredit.failedReason')),
  };
}
