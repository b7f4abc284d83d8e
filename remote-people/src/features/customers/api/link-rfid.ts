/**
 * PUT /customers/:id/rfid — link an RFID card. A card already linked to another customer is a 409
 * whose message the API client shows; the dialog stays open.
 */
import { api, unwrap } from '@console/shared';
import type { CustomerDetail } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMERS_KEY } from '../../../lib/query-keys';

export async function linkRfid({ id, rfid }: { id: number; rfid: string }): Promise<CustomerDetail> {
  return unwrap(await api.put<{ data: CustomerDetail }>(`/customers/${id}/rfid`, { rfid }, { service: 'customer' }))
    .data;
}

export function useLinkRfid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkRfid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}
