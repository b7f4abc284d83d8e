/**
 * POST /transaction/orders/:id/refund — an operator refund, some lines by quantity or (no lines)
 * everything still refundable, with an Idempotency-Key so a retried request refunds once.
 * Pessimistic: the order, the list and the dashboard are refetched after the server committed.
 * A refusal is shown by the dialog (not a toast too).
 */
import { api, invalidateResources, MONEY_RESOURCES, unwrap } from '@console/shared';
import type { RefundBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFUND_RESOURCES } from '../../../lib/query-keys';

export interface RefundRequest {
  orderId: number;
  body: RefundBody;
  idempotencyKey: string;
}

export async function refundOrder({ orderId, body, idempotencyKey }: RefundRequest) {
  return unwrap(
    await api.post(`/transaction/orders/${orderId}/refund`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
      noErrorToast: true,
    }),
  ).data;
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    // The refund credits the wallet too: its balance and ledger, wherever they are shown.
    onSuccess: () => invalidateResources(queryClient, ...REFUND_RESOURCES, ...MONEY_RESOURCES),
  });
}
