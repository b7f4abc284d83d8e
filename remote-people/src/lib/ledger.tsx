/**
 * POST /wallet/transaction-list — the wallet ledger, newest first, for one wallet (`/wallet/:id`)
 * or one customer (the overview). Read by two features, so it lives here.
 */
import { api, formatDate, orEmpty, rupees, unwrap, type ListPage } from '@console/shared';
import type { WalletTransaction } from '@console/shared/contracts';
import { DataTable, Pagination, type DataTableColumn } from '@console/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEDGER_KEY } from './query-keys';

export interface LedgerScope {
  wallet_id?: number;
  customer_id?: number;
}

export async function listLedger(
  scope: LedgerScope,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ListPage<WalletTransaction>> {
  return unwrap(
    await api.post<ListPage<WalletTransaction>>(
      '/wallet/transaction-list',
      { ...scope, offset: (page - 1) * pageSize, limit: pageSize, sortDir: 'DESC' },
      { service: 'customer', signal },
    ),
  );
}

export function useLedger(scope: LedgerScope, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: [...LEDGER_KEY, scope, page, pageSize],
    queryFn: ({ signal }) => listLedger(scope, page, pageSize, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** SPEC §2 Customer overview: ID, Wallet ID, Type, Previous Balance, Amount, After Balance (+ remark, date). */
const columns: DataTableColumn<WalletTransaction>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id' },
  { id: 'wallet_id', header: 'Wallet ID', accessorKey: 'wallet_id' },
  {
    id: 'type',
    header: 'Type',
    cell: ({ row }) => (row.original.transaction_amount >= 0 ? 'Credit' : 'Debit'),
  },
  { id: 'previous', header: 'Previous Balance', cell: ({ row }) => rupees(row.original.previous_balance) },
  { id: 'amount', header: 'Amount', cell: ({ row }) => rupees(row.original.transaction_amount) },
  { id: 'after', header: 'After Balance', cell: ({ row }) => rupees(row.original.after_balance) },
  { id: 'remark', header: 'Remark', cell: ({ row }) => orEmpty(row.original.remark) },
  { id: 'created_at', header: 'Date', cell: ({ row }) => formatDate(row.original.created_at) },
];

/** The movements of a wallet or a customer, with its own pager. */
export function LedgerTable({ scope, caption }: { scope: LedgerScope; caption: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const ledger = useLedger(scope, page, pageSize);
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={ledger.data?.data ?? []}
        loading={ledger.isPending}
        getRowId={(row) => String(row.id)}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={ledger.data?.pagination.total ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        noun="Movements"
      />
    </>
  );
}
