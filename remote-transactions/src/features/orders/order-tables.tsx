/**
 * An order's three tables: the cart (what was asked and paid), the order (what vended)
 * — both Product Name, Qty., Mrp, Vend Status, Amount — and the refunds (the fields name, quantity,
 * coil, refund_amount, status, created_at and updated_at, headed in words: Name … Refund Amount,
 * Created, Updated).
 */
import { EMPTY, formatDate, orEmpty, REFUND_SUCCESS_TEXT, rupees, vendStatusText } from '@console/shared';
import { HStack, StatusBadge, type DataTableColumn } from '@console/shared/ui';
import type { OrderItem, Refund } from '@console/shared/contracts';
import { StatusCodeBadge } from './columns';

const VEND_COLOURS = { pending: 'yellow', success: 'green', partial: 'orange', failed: 'red' } as const;

export function VendStatusBadge({ status }: { status: OrderItem['vend_status'] }) {
  return <StatusBadge colorPalette={VEND_COLOURS[status]}>{vendStatusText(status)}</StatusBadge>;
}

const productName: DataTableColumn<OrderItem> = {
  id: 'product_name',
  header: 'Product Name',
  cell: ({ row }) => row.original.product_name,
};
const mrp: DataTableColumn<OrderItem> = { id: 'mrp', header: 'Mrp', cell: ({ row }) => rupees(row.original.mrp) };
const vendStatus: DataTableColumn<OrderItem> = {
  id: 'vend_status',
  header: 'Vend Status',
  cell: ({ row }) => <VendStatusBadge status={row.original.vend_status} />,
};

/** The cart: what the customer asked for and paid; a line refunded in part or in full says so. */
export const cartColumns: DataTableColumn<OrderItem>[] = [
  {
    ...productName,
    cell: ({ row }) => {
      const { product_name, refunded_qty, qty } = row.original;
      return (
        <HStack gap="2">
          <span>{product_name}</span>
          {refunded_qty > 0 && (
            <StatusBadge colorPalette="gray">
              {refunded_qty >= qty ? 'Refunded' : `${refunded_qty} of ${qty} refunded`}
            </StatusBadge>
          )}
        </HStack>
      );
    },
  },
  { id: 'qty', header: 'Qty.', cell: ({ row }) => row.original.qty },
  mrp,
  vendStatus,
  { id: 'amount', header: 'Amount', cell: ({ row }) => rupees(row.original.amount) },
];

/** The order: what the machine vended (nothing yet while the vend is pending). */
export const orderItemColumns: DataTableColumn<OrderItem>[] = [
  productName,
  { id: 'vended_qty', header: 'Qty.', cell: ({ row }) => orEmpty(row.original.vended_qty) },
  mrp,
  vendStatus,
  {
    id: 'vended_amount',
    header: 'Amount',
    cell: ({ row }) => (row.original.vended_qty === null ? EMPTY : rupees(row.original.vended_amount)),
  },
];

export const refundColumns: DataTableColumn<Refund>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'quantity', header: 'Quantity', cell: ({ row }) => row.original.quantity },
  { id: 'coil', header: 'Coil', cell: ({ row }) => orEmpty(row.original.coil) },
  { id: 'refund_amount', header: 'Refund Amount', cell: ({ row }) => rupees(row.original.refund_amount) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.status === 1 ? (
        <StatusBadge colorPalette="green">{REFUND_SUCCESS_TEXT}</StatusBadge>
      ) : (
        <StatusCodeBadge code={row.original.status} />
      ),
  },
  { id: 'created_at', header: 'Created', cell: ({ row }) => formatDate(row.original.created_at) },
  { id: 'updated_at', header: 'Updated', cell: ({ row }) => formatDate(row.original.updated_at) },
];
