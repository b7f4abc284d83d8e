/**
 * The movements of a wallet or a customer, newest first, with its own pager: on `/wallet/:id` and
 * the customer overview. The page gives it the ledger query (its wallets feature's API call).
 */
import { formatDate, orEmpty, rupees } from '@console/shared';
import type { WalletTransaction } from '@console/shared/contracts';
import { Button, DataTable, Pagination, Text, VStack, type DataTableColumn } from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LedgerScope, walletTransactionsQuery } from '../features/wallets/api/list-wallet-transactions';

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

export function LedgerTable({
  scope,
  caption,
  query,
}: {
  scope: LedgerScope;
  caption: string;
  query: typeof walletTransactionsQuery;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const ledger = useQuery(query(scope, page, pageSize));
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={ledger.data?.data ?? []}
        loading={ledger.isPending}
        getRowId={(row) => String(row.id)}
        emptyText={
          ledger.isError ? (
            <VStack gap="2">
              <Text color="fg.error">The movements could not be loaded: {ledger.error.message}</Text>
              <Button size="sm" variant="outline" onClick={() => void ledger.refetch()}>
                Retry
              </Button>
            </VStack>
          ) : (
            'No movements yet'
          )
        }
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
