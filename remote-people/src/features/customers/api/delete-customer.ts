/**
 * DELETE /customers/:id — through the console's delete dialog. The server refuses a customer whose
 * wallets still hold money (its message is shown); otherwise the customer is soft-deleted.
 */
import { useDeleteModalStore } from '@console/shared';
import type { Customer } from '@console/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CUSTOMERS_KEY, GROUPS_KEY, WALLETS_KEY } from '../../../lib/query-keys';

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useCallback(
    (customer: Pick<Customer, 'id' | 'name'>, options: { redirectTo?: string } = {}) =>
      useDeleteModalStore.getState().open({
        name: customer.name,
        service: 'customer',
        path: `/customers/${customer.id}`,
        ...options,
        onSuccess: () => {
          // The deleted customer's own query would only answer 404: mark it stale, do not refetch.
          void queryClient.invalidateQueries({
            queryKey: [...CUSTOMERS_KEY, 'detail', customer.id],
            refetchType: 'none',
          });
          void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY, predicate: (q) => q.queryKey[1] !== 'detail' });
          void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
          void queryClient.invalidateQueries({ queryKey: WALLETS_KEY });
        },
      }),
    [queryClient],
  );
}
