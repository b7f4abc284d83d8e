/**
 * The Transaction Wallet List table (SPEC §2 "Transaction wallet"): Wallet Name (a link to the
 * wallet), Customer Name, Customer Phone, Type, Previous Balance, Transaction Amount, After
 * Balance, Remark — and, for an operator who may move funds, Add/Remove Fund on the row's wallet.
 */
import { orEmpty, rupees, walletTypeLabel } from '@console/shared';
import type { WalletTransaction } from '@console/shared/contracts';
import { Button, PathLink, type DataTableColumn } from '@console/shared/ui';

export function walletTransactionColumns({
  onFund,
  opening,
}: {
  /** Opens the row's wallet in the fund dialog; null when the operator may not move funds. */
  onFund: ((row: WalletTransaction) => void) | null;
  /** The wallet whose dialog is opening (its balance is being read). */
  opening: number | null;
}): DataTableColumn<WalletTransaction>[] {
  const columns: DataTableColumn<WalletTransaction>[] = [
    {
      id: 'wallet_name',
      header: 'Wallet Name',
      cell: ({ row }) => <PathLink to={`/wallet/${row.original.wallet_id}`}>{row.original.Wallet.name}</PathLink>,
    },
    {
      id: 'customer_name',
      header: 'Customer Name',
      cell: ({ row }) => `${row.original.Wallet.Customer.first_name} ${row.original.Wallet.Customer.last_name}`,
    },
    { id: 'phone', header: 'Customer Phone', cell: ({ row }) => orEmpty(row.original.Wallet.Customer.mobile) },
    { id: 'type', header: 'Type', cell: ({ row }) => walletTypeLabel(row.original.Wallet.wallet_type) },
    { id: 'previous_balance', header: 'Previous Balance', cell: ({ row }) => rupees(row.original.previous_balance) },
    {
      id: 'transaction_amount',
      header: 'Transaction Amount',
      // As every ledger table says it: a debit carries its minus ("-₹20.00").
      cell: ({ row }) => rupees(row.original.transaction_amount),
    },
    { id: 'after_balance', header: 'After Balance', cell: ({ row }) => rupees(row.original.after_balance) },
    { id: 'remark', header: 'Remark', cell: ({ row }) => orEmpty(row.original.remark) },
  ];
  if (!onFund) return columns;
  return [
    ...columns,
    {
      id: 'fund',
      header: 'Add/Remove Fund',
      cell: ({ row }) => (
        <Button
          size="xs"
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
