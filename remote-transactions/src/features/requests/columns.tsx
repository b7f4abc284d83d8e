/**
 * The Requests table: Wallet Name, Customer Name, Customer Phone, Customer Id, Remarks,
 * Created at, Action. The remark cell also says how a decided request ended; the Action column is
 * the company admin's only (Approve, Reject on a pending request).
 */
import { orEmpty } from '@console/shared';
import type { WalletRequest } from '@console/shared/contracts';
import {
  Button,
  dateColumn,
  HStack,
  PathLink,
  RequestStatusBadge,
  requestStateText,
  Stack,
  Text,
  type DataTableColumn,
} from '@console/shared/ui';
import type { TxT } from '../../i18n/catalogue';

export interface RequestRowActions {
  onApprove(request: WalletRequest): void;
  onReject(request: WalletRequest): void;
}

export function requestColumns(t: TxT, actions: RequestRowActions | null): DataTableColumn<WalletRequest>[] {
  const columns: DataTableColumn<WalletRequest>[] = [
    {
      id: 'wallet_name',
      header: t('requests.column.walletName'),
      cell: ({ row }) => (
        <PathLink to={`/wallet/${row.original.wallet_id}`}>{orEmpty(row.original.wallet_name)}</PathLink>
      ),
      meta: { sortKey: 'wallet_name' },
    },
    {
      id: 'customer_name',
      header: t('requests.column.customerName'),
      cell: ({ row }) => orEmpty(row.original.customer_name),
      meta: { sortKey: 'customer_name' },
    },
    {
      id: 'customer_phone',
      header: t('requests.column.customerPhone'),
      cell: ({ row }) => orEmpty(row.original.customer_phone),
    },
    {
      id: 'customer_id',
      header: t('requests.column.customerId'),
      cell: ({ row }) => row.original.customer_id,
    },
    {
      id: 'remark',
      header: t('requests.column.remarks'),
      cell: ({ row }) => (
        <Stack gap="1" align="flex-start">
          <Text>{orEmpty(row.original.remark)}</Text>
          <HStack gap="2">
            <RequestStatusBadge status={row.original.status} />
            {row.original.status !== 'pending' && (
              <Text fontSize="xs" color="fg.muted">
                {requestStateText(row.original)}
              </Text>
            )}
          </HStack>
        </Stack>
      ),
    },
    dateColumn<WalletRequest>('created_at', { header: t('requests.column.createdAt'), sortable: true }),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('requests.column.action'),
      meta: { actions: true },
      cell: ({ row }) =>
        row.original.status === 'pending' ? (
          <HStack gap="1">
            <Button
              size="xs"
              aria-label={t('requests.approveOf', {
                wallet: row.original.wallet_name,
                customerName: row.original.customer_name,
              })}
              onClick={() => actions.onApprove(row.original)}
            >
              {t('requests.approve')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('requests.rejectOf', {
                wallet: row.original.wallet_name,
                customerName: row.original.customer_name,
              })}
              onClick={() => actions.onReject(row.original)}
            >
              {t('requests.reject')}
            </Button>
          </HStack>
        ) : null,
    },
  ];
}
