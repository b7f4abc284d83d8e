/**
 * POST /customer/wallet/bulk-credit — stores a bulk credit batch and queues it on the server
 * (202), or answers the batch stored under the same Idempotency-Key before (200): sending it again
 * after a dropped connection or a reload starts nothing new and pays nobody twice.
 */
import { api } from '@console/shared';

export interface BulkCreditRequest {
  key: string;
  walletIds: number[];
  /** Rupees as typed ("25.75"): the server parses it exactly. */
  amount: string;
  remark: string;
}

export async function startBulkCredit({ key, walletIds, amount, remark }: BulkCreditRequest) {
  const body = { wallet_ids: walletIds, transaction_amount: amount, ...(remark ? { remark } : {}) };
  return api.post('/customer/wallet/bulk-credit', body, {
    headers: { 'Idempotency-Key': key },
    // The dialog shows its own progress and refusal. Once sent, the request is not cancelled by
    // leaving the page: whether the batch was stored is then known from its answer.
    quiet: true,
    keepOnNavigation: true,
    noErrorToast: true,
  });
}
