/**
 * A table of a record's own rows with its pager, paged by the server (a customer's orders, a
 * group's members): the page and rows-per-page live in the component, not the URL, since the
 * page's URL names the record. `query` gives the query of one page.
 */
import { DataTable, Pagination, type DataTableColumn } from '@console/shared/ui';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Pagination as PageInfo } from '@console/shared/contracts';
import { useState } from 'react';

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
}: {
  caption: string;
  columns: DataTableColumn<T>[];
  noun: string;
  query(page: number, pageSize: number): UseQueryOptions<Page<T>, Error, Page<T>, K>;
  getRowId(row: T): string;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const rows = useQuery(query(page, pageSize));
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={rows.data?.data ?? []}
        loading={rows.isPending}
        getRowId={getRowId}
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
