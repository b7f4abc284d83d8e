/**
 * POST /customer/wallet/bulk-credit — one chunk of a bulk credit. Every chunk carries the batch's
 * one Idempotency-Key, so a retried batch pays nobody twice.
 */
import { api } from '@console/shared';

export async function creditWallets(walletIds: number[], amount: string, remark: string, batchKey: string) {
  const body = { wallet_ids: walletIds, transaction_amount: amount, ...(remark ? { remark } : {}) };
  return api.post('/customer/wallet/bulk-credit', body, {
    headers: { 'Idempotency-Key': batchKey },
    // The dialog shows its own progress and summary; a failed chunk is reported there. A batch
    // that has started runs to its end even if the operator navigates (it cannot be half-known).
    quiet: true,
    keepOnNavigation: true,
    noErrorToast: true,
  });
}
