/**
 * Deleting a record through the console's delete dialog ("Are you sure?"), which makes the call.
 * On success the record's own detail query is only marked stale — refetched it would answer 404,
 * an error toast replacing the success one and its redirect — and the rest of its queries, plus
 * the other resources whose data the deletion changes (`alsoInvalidate`), are refetched.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiPath } from '../api/client';
import { invalidateResources, type ResourceKeys } from '../api/query-keys';
import { useDeleteModalStore } from '../stores/delete-modal-store';

export interface DeleteRecordSpec {
  /** The record's query keys (`resourceKeys('admin', 'users')`). */
  keys: ResourceKeys;
  /** The DELETE call, e.g. (id) => `/merchant/users/${id}`. */
  path(id: number): ApiPath<'DELETE'>;
  /** Other resources the deletion changes (a deleted customer leaves its groups). */
  alsoInvalidate?: readonly (ResourceKeys | string)[];
}

export function useDeleteRecord({ keys, path, alsoInvalidate = [] }: DeleteRecordSpec) {
  const queryClient = useQueryClient();
  return useCallback(
    (record: { id: number; name: string }, options: { redirectTo?: string } = {}) =>
      useDeleteModalStore.getState().open({
        name: record.name,
        path: path(record.id),
        ...options,
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: keys.detail(record.id), refetchType: 'none' });
          void queryClient.invalidateQueries({ queryKey: keys.all, predicate: (q) => q.queryKey[2] !== 'detail' });
          if (alsoInvalidate.length > 0) void invalidateResources(queryClient, ...alsoInvalidate);
        },
      }),
    // The spec is written inline by each caller; its parts are constants.
    [queryClient], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
