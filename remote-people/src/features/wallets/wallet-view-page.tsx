/** One wallet (`/wallet/:id`): its details, Add/Remove Fund, and its own ledger, newest first. */
import { formatDate, orEmpty, routeId, rupees, useCan, useRefreshAction } from '@console/shared';
import { ActiveBadge, Button, Card, DetailList, Heading, Link, PageHeader, RecordState } from '@console/shared/ui';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LedgerTable } from '../../lib/ledger';
import { useDeleteWallet } from './api/delete-wallet';
import { useWallet } from './api/get-wallet';
import { walletTypeLabel } from './columns';
import { FundDialog } from './fund-dialog';

export default function WalletViewPage() {
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const wallet = useWallet(id);
  const deleteWallet = useDeleteWallet();
  const [funding, setFunding] = useState(false);
  const canCustomers = useCan(['PERM_VIEW_CUSTOMER_LIST']);
  useRefreshAction(() => wallet.refetch(), wallet.isFetching);

  const back = (
    <Button variant="outline" onClick={() => navigate('/wallet-list')}>
      Back
    </Button>
  );
  if (id === undefined || wallet.isError || !wallet.data) {
    return <RecordState id={id} query={wallet} noun="Wallet" title="Wallet Details" right={back} />;
  }
  const data = wallet.data;
  const owner = `${data.Customer.first_name} ${data.Customer.last_name}`;
  return (
    <>
      <PageHeader
        title="Wallet Details"
        subtitle={data.name}
        right={
          <>
            {back}
            <Button variant="outline" onClick={() => setFunding(true)}>
              Add/Remove Fund
            </Button>
            <Button onClick={() => navigate(`/add-wallet/${data.id}`)}>Edit</Button>
            <Button colorPalette="red" onClick={() => deleteWallet(data, { redirectTo: '/wallet-list' })}>
              Delete
            </Button>
          </>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList
            rows={[
              ['Wallet ID', data.id],
              ['Wallet Name', data.name],
              [
                'Customer Name',
                canCustomers ? (
                  <Link key="owner" asChild color="blue.600">
                    <RouterLink to={`/customer-view/${data.customer_id}`}>{owner}</RouterLink>
                  </Link>
                ) : (
                  owner
                ),
              ],
              ['Customer Phone', orEmpty(data.Customer.mobile)],
              ['Amount', rupees(data.amount)],
              ['Type', walletTypeLabel(data.type)],
              ['Credit Limit', data.type === 'postpaid' ? rupees(data.credit_limit) : orEmpty(null)],
              ['Is Primary', data.is_primary ? 'Yes' : 'No'],
              ['Status', <ActiveBadge key="status" status={data.status === 1 ? 1 : 0} />],
              ['Created', formatDate(data.created_at)],
            ]}
          />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        Wallet Transactions
      </Heading>
      <LedgerTable scope={{ wallet_id: data.id }} caption={`Movements of ${data.name}`} />
      <FundDialog wallet={funding ? data : null} onClose={() => setFunding(false)} />
    </>
  );
}
