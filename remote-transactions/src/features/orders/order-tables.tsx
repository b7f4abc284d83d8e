/**
 * An order's three tables: the cart (what was asked and paid), the order (what vended)
 * — both Product Name, Qty., Mrp, Vend Status, Amount — and the refunds (the fields name, quantity,
 * coil, refund_amount, status, created_at and updated_at, headed in words: Name … Refund Amount,
 * Created, Updated).
 */
import {
  EMPTY,
  formatDate,
  orEmpty,
  refundSuccessText,
  rupees,
  useLanguageStore,
  vendStatusText,
} from '@console/shared';
import { HStack, StatusBadge, type DataTableColumn } from '@console/shared/ui';
import type { OrderItem, Refund } from '@console/shared/contracts';
import type { TxT } from '../../i18n/catalogue';
import { StatusCodeBadge } from './columns';

const VEND_COLOURS = { pending: 'yellow', success: 'green', partial: 'orange', failed: 'red' } as const;

export function VendStatusBadge({ status }: { status: OrderItem['vend_status'] }) {
  // The kit's vend text, read at render: the badge renders again when the language changes.
  useLanguageStore((s) => s.language);
  return <StatusBadge colorPalette={VEND_COLOURS[status]}>{vendStatusText(status)}</StatusBadge>;
}

const productName = (t: TxT): DataTableColumn<OrderItem> => ({
  id: 'product_name',
  header: t('order.column.productName'),
  cell: ({ row }) => row.original.product_name,
});
const mrp = (t: TxT): DataTableColumn<OrderItem> => ({
  id: 'mrp',
  header: t('order.column.mrp'),
  cell: ({ row }) => rupees(row.original.mrp),
});
const vendStatus = (t: TxT): DataTableColumn<OrderItem> => ({
  id: 'vend_status',
  header: t('order.field.vendStatus'),
  cell: ({ row }) => <VendStatusBadge status={row.original.vend_status} />,
});

/** The cart: what the customer asked for and paid; a line refunded in part or in full says so. */
export const cartColumns = (t: TxT): DataTableColumn<OrderItem>[] => [
  {
    ...productName(t),
    cell: ({ row }) => {
      const { product_name, refunded_qty, qty } = row.original;
      return (
        <HStack gap="2">
          <span>{product_name}</span>
          {refunded_qty > 0 && (
            <StatusBadge colorPalette="gray">
              {refunded_qty >= qty
                ? t('order.line.refunded')
                : t('order.line.refundedPart', { refunded: refunded_qty, qty })}
            </StatusBadge>
          )}
        </HStack>
      );
    },
  },
  { id: 'qty', header: t('order.column.qty'), cell: ({ row }) => row.original.qty },
  mrp(t),
  vendStatus(t),
  { id: 'amount', header: t('common.amount'), cell: ({ row }) => rupees(row.original.amount) },
];

/** The order: what the machine vended (nothing yet while the vend is pending). */
export const orderItemColumns = (t: TxT): DataTableColumn<OrderItem>[] => [
  productName(t),
  { id: 'vended_qty', header: t('order.column.qty'), cell: ({ row }) => orEmpty(row.original.vended_qty) },
  mrp(t),
  vendStatus(t),
  {
    id: 'vended_amount',
    header: t('common.amount'),
    cell: ({ row }) => (row.original.vended_qty === null ? EMPTY : rupees(row.original.vended_amount)),
  },
];

export const refundColumns = (t: TxT): DataTableColumn<Refund>[] => [
  { id: 'name', header: t('order.column.name'), cell: ({ row }) => row.original.name },
  { id: 'quantity', header: t('order.column.quantity'), cell: ({ row }) => row.original.quantity },
  { id: 'coil', header: t('order.column.coil'), cell: ({ row }) => orEmpty(row.original.coil) },
  {
    id: 'refund_amount',
    header: t('order.column.refundAmount'),
    cell: ({ row }) => rupees(row.original.refund_amount),
  },
  {
    id: 'status',
    header: t('common.status'),
    cell: ({ row }) =>
      row.original.status === 1 ? (
        <StatusBadge colorPalette="green">{refundSuccessText()}</StatusBadge>
      ) : (
        <StatusCodeBadge code={row.original.status} />
      ),
  },
  { id: 'created_at', header: t('order.column.created'), cell: ({ row }) => formatDate(row.original.created_at) },
  { id: 'updated_at', header: t('order.column.updated'), cell: ({ row }) => formatDate(row.original.updated_at) },
];
