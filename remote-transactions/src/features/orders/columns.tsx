/**
 * The Touchpoint Orders table: Order ID, Date, Channel, Touchpoint, Payment Source,
 * Payment Status, Amount, Status, Refund. Statuses are the status badges (0 Pending yellow,
 * 1 Success green, 2 Failure red); the order id opens the order. The headers are in the shown
 * language: the page builds the columns with its translate function.
 */
import { formatDate, orEmpty, rupees, statusInfo, useLanguageStore, EMPTY } from '@console/shared';
import { PathLink, StatusBadge, type DataTableColumn } from '@console/shared/ui';
import type { Order } from '@console/shared/contracts';
import type { TxT } from '../../i18n/catalogue';

export function StatusCodeBadge({ code }: { code: number }) {
  // The kit's status text, read at render: the badge renders again when the language changes.
  useLanguageStore((s) => s.language);
  const { text, colorPalette } = statusInfo(code);
  return <StatusBadge colorPalette={colorPalette}>{text}</StatusBadge>;
}

export const orderColumns = (t: TxT): DataTableColumn<Order>[] => [
  {
    id: 'order_no',
    header: t('orders.column.orderId'),
    cell: ({ row }) => <PathLink to={`/transaction/${row.original.id}`}>{row.original.order_no}</PathLink>,
  },
  {
    id: 'created_at',
    header: t('common.date'),
    cell: ({ row }) => formatDate(row.original.created_at),
    meta: { sortKey: 'created_at' },
  },
  // Names a sync brings can be long: cut at a planned width, in full on hover.
  {
    id: 'channel',
    header: t('common.channel'),
    cell: ({ row }) => orEmpty(row.original.channel),
    meta: { maxW: '11rem' },
  },
  {
    id: 'touchpoint',
    header: t('common.touchpoint'),
    cell: ({ row }) => orEmpty(row.original.touchpoint),
    meta: { maxW: '12rem' },
  },
  {
    id: 'payment_source',
    header: t('orders.column.paymentSource'),
    cell: ({ row }) => orEmpty(row.original.payment_source),
  },
  {
    id: 'payment_status',
    header: t('common.paymentStatus'),
    cell: ({ row }) => <StatusCodeBadge code={row.original.payment_status} />,
  },
  {
    id: 'amount',
    header: t('common.amount'),
    cell: ({ row }) => rupees(row.original.amount),
    meta: { sortKey: 'amount' },
  },
  { id: 'status', header: t('common.status'), cell: ({ row }) => <StatusCodeBadge code={row.original.status} /> },
  {
    id: 'refund',
    header: t('orders.column.refund'),
    cell: ({ row }) => (row.original.refunded_amount > 0 ? rupees(row.original.refunded_amount) : EMPTY),
  },
];
