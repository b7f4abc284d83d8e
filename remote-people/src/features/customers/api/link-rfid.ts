/**
 * PUT /customer/customers/:id/rfid — link an RFID card. A card already linked to another customer
 * is a 409 whose message the dialog shows (not a toast too); it stays open.
 */
import { api, invalidateResources, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKeys } from '../../../lib/query-keys';

export function useLinkRfid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, rfid }: { id: number; rfid: string }) =>
      unwrap(await api.put(`/customer/customers/${id}/rfid`, { rfid }, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, customersKeys),
  });
}
