/**
 * The Transaction Wallet List table: Date (when the money moved, in the tenant's time; sortable,
 * newest first by default — a ledger is read by date), Wallet Name (a link to the wallet), Customer Name, Customer Phone, Type, Previous Balance, Transaction Amount, After
 * Balance, Remark — and, for an operator who may move funds, Add/Remove Fund on the row's wallet.
 */
import { orEmpty, walletTypeLabel } from '@console/shared';
import type { LedgerMovement } from '@console/shared/contracts';
import { buttonColumn, dateColumn, moneyColumn, PathLink, textColumn, type DataTableColumn } from '@console/shared/ui';
import type { TxT } from '../../i18n/catalogue';

export function ledgerColumns({
  t,
  onFund,
  opening,
}: {
  /** The shown language's words (the headers are built at render). */
  t: TxT;
  /** Opens the row's wallet in the fund dialog; null when the operator may not move funds. */
  onFund: ((row: LedgerMovement) => void) | null;
  /** The wallet whose dialog is opening (its balance is being read). */
  opening: number | null;
}): DataTableColumn<LedgerMovement>[] {
  const columns: DataTableColumn<LedgerMovement>[] = [
    dateColumn<LedgerMovement>('created_at', { header: t('common.date'), sortable: true }),
    {
      id: 'wallet_name',
      header: t('ledger.column.walletName'),
      cell: ({ row }) => <PathLink to={`/wallet/${row.original.wallet_id}`}>{row.original.Wallet.name}</PathLink>,
      meta: { maxW: '10rem' },
    },
    {
      id: 'customer_name',
      header: t('ledger.column.customerName'),
      cell: ({ row }) => `${row.original.Wallet.Customer.first_name} ${row.original.Wallet.Customer.last_name}`,
      meta: { maxW: '10rem' },
    },
    // `exportColumns`: the wallet transaction report's column where its key differs (the Export follows the list).
    {
      id: 'phone',
      header: t('ledger.column.customerPhone'),
      cell: ({ row }) => orEmpty(row.original.Wallet.Customer.mobile),
      meta: { exportColumns: ['customer_mobile'] },
    },
    {
      id: 'type',
      header: t('ledger.column.type'),
      cell: ({ row }) => walletTypeLabel(row.original.Wallet.wallet_type),
      meta: { exportColumns: ['wallet_type'] },
    },
    moneyColumn<LedgerMovement>('previous_balance', { header: t('ledger.column.previousBalance') }),
    // As every ledger table says it: a debit carries its minus ("-₹20.00").
    moneyColumn<LedgerMovement>('transaction_amount', { header: t('ledger.column.transactionAmount') }),
    moneyColumn<LedgerMovement>('after_balance', { header: t('ledger.column.afterBalance') }),
    textColumn<LedgerMovement>('remark', { header: t('ledger.column.remark'), maxW: '12rem' }),
  ];
  if (!onFund) return columns;
  const fund = buttonColumn<LedgerMovement>({
    id: 'fund',
    header: t('ledger.fund.header'),
    text: t('ledger.fund.text'),
    label: (row) => t('ledger.fund.label', { wallet: row.Wallet.name }),
    loading: (row) => opening === row.wallet_id,
    disabled: () => opening !== null,
    onClick: onFund,
  });
  return [...columns, fund];
}
