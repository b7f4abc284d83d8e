/**
 * POST /customer/wallet/wallet-transaction — add (positive) or deduct (negative) funds, with an
 * Idempotency-Key so a retried request moves money once. Pessimistic: nothing changes on screen
 * until the server has committed; then every money query is refetched. A refusal is shown by the
 * dialog (not a toast too).
 */
import { api, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_KEYS } from '../../../lib/query-keys';

interface FundMovementRequest {
  walletId: number;
  /** Rupees as typed ("100.50"), signed: the server parses it exactly. */
  amount: string;
  remark?: string;
  idempotencyKey: string;
}

export async function moveFunds({ walletId, amount, remark, idempotencyKey }: FundMovementRequest) {
  const body = { wallet_id: walletId, transaction_amount: amount, ...(remark ? { remark } : {}) };
  return unwrap(
    await api.post('/customer/wallet/wallet-transaction', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
      noErrorToast: true,
    }),
  ).data;
}

export function useMoveFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveFunds,
    onSuccess: () => Promise.all(MONEY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
