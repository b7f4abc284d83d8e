/**
 * The movements of a wallet or a customer, newest first, with its own pager (the kit's PagedTable:
 * a failed page says so with Retry): on `/wallet/:id` and the customer overview. The page gives
 * it the ledger query (its wallets feature's API call).
 */
import { formatDate, orEmpty, rupees } from '@console/shared';
import type { LedgerMovement } from '@console/shared/contracts';
import { PagedTable, type DataTableColumn } from '@console/shared/ui';
import { useMemo } from 'react';
import { catalogue, type PeopleT } from '../i18n/catalogue';
import type { LedgerScope, ledgerQuery } from '../features/wallets/api/list-ledger';

/**
 * Customer overview: ID, Wallet ID, Type, Previous Balance, Amount, After Balance (+ remark, date).
 * Built at render with the table's `t`: the headers read the language shown.
 */
const ledgerColumns = (t: PeopleT): DataTableColumn<LedgerMovement>[] => [
  { id: 'id', header: t('ledger.column.id'), accessorKey: 'id' },
  { id: 'wallet_id', header: t('ledger.column.walletId'), accessorKey: 'wallet_id' },
  {
    id: 'type',
    header: t('ledger.column.type'),
    cell: ({ row }) => (row.original.transaction_amount >= 0 ? t('ledger.credit') : t('ledger.debit')),
  },
  { id: 'previous', header: t('ledger.column.previous'), cell: ({ row }) => rupees(row.original.previous_balance) },
  { id: 'amount', header: t('ledger.column.amount'), cell: ({ row }) => rupees(row.original.transaction_amount) },
  { id: 'after', header: t('ledger.column.after'), cell: ({ row }) => rupees(row.original.after_balance) },
  { id: 'remark', header: t('ledger.column.remark'), cell: ({ row }) => orEmpty(row.original.remark) },
  { id: 'created_at', header: t('ledger.column.date'), cell: ({ row }) => formatDate(row.original.created_at) },
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
  const t = catalogue.useT();
  const columns = useMemo(() => ledgerColumns(t), [t]);
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      noun={t('ledger.noun')}
      query={(page, pageSize) => query(scope, page, pageSize)}
      emptyText={t('ledger.empty')}
    />
  );
}
