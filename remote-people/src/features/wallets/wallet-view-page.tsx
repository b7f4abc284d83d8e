/**
 * One wallet (`/wallet/:id`): its details (the owner in the tenant's words), Add/Remove Fund, and
 * its own ledger, newest first. A prepaid wallet offers Request Postpaid and shows its latest
 * request's state; the company admin may convert a postpaid one back (balance at or above ₹0.00).
 */
import { formatDate, orEmpty, rupees, useIsCompanyAdmin, useTenantStore, walletTypeLabel } from '@console/shared';
import {
  ActiveBadge,
  Button,
  Card,
  DetailList,
  FundDialog,
  Heading,
  PageHeader,
  PathLink,
  ReasonedButton,
  RecordState,
  RequestStatusBadge,
  requestStateText,
  BackButton,
  useRecordRoute,
} from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LedgerTable } from '../../lib/ledger-table';
import { MONEY_KEYS } from '../../lib/query-keys';
import { latestWalletRequestQuery } from './api/get-latest-request';
import { RequestPostpaidDialog } from './request-postpaid-dialog';
import { ConvertToPrepaidDialog } from './convert-to-prepaid-dialog';
import { useDeleteWallet } from './api/delete-wallet';
import { walletQuery } from './api/get-wallet';
import { walletTransactionsQuery } from './api/list-wallet-transactions';

export default function WalletViewPage() {
  const navigate = useNavigate();
  const route = useRecordRoute(walletQuery, { refreshAction: true });
  const deleteWallet = useDeleteWallet();
  const [funding, setFunding] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [converting, setConverting] = useState(false);
  const admin = useIsCompanyAdmin();
  const noun = useTenantStore((s) => s.labels.customer);
  const latest = useQuery({ ...latestWalletRequestQuery(route.record?.id ?? 0), enabled: !!route.record });
  const lastRequest = latest.data?.data[0];

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
            {data.type === 'prepaid' && (
              <Button variant="outline" onClick={() => setRequesting(true)}>
                Request Postpaid
              </Button>
            )}
            {data.type === 'postpaid' && admin && (
              <ReasonedButton
                variant="outline"
                reason={data.amount < 0 ? 'The balance is below ₹0.00: settle it first.' : null}
                onClick={() => setConverting(true)}
              >
                Convert to Prepaid
              </ReasonedButton>
            )}
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
              [
                'Postpaid Request',
                lastRequest ? (
                  <span key="request" data-testid="postpaid-request">
                    <RequestStatusBadge status={lastRequest.status} /> {requestStateText(lastRequest)}
                  </span>
                ) : (
                  orEmpty(null)
                ),
              ],
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
      <FundDialog wallet={funding ? data : null} invalidates={MONEY_KEYS} onClose={() => setFunding(false)} />
      <RequestPostpaidDialog wallet={requesting ? data : null} onClose={() => setRequesting(false)} />
      <ConvertToPrepaidDialog wallet={converting ? data : null} onClose={() => setConverting(false)} />
    </>
  );
}
