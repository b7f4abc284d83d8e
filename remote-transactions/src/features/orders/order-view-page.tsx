/**
 * One order (`/transaction/:id`): its fields, the cart (asked and paid), the order (vended) and
 * the refunds. An operator who may open both the orders and the wallets (the API's rule for a
 * refund) sees Refund; anyone else sees no button (and the API would answer 403).
 */
import { formatDate, orEmpty, rupees, useCanOpen, useNouns, vendStatusText } from '@console/shared';
import {
  Card,
  DataTable,
  DetailList,
  PageHeader,
  PathLink,
  ReasonedButton,
  RecordViewRoute,
  Stack,
} from '@console/shared/ui';
import type { OrderDetail } from '@console/shared/contracts';
import { useState, type ReactNode } from 'react';
import { orderQuery } from './api/get-order';
import { StatusCodeBadge } from './columns';
import { cartColumns, orderItemColumns, refundColumns } from './order-tables';
import { RefundDialog } from './refund-dialog';

/** Why Refund cannot be pressed now, or null when it can. */
function refundBlocked(order: OrderDetail): string | null {
  if (order.vend_status === 'pending') return 'The machine has not reported this vend yet.';
  if (order.refundable_amount <= 0) return 'Nothing is left to refund on this order.';
  return null;
}

export default function OrderViewPage() {
  const nouns = useNouns();
  const title = `${nouns.order} Details`;
  return (
    <RecordViewRoute
      query={orderQuery}
      noun={nouns.order}
      title={title}
      listPath="/transaction-list"
      recordName={(order) => order.order_no}
    >
      {(order, back) => <OrderView order={order} title={title} back={back} />}
    </RecordViewRoute>
  );
}

function OrderView({ order, title, back }: { order: OrderDetail; title: string; back: ReactNode }) {
  const [refunding, setRefunding] = useState(false);
  // A refund moves money back to a wallet: it needs the orders and the wallets both.
  const canOpenOrders = useCanOpen('/transaction-list');
  const canOpenWallets = useCanOpen('/wallet-list');
  const canRefund = canOpenOrders && canOpenWallets;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={order.order_no}
        right={
          <>
            {back}
            {canRefund && (
              <ReasonedButton colorPalette="red" reason={refundBlocked(order)} onClick={() => setRefunding(true)}>
                Refund
              </ReasonedButton>
            )}
          </>
        }
      />
      <Stack gap="6">
        <Card.Root>
          <Card.Body>
            <OrderFields order={order} />
          </Card.Body>
        </Card.Root>
        <DataTable caption="Cart" columns={cartColumns} data={order.items} />
        <DataTable caption="Order" columns={orderItemColumns} data={order.items} emptyText="Nothing vended yet" />
        <DataTable caption="Refunds" columns={refundColumns} data={order.refunds} emptyText="No refunds" />
      </Stack>
      {canRefund && <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} />}
    </>
  );
}

function OrderFields({ order }: { order: OrderDetail }) {
  const nouns = useNouns();
  const customer = order.customer_name
    ? `${order.customer_name}${order.customer_mobile ? ` (${order.customer_mobile})` : ''}`
    : null;
  const rows: [string, ReactNode][] = [
    ['Order ID', order.order_no],
    ['Date', formatDate(order.created_at)],
    ['Channel', orEmpty(order.channel)],
    ['Touchpoint', orEmpty(order.touchpoint)],
    [
      nouns.customer,
      customer && order.customer_id ? (
        <PathLink key="customer" to={`/customer-view/${order.customer_id}`}>
          {customer}
        </PathLink>
      ) : (
        orEmpty(customer)
      ),
    ],
    [
      'Wallet',
      order.wallet_id ? (
        <PathLink key="wallet" to={`/wallet/${order.wallet_id}`}>
          {orEmpty(order.wallet_name)}
        </PathLink>
      ) : (
        orEmpty(order.wallet_name)
      ),
    ],
    ['Payment Source', orEmpty(order.payment_source)],
    ['Payment Status', <StatusCodeBadge key="payment" code={order.payment_status} />],
    ['Amount', rupees(order.amount)],
    ['Status', <StatusCodeBadge key="status" code={order.status} />],
    ['Vend Status', vendStatusText(order.vend_status)],
    ['Refund', rupees(order.refunded_amount)],
    ['Refundable', rupees(order.refundable_amount)],
    ['Vend Reported', order.timed_out ? 'Never (timed out, refunded in full)' : formatDate(order.result_at)],
  ];
  return <DetailList rows={rows} />;
}
