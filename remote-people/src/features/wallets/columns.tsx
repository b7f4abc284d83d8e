/**
 * The Employee Wallets table: Wallet Name, Customer Name, Customer Phone, Amount, Type,
 * Is Primary, Add/Remove Fund, Action.
 */
import { orEmpty, rupees, TenantWords, walletTypeLabel } from '@console/shared';
import { actionsColumn, Badge, Button, HStack, type DataTableColumn } from '@console/shared/ui';
import type { Wallet } from '@console/shared/contracts';

interface WalletRowActions {
  onFund(wallet: Wallet): void;
  onView(wallet: Wallet): void;
  onEdit(wallet: Wallet): void;
  onDelete(wallet: Wallet): void;
  /** Request Postpaid, offered on a prepaid wallet's row. */
  onRequestPostpaid(wallet: Wallet): void;
}

export function walletColumns({
  onFund,
  onView,
  onEdit,
  onDelete,
  onRequestPostpaid,
}: WalletRowActions): DataTableColumn<Wallet>[] {
  const actions = actionsColumn({ onView, onEdit, onDelete, rowLabel: (w: Wallet) => w.name, header: 'Action' });
  return [
    {
      id: 'name',
      header: 'Wallet Name',
      cell: ({ row }) => orEmpty(row.original.wallet_name),
      meta: { sortKey: 'name' },
    },
    {
      id: 'customer_name',
      header: () => <TenantWords text="{customer} Name" />,
      cell: ({ row }) => `${row.original.Customer.first_name} ${row.original.Customer.last_name}`,
      meta: { sortKey: 'customer_name' },
    },
    {
      id: 'phone',
      header: () => <TenantWords text="{customer} Phone" />,
      cell: ({ row }) => orEmpty(row.original.Customer.mobile),
    },
    { id: 'amount', header: 'Amount', cell: ({ row }) => rupees(row.original.amount), meta: { sortKey: 'amount' } },
    { id: 'type', header: 'Type', cell: ({ row }) => walletTypeLabel(row.original.type), meta: { sortKey: 'type' } },
    {
      id: 'is_primary',
      header: 'Is Primary',
      cell: ({ row }) =>
        row.original.is_primary ? (
          <Badge colorPalette="green" variant="subtle">
            Yes
          </Badge>
        ) : (
          'No'
        ),
    },
    {
      id: 'fund',
      header: 'Add/Remove Fund',
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Add/Remove Fund: ${row.original.name}`}
          onClick={() => onFund(row.original)}
        >
          Fund
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
              aria-label={`Request Postpaid: ${context.row.original.name}`}
              onClick={() => onRequestPostpaid(context.row.original)}
            >
              Request Postpaid
            </Button>
          )}
        </HStack>
      ),
    },
  ];
}
