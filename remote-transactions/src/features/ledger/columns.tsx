/**
 * The Transaction Wallet List table: Date (when the money moved, in the tenant's time; sortable,
 * newest first by default — a ledger is read by date), Wallet Name (a link to the wallet), Customer Name, Customer Phone, Type, Previous Balance, Transaction Amount, After
 * Balance, Remark — and, for an operator who may move funds, Add/Remove Fund on the row's wallet.
 */
import { orEmpty, TenantWords, walletTypeLabel } from '@console/shared';
import type { LedgerMovement } from '@console/shared/contracts';
import { buttonColumn, dateColumn, moneyColumn, PathLink, textColumn, type DataTableColumn } from '@console/shared/ui';

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
    dateColumn<LedgerMovement>('created_at', { header: 'Date', sortable: true }),
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
    // `exportColumns`: the wallet transaction report's column where its key differs (the Export follows the list).
    {
      id: 'phone',
      header: () => <TenantWords text="{customer} Phone" />,
      cell: ({ row }) => orEmpty(row.original.Wallet.Customer.mobile),
      meta: { exportColumns: ['customer_mobile'] },
    },
    {
      id: 'type',
      header: 'Type',
      cell: ({ row }) => walletTypeLabel(row.original.Wallet.wallet_type),
      meta: { exportColumns: ['wallet_type'] },
    },
    moneyColumn<LedgerMovement>('previous_balance', { header: 'Previous Balance' }),
    // As every ledger table says it: a debit carries its minus ("-₹20.00").
    moneyColumn<LedgerMovement>('transaction_amount', { header: 'Transaction Amount' }),
    moneyColumn<LedgerMovement>('after_balance', { header: 'After Balance' }),
    textColumn<LedgerMovement>('remark', { header: 'Remark', maxW: '12rem' }),
  ];
  if (!onFund) return columns;
  const fund = buttonColumn<LedgerMovement>({
    id: 'fund',
    header: 'Add/Remove Fund',
    text: 'Fund',
    label: (row) => `Add/Remove Fund: ${row.Wallet.name}`,
    loading: (row) => opening === row.wallet_id,
    disabled: () => opening !== null,
    onClick: onFund,
  });
  return [...columns, fund];
}
