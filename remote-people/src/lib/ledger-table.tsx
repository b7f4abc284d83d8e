/**
 * The movements of a wallet or a customer, newest first, with its own pager (the kit's PagedTable:
 * a failed page says so with Retry): on `/wallet/:id` and the customer overview. The page gives
 * it the ledger query (its wallets feature's API call).
 */
import { formatDate, orEmpty, rupees } from '@console/shared';
import type { LedgerMovement } from '@console/shared/contracts';
import { PagedTable, type DataTableColumn } from '@console/shared/ui';
import type { LedgerScope, ledgerQuery } from '../features/wallets/api/list-ledger';

/** Customer overview: ID, Wallet ID, Type, Previous Balance, Amount, After Balance (+ remark, date). */
const columns: DataTableColumn<LedgerMovement>[] = [
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
  query: typeof ledgerQuery;
}) {
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      noun="Movements"
      query={(page, pageSize) => query(scope, page, pageSize)}
      emptyText="No movements yet"
    />
  );
}
