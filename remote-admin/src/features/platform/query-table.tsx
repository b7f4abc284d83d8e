/**
 * A platform page's table over one query that answers every row at once (no paging): the kit's
 * DataTable with its loading skeleton and empty text, the failure with Retry above it, and the top
 * bar's Refresh asking the query again.
 */
import { ApiError, useRefreshAction } from '@console/shared';
import { DataTable, ListFailure, type DataTableColumn } from '@console/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { catalogue } from '../../i18n/catalogue';

export function QueryTable<T>({
  query,
  columns,
  caption,
  emptyText,
  getRowId,
}: {
  query: UseQueryResult<T[]>;
  columns: DataTableColumn<T>[];
  caption: string;
  emptyText: ReactNode;
  getRowId?(row: T): string;
}) {
  const t = catalogue.useT();
  useRefreshAction(() => query.refetch(), query.isFetching);
  return (
    <>
      {query.isError && (
        <ListFailure
          message={query.error instanceof ApiError ? query.error.message : t('common.unreachable')}
          retry={() => void query.refetch()}
        />
      )}
      <DataTable
        caption={caption}
        columns={columns}
        data={query.data ?? []}
        loading={query.isPending && !query.isError}
        emptyText={emptyText}
        {...(getRowId ? { getRowId } : {})}
      />
    </>
  );
}

/** `—` for a value the row does not have. */
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '--' : String(value);
