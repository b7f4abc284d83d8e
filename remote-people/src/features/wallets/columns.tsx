/**
 * The Employee Wallets table: Wallet Name, Customer Name, Customer Phone, Amount, Type,
 * Is Primary, Add/Remove Fund, Action.
 */
import { orEmpty, rupees, walletTypeLabel } from '@console/shared';
import { actionsColumn, Badge, Button, HStack, type DataTableColumn } from '@console/shared/ui';
import type { Wallet } from '@console/shared/contracts';
import type { PeopleT } from '../../i18n/catalogue';

interface WalletRowActions {
  onFund(wallet: Wallet): void;
  onView(wallet: Wallet): void;
  onEdit(wallet: Wallet): void;
  onDelete(wallet: Wallet): void;
  /** Request Postpaid, offered on a prepaid wallet's row. */
  onRequestPostpaid(wallet: Wallet): void;
}

/** Built at render with the page's `t`: the headers and buttons read the language shown. */
export function walletColumns(
  { onFund, onView, onEdit, onDelete, onRequestPostpaid }: WalletRowActions,
  t: PeopleT,
): DataTableColumn<Wallet>[] {
  const actions = actionsColumn({
    onView,
    onEdit,
    onDelete,
    rowLabel: (w: Wallet) => w.name,
    header: t('wallets.column.action'),
  });
  return [
    {
      id: 'name',
      header: t('wallets.column.name'),
      cell: ({ row }) => orEmpty(row.original.wallet_name),
      meta: { sortKey: 'name' },
    },
    {
      id: 'customer_name',
      header: t('wallets.column.customerName'),
      cell: ({ row }) => `${row.original.Customer.first_name} ${row.original.Customer.last_name}`,
      meta: { sortKey: 'customer_name' },
    },
    {
      id: 'phone',
      header: t('wallets.column.customerPhone'),
      cell: ({ row }) => orEmpty(row.original.Customer.mobile),
    },
    {
      id: 'amount',
      header: t('wallets.column.amount'),
      cell: ({ row }) => rupees(row.original.amount),
      meta: { sortKey: 'amount' },
    },
    {
      id: 'type',
      header: t('wallets.column.type'),
      cell: ({ row }) => walletTypeLabel(row.original.type),
      meta: { sortKey: 'type' },
    },
    {
      id: 'is_primary',
      header: t('wallets.column.isPrimary'),
      cell: ({ row }) =>
        row.original.is_primary ? (
          <Badge colorPalette="green" variant="subtle">
            {t('wallets.yes')}
          </Badge>
        ) : (
          t('wallets.no')
        ),
    },
    {
      id: 'fund',
      header: t('wallets.column.fund'),
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={t('wallets.row.fundLabel', { name: row.original.name })}
          onClick={() => onFund(row.original)}
        >
          {t('wallets.row.fund')}
        </Button>
      ),
    },
    {
      ...actions,
      cell: (context) => (
        <HStack gap="1">
          {typeof actions.cell === 'function' ? actions.cell(context) : null}
          {context.row.original.type === 'prepaid' && (
            <Button
              size="xs"
              variant="outline"
              aria-label={t('wallets.row.requestPostpaidLabel', { name: context.row.original.name })}
              onClick={() => onRequestPostpaid(context.row.original)}
            >
              {t('wallets.row.requestPostpaid')}
            </Button>
          )}
        </HStack>
      ),
    },
  ];
}
