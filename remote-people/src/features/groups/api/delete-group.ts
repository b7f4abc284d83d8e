/** DELETE /customer-groups/:id — through the console's delete dialog (soft delete; members stay customers). */
import { useDeleteModalStore } from '@console/shared';
import type { CustomerGroup } from '@console/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CUSTOMERS_KEY, GROUPS_KEY } from '../../../lib/query-keys';

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useCallback(
    (group: Pick<CustomerGroup, 'id' | 'name'>, options: { redirectTo?: string } = {}) =>
      useDeleteModalStore.getState().open({
        name: group.name,
        service: 'customer',
        path: `/customer-groups/${group.id}`,
        ...options,
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: [...GROUPS_KEY, 'detail', group.id], refetchType: 'none' });
          void queryClient.invalidateQueries({ queryKey: GROUPS_KEY, predicate: (q) => q.queryKey[1] !== 'detail' });
          void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
        },
      }),
    [queryClient],
  );
}
