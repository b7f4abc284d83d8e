/**
 * Customer overview (`/customer-view/:id`): Name, Email, Mobile, Wallet Balance, RfId and
 * PIN (masked until revealed), the Link RfId action, the customer's wallet movements and Order
 * Details (each order links to `/transaction/:id`).
 */
import { formatDate, orEmpty, rupees, statusInfo, useTenantStore } from '@console/shared';
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
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LedgerTable } from '../../lib/ledger-table';
import { ledgerQuery } from '../wallets/api/list-ledger';
import { useDeleteCustomer } from './api/delete-customer';
import { customerQuery } from './api/get-customer';
import { customerOrdersQuery } from './api/list-customer-orders';
import { useRevealPin } from './api/reveal-pin';
import { LinkRfidDialog } from './link-rfid-dialog';

export default function CustomerViewPage() {
  const noun = useTenantStore((s) => s.labels.customer);
  return (
    <RecordViewRoute query={customerQuery} noun={noun} title={`${noun} Overview`} listPath="/customer-list">
      {(customer, back) => <CustomerView customer={customer} noun={noun} back={back} />}
    </RecordViewRoute>
  );
}

function CustomerView({ customer, noun, back }: { customer: CustomerDetail; noun: string; back: ReactNode }) {
  const navigate = useNavigate();
  const deleteCustomer = useDeleteCustomer();
  const [linking, setLinking] = useState(false);

  return (
    <>
      <PageHeader
        title={`${noun} Overview`}
        subtitle={customer.name}
        right={
          <>
            {back}
            <Button variant="outline" onClick={() => setLinking(true)}>
              Link RfId
            </Button>
            <Button onClick={() => navigate(`/add-customer/${customer.id}`)}>Edit</Button>
            <Button colorPalette="red" onClick={() => deleteCustomer(customer, { redirectTo: '/customer-list' })}>
              Delete
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
        Wallet Transactions
      </Heading>
      <Box mb="6">
        <LedgerTable
          scope={{ customer_id: customer.id }}
          caption={`Wallet transactions of ${customer.name}`}
          query={ledgerQuery}
        />
      </Box>
      <Heading as="h2" size="md" mb="2">
        Order Details
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
  return (
    <DetailList
      rows={[
        ['Name', orEmpty(customer.name)],
        ['Email', orEmpty(customer.email)],
        ['Mobile', orEmpty(customer.mobile)],
        ['Wallet Balance', rupees(customer.wallet_balance)],
        ['RfId', orEmpty(customer.rfid)],
        ['PIN', <MaskedPin key="pin" customerId={customer.id} hasPin={customer.has_pin} />],
        ['Department', orEmpty(customer.class_name)],
        ['Sub-Department', orEmpty(customer.section_name)],
        ['User Origin', orEmpty(customer.user_origin)],
        ['Groups', customer.groups.length ? customer.groups.map((g) => g.name).join(', ') : orEmpty(null)],
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
      <Box as="span" fontFamily="mono" aria-label={shown ? 'PIN' : 'PIN hidden'}>
        {shown ? pin : '••••'}
      </Box>
      <Button size="2xs" variant="ghost" aria-pressed={shown} loading={reveal.isPending} onClick={() => void toggle()}>
        {shown ? 'Hide' : 'Show'}
      </Button>
    </HStack>
  );
}

/** The order number links to its transaction page when the operator can open it. */
const orderColumns: DataTableColumn<CustomerOrder>[] = [
  {
    id: 'order_no',
    header: 'Order ID',
    cell: ({ row }) => <PathLink to={`/transaction/${row.original.id}`}>{row.original.order_no}</PathLink>,
  },
  { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.created_at) },
  { id: 'touchpoint', header: 'Touchpoint', cell: ({ row }) => orEmpty(row.original.touchpoint) },
  { id: 'source', header: 'Payment Source', cell: ({ row }) => orEmpty(row.original.payment_source) },
  {
    id: 'payment_status',
    header: 'Payment Status',
    cell: ({ row }) => <StatusCell code={row.original.payment_status} />,
  },
  { id: 'amount', header: 'Amount', cell: ({ row }) => rupees(row.original.amount) },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusCell code={row.original.status} /> },
];

function StatusCell({ code }: { code: number }) {
  const info = statusInfo(code);
  return <StatusBadge colorPalette={info.colorPalette}>{info.text}</StatusBadge>;
}

function CustomerOrders({ customerId }: { customerId: number }) {
  return (
    <PagedTable
      caption="Order Details"
      columns={orderColumns}
      noun="Orders"
      query={(page, pageSize) => customerOrdersQuery(customerId, page, pageSize)}
    />
  );
}
