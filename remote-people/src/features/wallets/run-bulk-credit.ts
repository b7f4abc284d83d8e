/**
 * Running a bulk credit: the wallets go to the server in chunks, each chunk under the batch's one
 * Idempotency-Key (the server keys each wallet's movement `<batch>:<wallet>`), so running the same
 * batch again — a double click, a retry after a dropped connection — pays nobody twice: wallets
 * already paid answer "replayed". Progress is reported after every chunk.
 */
import type { ApiResult } from '@console/shared';
import type { BulkCreditResult } from '@console/shared/contracts';

const CHUNK_SIZE = 25;

export interface BulkCreditSummary {
  total: number;
  credited: number;
  /** Paid by an earlier run of this batch; not paid again. */
  alreadyCredited: number;
  skipped: { walletId: number; reason: string }[];
  failed: { walletId: number; reason: string }[];
}

export type SendChunk = (walletIds: number[]) => Promise<ApiResult<{ data: { results: BulkCreditResult[] } }>>;

export function emptySummary(total: number): BulkCreditSummary {
  return { total, credited: 0, alreadyCredited: 0, skipped: [], failed: [] };
}

export async function runBulkCredit(
  walletIds: number[],
  send: SendChunk,
  onProgress: (done: number, summary: BulkCreditSummary) => void,
  chunkSize = CHUNK_SIZE,
): Promise<BulkCreditSummary> {
  const summary = emptySummary(walletIds.length);
  let done = 0;
  for (let i = 0; i < walletIds.length; i += chunkSize) {
    const chunk = walletIds.slice(i, i + chunkSize);
    const result = await send(chunk);
    if (!result.ok) {
      // The whole chunk is unknown to have moved or not: it is reported failed and a retry of
      // the batch (same key) settles it without paying twice.
      if (result.aborted) throw new Error('aborted');
      for (const walletId of chunk) {
        summary.failed.push({ walletId, reason: `Not confirmed (${result.message}); run again to settle it` });
      }
    } else {
      for (const r of result.data.data.results) {
        if (r.outcome === 'credited') summary.credited += 1;
        else if (r.outcome === 'replayed') summary.alreadyCredited += 1;
        else if (r.outcome === 'skipped')
          summary.skipped.push({ walletId: r.wallet_id, reason: r.message ?? 'Skipped' });
        else summary.failed.push({ walletId: r.wallet_id, reason: r.message ?? 'Failed' });
      }
    }
    done += chunk.length;
    onProgress(done, { ...summary, skipped: [...summary.skipped], failed: [...summary.failed] });
  }
  return summary;
}
