/**
 * The Touchpoint Orders table: Order ID, Date, Channel, Touchpoint, Payment Source,
 * Payment Status, Amount, Status, Refund. Statuses are the status badges (0 Pending yellow,
 * 1 Success green, 2 Failure red); the order id opens the order.
 */
import { formatDate, orEmpty, rupees, statusInfo, EMPTY } from '@console/shared';
import { PathLink, StatusBadge, type DataTableColumn } from '@console/shared/ui';
import type { Order } from '@console/shared/contracts';

export function StatusCodeBadge({ code }: { code: number }) {
  const { text, colorPalette } = statusInfo(code);
  return <StatusBadge colorPalette={colorPalette}>{text}</StatusBadge>;
}

export const orderColumns: DataTableColumn<Order>[] = [
  {
    id: 'order_no',
    header: 'Order ID',
    cell: ({ row }) => <PathLink to={`/transaction/${row.original.id}`}>{row.original.order_no}</PathLink>,
  },
  {
    id: 'created_at',
    header: 'Date',
    cell: ({ row }) => formatDate(row.original.created_at),
    meta: { sortKey: 'created_at' },
  },
  // Names a sync brings can be long: cut at a planned width, in full on hover.
  { id: 'channel', header: 'Channel', cell: ({ row }) => orEmpty(row.original.channel), meta: { maxW: '11rem' } },
  {
    id: 'touchpoint',
    header: 'Touchpoint',
    cell: ({ row }) => orEmpty(row.original.touchpoint),
    meta: { maxW: '12rem' },
  },
  { id: 'payment_source', header: 'Payment Source', cell: ({ row }) => orEmpty(row.original.payment_source) },
  {
    id: 'payment_status',
    header: 'Payment Status',
    cell: ({ row }) => <StatusCodeBadge code={row.original.payment_status} />,
  },
  { id: 'amount', header: 'Amount', cell: ({ row }) => rupees(row.original.amount), meta: { sortKey: 'amount' } },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusCodeBadge code={row.original.status} /> },
  {
    id: 'refund',
    header: 'Refund',
    cell: ({ row }) => (row.original.refunded_amount > 0 ? rupees(row.original.refunded_amount) : EMPTY),
  },
];
