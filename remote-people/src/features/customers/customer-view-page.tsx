/**
 * Customer overview (`/customer-view/:id`, SPEC §2): Name, Email, Mobile, Wallet Balance, RfId and
 * PIN (masked until revealed), the Link RfId action, the customer's wallet movements and Order
 * Details (each order links to `/transaction/:id`).
 */
import {
  formatDate,
  orEmpty,
  routeId,
  rupees,
  statusInfo,
  useCan,
  useRefreshAction,
  useTenantStore,
} from '@console/shared';
import {
  Box,
  Button,
  Card,
  DataTable,
  DetailList,
  Heading,
  HStack,
  Link,
  PageHeader,
  Pagination,
  RecordState,
  StatusBadge,
  type DataTableColumn,
} from '@console/shared/ui';
import type { CustomerDetail, CustomerOrder } from '@console/shared/contracts';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LedgerTable } from '../../lib/ledger';
import { useDeleteCustomer } from './api/delete-customer';
import { useCustomer } from './api/get-customer';
import { useCustomerOrders } from './api/list-customer-orders';
import { LinkRfidDialog } from './link-rfid-dialog';

export default function CustomerViewPage() {
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const customer = useCustomer(id);
  const noun = useTenantStore((s) => s.labels.customer);
  const deleteCustomer = useDeleteCustomer();
  const [linking, setLinking] = useState(false);

  useRefreshAction(() => customer.refetch(), customer.isFetching);

  const back = (
    <Button variant="outline" onClick={() => navigate('/customer-list')}>
      Back
    </Button>
  );
  if (id === undefined || customer.isError || !customer.data) {
    return <RecordState id={id} query={customer} noun={noun} title={`${noun} Overview`} right={back} />;
  }
  const data = customer.data;

  return (
    <>
      <PageHeader
        title={`${noun} Overview`}
        subtitle={data.name}
        right={
          <>
            {back}
            <Button variant="outline" onClick={() => setLinking(true)}>
              Link RfId
            </Button>
            <Button onClick={() => navigate(`/add-customer/${data.id}`)}>Edit</Button>
            <Button colorPalette="red" onClick={() => deleteCustomer(data, { redirectTo: '/customer-list' })}>
              Delete
            </Button>
          </>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <CustomerDetails customer={data} />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        Wallet Transactions
      </Heading>
      <Box mb="6">
        <LedgerTable scope={{ customer_id: data.id }} caption={`Wallet transactions of ${data.name}`} />
      </Box>
      <Heading as="h2" size="md" mb="2">
        Order Details
      </Heading>
      <CustomerOrders customerId={data.id} />
      <LinkRfidDialog customerId={data.id} current={data.rfid} open={linking} onClose={() => setLinking(false)} />
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
        ['PIN', <MaskedPin key="pin" pin={customer.pin} />],
        ['Department', orEmpty(customer.class_name)],
        ['Sub-Department', orEmpty(customer.section_name)],
        ['User Origin', orEmpty(customer.user_origin)],
        ['Groups', customer.groups.length ? customer.groups.map((g) => g.name).join(', ') : orEmpty(null)],
      ]}
    />
  );
}

/** The PIN as dots until the operator clicks to reveal it (and again to hide it). */
function MaskedPin({ pin }: { pin: string | null }) {
  const [shown, setShown] = useState(false);
  if (!pin) return <>{orEmpty(null)}</>;
  return (
    <HStack as="span" gap="2">
      <Box as="span" fontFamily="mono" aria-label={shown ? 'PIN' : 'PIN hidden'}>
        {shown ? pin : '•'.repeat(pin.length)}
      </Box>
      <Button size="2xs" variant="ghost" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide' : 'Show'}
      </Button>
    </HStack>
  );
}

/** The order number links to its transaction page when the user may open Transactions. */
const orderColumns = (linked: boolean): DataTableColumn<CustomerOrder>[] => [
  {
    id: 'order_no',
    header: 'Order ID',
    cell: ({ row }) =>
      linked ? (
        <Link asChild color="blue.600">
          <RouterLink to={`/transaction/${row.original.id}`}>{row.original.order_no}</RouterLink>
        </Link>
      ) : (
        row.original.order_no
      ),
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
  const canTransactions = useCan(['PERM_VIEW_TRANSACTION_LIST']);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const orders = useCustomerOrders(customerId, page, pageSize);
  const columns = useMemo(() => orderColumns(canTransactions), [canTransactions]);
  return (
    <>
      <DataTable
        caption="Order Details"
        columns={columns}
        data={orders.data?.data ?? []}
        loading={orders.isPending}
        getRowId={(o) => String(o.id)}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={orders.data?.pagination.total ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        noun="Orders"
      />
    </>
  );
}
