/**
 * GET /customer/customers/:id/pin — the PIN, on the operator's explicit request: the server audits
 * each reveal and answers no-store, so it is fetched per click and never kept in the query cache.
 */
import { api, unwrap } from '@console/shared';
import { useMutation } from '@tanstack/react-query';

export function useRevealPin() {
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.get(`/customer/customers/${id}/pin`)).data.pin,
  });
}
