/**
 * A table of a record's own rows with its pager, paged by the server (a customer's orders, a
 * group's members, a touchpoint's store): the page and rows-per-page live in the component, not
 * the URL, since the page's URL names the record. `query` gives the query of one page. A page that
 * failed to load says so with the server's message and Retry.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { kit } from '../i18n/kit-messages';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../api/client';
import type { Pagination as PageInfo } from '../contracts/common';
import { DataTable, type DataTableColumn } from './data-table';
import { ListFailure } from './list-view';
import { Pagination } from './pagination';

interface Page<T> {
  data: T[];
  pagination: PageInfo;
}

export function PagedTable<T, K extends QueryKey>({
  caption,
  columns,
  noun,
  query,
  getRowId,
  emptyText,
}: {
  caption: string;
  columns: DataTableColumn<T>[];
  noun: string;
  query(page: number, pageSize: number): UseQueryOptions<Page<T>, Error, Page<T>, K>;
  /** The row's key; by default its `id`. */
  getRowId?(row: T): string;
  /** What an empty page says ("No movements yet"); the table's default otherwise. */
  emptyText?: ReactNode;
}) {
  const t = kit.useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const rows = useQuery(query(page, pageSize));
  return (
    <>
      {rows.isError && (
        <ListFailure
          message={rows.error instanceof ApiError ? rows.error.message : t('table.serverUnreachable')}
          retry={() => void rows.refetch()}
        />
      )}
      <DataTable
        caption={caption}
        columns={columns}
        data={rows.data?.data ?? []}
        loading={rows.isPending && !rows.isError}
        getRowId={getRowId}
        emptyText={emptyText}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={rows.data?.pagination.total ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        noun={noun}
      />
    </>
  );
}
