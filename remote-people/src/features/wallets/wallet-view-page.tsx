/**
 * One wallet (`/wallet/:id`): its details (the owner in the tenant's words), Add/Remove Fund, and
 * its own ledger, newest first.
 */
import { formatDate, orEmpty, rupees, useTenantStore } from '@console/shared';
import {
  ActiveBadge,
  Button,
  Card,
  DetailList,
  Heading,
  PageHeader,
  PathLink,
  RecordState,
  BackButton,
  useRecordRoute,
} from '@console/shared/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LedgerTable } from '../../lib/ledger-table';
import { useDeleteWallet } from './api/delete-wallet';
import { walletQuery } from './api/get-wallet';
import { walletTransactionsQuery } from './api/list-wallet-transactions';
import { walletTypeLabel } from './columns';
import { FundDialog } from './fund-dialog';

export default function WalletViewPage() {
  const navigate = useNavigate();
  const route = useRecordRoute(walletQuery, { refreshAction: true });
  const deleteWallet = useDeleteWallet();
  const [funding, setFunding] = useState(false);
  const noun = useTenantStore((s) => s.labels.customer);

  const back = <BackButton to="/wallet-list" />;
  const data = route.record;
  if (!data) return <RecordState route={route} noun="Wallet" title="Wallet Details" right={back} />;
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
                `${noun} Name`,
                <PathLink key="owner" to={`/customer-view/${data.customer_id}`}>
                  {data.Customer.first_name} {data.Customer.last_name}
                </PathLink>,
              ],
              [`${noun} Phone`, orEmpty(data.Customer.mobile)],
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
      <LedgerTable
        scope={{ wallet_id: data.id }}
        caption={`Movements of ${data.name}`}
        query={walletTransactionsQuery}
      />
      <FundDialog wallet={funding ? data : null} onClose={() => setFunding(false)} />
    </>
  );
}
