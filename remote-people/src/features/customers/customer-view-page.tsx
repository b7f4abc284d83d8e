/**
 * Customer overview (`/customer-view/:id`): Name, Email, Mobile, Wallet Balance, RfId and
 * PIN (masked until revealed), the Link RfId action, the customer's wallet movements and Order
 * Details (each order links to `/transaction/:id`).
 */
import { formatDate, orEmpty, rupees, statusInfo } from '@console/shared';
import {
  Box,
  Button,
  Card,
  type DataTableColumn,
  DetailList,
  Heading,
  HStack,
  PagedTable,
  PageHeader,
  PathLink,
  RecordViewRoute,
  StatusBadge,
} from '@console/shared/ui';
import type { CustomerDetail, CustomerOrder } from '@console/shared/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LedgerTable } from '../../lib/ledger-table';
import { ledgerQuery } from '../wallets/api/list-ledger';
import { useDeleteCustomer } from './api/delete-customer';
import { customerQuery } from './api/get-customer';
import { customerOrdersQuery } from './api/list-customer-orders';
import { useRevealPin } from './api/reveal-pin';
import { LinkRfidDialog } from './link-rfid-dialog';
import { catalogue, type PeopleT } from '../../i18n/catalogue';

export default function CustomerViewPage() {
  const t = catalogue.useT();
  return (
    <RecordViewRoute
      query={customerQuery}
      noun={t('customers.noun.customer')}
      title={t('customers.view.title')}
      listPath="/customer-list"
    >
      {(customer, back) => <CustomerView customer={customer} back={back} />}
    </RecordViewRoute>
  );
}

function CustomerView({ customer, back }: { customer: CustomerDetail; back: ReactNode }) {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const deleteCustomer = useDeleteCustomer();
  const [linking, setLinking] = useState(false);

  return (
    <>
      <PageHeader
        title={t('customers.view.title')}
        subtitle={customer.name}
        right={
          <>
            {back}
            <Button variant="outline" onClick={() => setLinking(true)}>
              {t('customers.view.linkRfid')}
            </Button>
            <Button onClick={() => navigate(`/add-customer/${customer.id}`)}>{t('customers.view.edit')}</Button>
            <Button colorPalette="red" onClick={() => deleteCustomer(customer, { redirectTo: '/customer-list' })}>
              {t('customers.view.delete')}
            </Button>
          </>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <CustomerDetails customer={customer} />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        {t('customers.view.walletTransactions')}
      </Heading>
      <Box mb="6">
        <LedgerTable
          scope={{ customer_id: customer.id }}
          caption={t('customers.view.walletTransactionsOf', { name: customer.name })}
          query={ledgerQuery}
        />
      </Box>
      <Heading as="h2" size="md" mb="2">
        {t('customers.view.orderDetails')}
      </Heading>
      <CustomerOrders customerId={customer.id} />
      <LinkRfidDialog
        customerId={customer.id}
        current={customer.rfid}
        open={linking}
        onClose={() => setLinking(false)}
      />
    </>
  );
}

function CustomerDetails({ customer }: { customer: CustomerDetail }) {
  const t = catalogue.useT();
  return (
    <DetailList
      rows={[
        [t('customers.detail.name'), orEmpty(customer.name)],
        [t('customers.detail.email'), orEmpty(customer.email)],
        [t('customers.detail.mobile'), orEmpty(customer.mobile)],
        [t('customers.detail.walletBalance'), rupees(customer.wallet_balance)],
        [t('customers.detail.rfid'), orEmpty(customer.rfid)],
        [t('customers.detail.pin'), <MaskedPin key="pin" customerId={customer.id} hasPin={customer.has_pin} />],
        [t('customers.detail.department'), orEmpty(customer.class_name)],
        [t('customers.detail.subDepartment'), orEmpty(customer.section_name)],
        [t('customers.detail.userOrigin'), orEmpty(customer.user_origin)],
        [
          t('customers.detail.groups'),
          customer.groups.length ? customer.groups.map((g) => g.name).join(', ') : orEmpty(null),
        ],
      ]}
    />
  );
}

/**
 * The PIN as dots until the operator clicks Show: only then is it fetched (an audited call of its
 * own), and Hide forgets it.
 */
function MaskedPin({ customerId, hasPin }: { customerId: number; hasPin: boolean }) {
  const reveal = useRevealPin();
  const t = catalogue.useT();
  const [pin, setPin] = useState<string | null>(null);
  if (!hasPin) return <>{orEmpty(null)}</>;
  const shown = pin !== null;
  const toggle = async () => {
    if (shown) return setPin(null);
    const revealed = await reveal.mutateAsync(customerId).catch(() => null);
    if (revealed) setPin(revealed);
  };
  return (
    <HStack as="span" gap="2">
      <Box as="span" fontFamily="mono" aria-label={shown ? t('customers.pin.shown') : t('customers.pin.hidden')}>
        {shown ? pin : '••••'}
      </Box>
      <Button size="2xs" variant="ghost" aria-pressed={shown} loading={reveal.isPending} onClick={() => void toggle()}>
        {shown ? t('customers.pin.hide') : t('customers.pin.show')}
      </Button>
    </HStack>
  );
}

/**
 * The order number links to its transaction page when the operator can open it. Built at render
 * with the page's `t`: the headers read the language shown.
 */
const orderColumns = (t: PeopleT): DataTableColumn<CustomerOrder>[] => [
  {
    id: 'order_no',
    header: t('customers.order.orderId'),
    cell: ({ row }) => <PathLink to={`/transaction/${row.original.id}`}>{row.original.order_no}</PathLink>,
  },
  { id: 'date', header: t('customers.order.date'), cell: ({ row }) => formatDate(row.original.created_at) },
  { id: 'touchpoint', header: t('customers.order.touchpoint'), cell: ({ row }) => orEmpty(row.original.touchpoint) },
  { id: 'source', header: t('customers.order.source'), cell: ({ row }) => orEmpty(row.original.payment_source) },
  {
    id: 'payment_status',
    header: t('customers.order.paymentStatus'),
    cell: ({ row }) => <StatusCell code={row.original.payment_status} />,
  },
  { id: 'amount', header: t('customers.order.amount'), cell: ({ row }) => rupees(row.original.amount) },
  { id: 'status', header: t('customers.order.status'), cell: ({ row }) => <StatusCell code={row.original.status} /> },
];

function StatusCell({ code }: { code: number }) {
  const info = statusInfo(code);
  return <StatusBadge colorPalette={info.colorPalette}>{info.text}</StatusBadge>;
}

function CustomerOrders({ customerId }: { customerId: number }) {
  const t = catalogue.useT();
  const columns = useMemo(() => orderColumns(t), [t]);
  return (
    <PagedTable
      caption={t('customers.view.orderDetails')}
      columns={columns}
      noun={t('customers.view.orders')}
      query={(page, pageSize) => customerOrdersQuery(customerId, page, pageSize)}
    />
  );
}
