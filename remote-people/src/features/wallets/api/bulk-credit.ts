/**
 * POST /wallet/bulk-credit — one chunk of a bulk credit, and GET /customer-groups/:id/wallets — the
 * wallets a group's credit reaches. Every chunk carries the batch's one Idempotency-Key.
 */
import { api, unwrap } from '@console/shared';
import type { BulkCreditResult, GroupWallets } from '@console/shared/contracts';

export async function creditChunk(walletIds: number[], amount: string, remark: string, batchKey: string) {
  const body = { wallet_ids: walletIds, transaction_amount: amount, ...(remark ? { remark } : {}) };
  const result = await api.post<{ data: { results: BulkCreditResult[] } }>('/wallet/bulk-credit', body, {
    service: 'customer',
    headers: { 'Idempotency-Key': batchKey },
    // The dialog shows its own progress and summary; a failed chunk is reported there. A batch
    // that has started runs to its end even if the operator navigates (it cannot be half-known).
    quiet: true,
    keepOnNavigation: true,
    noErrorToast: true,
  });
  return result;
}

export async function groupWallets(groupId: number): Promise<GroupWallets> {
  return unwrap(await api.get<{ data: GroupWallets }>(`/customer-groups/${groupId}/wallets`, { service: 'customer' }))
    .data;
}
