/**
 * Deleting a record through the console's delete dialog ("Are you sure?"), which makes the call.
 * On success the record's own detail query is only marked stale — refetched it would answer 404,
 * an error toast replacing the success one and its redirect — and the rest of its queries, plus
 * any `alsoInvalidate` roots whose data the deletion changes, are refetched.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ServiceName } from '../api/services';
import { useDeleteModalStore } from '../stores/delete-modal-store';

export interface DeleteRecordSpec {
  /** The root of the record's queries, e.g. ['users']; details live under [...root, 'detail', id]. */
  rootKey: QueryKey;
  service: ServiceName;
  /** The DELETE path on that service, e.g. (id) => `/users/${id}`. */
  path(id: number): string;
  alsoInvalidate?: readonly QueryKey[];
}

export function useDeleteRecord({ rootKey, service, path, alsoInvalidate = [] }: DeleteRecordSpec) {
  const queryClient = useQueryClient();
  return useCallback(
    (record: { id: number; name: string }, options: { redirectTo?: string } = {}) =>
      useDeleteModalStore.getState().open({
        name: record.name,
        service,
        path: path(record.id),
        ...options,
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: [...rootKey, 'detail', record.id], refetchType: 'none' });
          void queryClient.invalidateQueries({ queryKey: rootKey, predicate: (q) => q.queryKey[1] !== 'detail' });
          for (const queryKey of alsoInvalidate) void queryClient.invalidateQueries({ queryKey });
        },
      }),
    // The spec is written inline by each caller; its parts are constants.
    [queryClient], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
