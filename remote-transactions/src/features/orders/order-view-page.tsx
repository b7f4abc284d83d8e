/**
 * One order (`/transaction/:id`): its fields, the cart (asked and paid), the order (vended) and
 * the refunds. An operator who may open both the orders and the wallets (the API's rule for a
 * refund) sees Refund; anyone else sees no button (and the API would answer 403).
 */
import { formatDate, orEmpty, rupees, useCanOpen, vendStatusText } from '@console/shared';
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
import { useMemo, useState, type ReactNode } from 'react';
import { catalogue, type TxT } from '../../i18n/catalogue';
import { useLanguageNouns } from '../../i18n/words';
import { orderQuery } from './api/get-order';
import { StatusCodeBadge } from './columns';
import { cartColumns, orderItemColumns, refundColumns } from './order-tables';
import { RefundDialog } from './refund-dialog';

/** Why Refund cannot be pressed now, or null when it can. */
function refundBlocked(t: TxT, order: OrderDetail): string | null {
  if (order.vend_status === 'pending') return t('order.blocked.pending');
  if (order.refundable_amount <= 0) return t('order.blocked.nothing');
  return null;
}

export default function OrderViewPage() {
  const t = catalogue.useT();
  const nouns = useLanguageNouns();
  const title = t('order.title');
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
  const t = catalogue.useT();
  const tables = useMemo(() => ({ cart: cartColumns(t), order: orderItemColumns(t), refunds: refundColumns(t) }), [t]);
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
              <ReasonedButton colorPalette="red" reason={refundBlocked(t, order)} onClick={() => setRefunding(true)}>
                {t('order.refund')}
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
        <DataTable caption={t('order.cart')} columns={tables.cart} data={order.items} />
        <DataTable
          caption={t('order.order')}
          columns={tables.order}
          data={order.items}
          emptyText={t('order.nothingVended')}
        />
        <DataTable
          caption={t('order.refunds')}
          columns={tables.refunds}
          data={order.refunds}
          emptyText={t('order.noRefunds')}
        />
      </Stack>
      {canRefund && <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} />}
    </>
  );
}

function OrderFields({ order }: { order: OrderDetail }) {
  const t = catalogue.useT();
  const nouns = useLanguageNouns();
  const customer = order.customer_name
    ? `${order.customer_name}${order.customer_mobile ? ` (${order.customer_mobile})` : ''}`
    : null;
  const rows: [string, ReactNode][] = [
    [t('orders.column.orderId'), order.order_no],
    [t('common.date'), formatDate(order.created_at)],
    [t('common.channel'), orEmpty(order.channel)],
    [t('common.touchpoint'), orEmpty(order.touchpoint)],
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
      t('order.field.wallet'),
      order.wallet_id ? (
        <PathLink key="wallet" to={`/wallet/${order.wallet_id}`}>
          {orEmpty(order.wallet_name)}
        </PathLink>
      ) : (
        orEmpty(order.wallet_name)
      ),
    ],
    [t('orders.column.paymentSource'), orEmpty(order.payment_source)],
    [t('common.paymentStatus'), <StatusCodeBadge key="payment" code={order.payment_status} />],
    [t('common.amount'), rupees(order.amount)],
    [t('common.status'), <StatusCodeBadge key="status" code={order.status} />],
    [t('order.field.vendStatus'), vendStatusText(order.vend_status)],
    [t('orders.column.refund'), rupees(order.refunded_amount)],
    [t('order.field.refundable'), rupees(order.refundable_amount)],
    [t('order.field.vendReported'), order.timed_out ? t('order.field.timedOut') : formatDate(order.result_at)],
  ];
  return <DetailList rows={rows} />;
}
