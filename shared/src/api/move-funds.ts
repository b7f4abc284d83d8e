/**
 * POST /customer/wallet/wallet-transaction — add (positive) or deduct (negative) funds, with an
 * Idempotency-Key so a retried request moves money once. The kit's fund dialog makes this call
 * itself (as the delete dialog makes its DELETE), so every screen moves money alike; a refusal is
 * shown by the dialog, not toasted too.
 */
import { api, unwrap } from './client';

export interface FundMovementRequest {
  walletId: number;
  /** Rupees as typed ("100.50"), signed: the server parses it exactly. */
  amount: string;
  remark?: string | undefined;
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
