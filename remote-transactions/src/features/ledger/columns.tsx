/**
 * The Transaction Wallet List table: Date (when the money moved, in the tenant's time; sortable,
 * newest first by default — a ledger is read by date), Wallet Name (a link to the wallet), Customer Name, Customer Phone, Type, Previous Balance, Transaction Amount, After
 * Balance, Remark — and, for an operator who may move funds, Add/Remove Fund on the row's wallet.
 */
import { formatDate, orEmpty, rupees, TenantWords, walletTypeLabel } from '@console/shared';
import type { LedgerMovement } from '@console/shared/contracts';
import { Button, PathLink, type DataTableColumn } from '@console/shared/ui';

export function ledgerColumns({
  onFund,
  opening,
}: {
  /** Opens the row's wallet in the fund dialog; null when the operator may not move funds. */
  onFund: ((row: LedgerMovement) => void) | null;
  /** The wallet whose dialog is opening (its balance is being read). */
  opening: number | null;
}): DataTableColumn<LedgerMovement>[] {
  const columns: DataTableColumn<LedgerMovement>[] = [
    {
      id: 'created_at',
      header: 'Date',
      cell: ({ row }) => formatDate(row.original.created_at),
      meta: { sortKey: 'created_at' },
    },
    {
      id: 'wallet_name',
      header: 'Wallet Name',
      cell: ({ row }) => <PathLink to={`/wallet/${row.original.wallet_id}`}>{row.original.Wallet.name}</PathLink>,
      meta: { maxW: '10rem' },
    },
    {
      id: 'customer_name',
      header: () => <TenantWords text="{customer} Name" />,
      cell: ({ row }) => `${row.original.Wallet.Customer.first_name} ${row.original.Wallet.Customer.last_name}`,
      meta: { maxW: '10rem' },
    },
    {
      id: 'phone',
      header: () => <TenantWords text="{customer} Phone" />,
      cell: ({ row }) => orEmpty(row.original.Wallet.Customer.mobile),
    },
    { id: 'type', header: 'Type', cell: ({ row }) => walletTypeLabel(row.original.Wallet.wallet_type) },
    { id: 'previous_balance', header: 'Previous Balance', cell: ({ row }) => rupees(row.original.previous_balance) },
    {
      id: 'transaction_amount',
      header: 'Transaction Amount',
      // As every ledger table says it: a debit carries its minus ("-₹20.00").
      cell: ({ row }) => rupees(row.original.transaction_amount),
    },
    { id: 'after_balance', header: 'After Balance', cell: ({ row }) => rupees(row.original.after_balance) },
    { id: 'remark', header: 'Remark', cell: ({ row }) => orEmpty(row.original.remark), meta: { maxW: '12rem' } },
  ];
  if (!onFund) return columns;
  return [
    ...columns,
    {
      id: 'fund',
      header: 'Add/Remove Fund',
      meta: { actions: true },
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Add/Remove Fund: ${row.original.Wallet.name}`}
          loading={opening === row.original.wallet_id}
          disabled={opening !== null}
          onClick={() => onFund(row.original)}
        >
          Fund
        </Button>
      ),
    },
  ];
}
