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
  RecordViewRoute,
  RequestStatusBadge,
  requestStateText,
} from '@console/shared/ui';
import type { Wallet } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LedgerTable } from '../../lib/ledger-table';
import { latestWalletRequestQuery } from './api/get-latest-request';
import { RequestPostpaidDialog } from './request-postpaid-dialog';
import { ConvertToPrepaidDialog } from './convert-to-prepaid-dialog';
import { useDeleteWallet } from './api/delete-wallet';
import { walletQuery } from './api/get-wallet';
import { ledgerQuery } from './api/list-ledger';

export default function WalletViewPage() {
  return (
    <RecordViewRoute query={walletQuery} noun="Wallet" title="Wallet Details" listPath="/wallet-list">
      {(wallet, back) => <WalletView wallet={wallet} back={back} />}
    </RecordViewRoute>
  );
}

function WalletView({ wallet, back }: { wallet: Wallet; back: ReactNode }) {
  const navigate = useNavigate();
  const deleteWallet = useDeleteWallet();
  const [funding, setFunding] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [converting, setConverting] = useState(false);
  const admin = useIsCompanyAdmin();
  const noun = useTenantStore((s) => s.labels.customer);
  const latest = useQuery(latestWalletRequestQuery(wallet.id));
  const lastRequest = latest.data?.data[0];

  return (
    <>
      <PageHeader
        title="Wallet Details"
        subtitle={wallet.name}
        right={
          <>
            {back}
            <Button variant="outline" onClick={() => setFunding(true)}>
              Add/Remove Fund
            </Button>
            {wallet.type === 'prepaid' && (
              <Button variant="outline" onClick={() => setRequesting(true)}>
                Request Postpaid
              </Button>
            )}
            {wallet.type === 'postpaid' && admin && (
              <ReasonedButton
                variant="outline"
                reason={wallet.amount < 0 ? 'The balance is below ₹0.00: settle it first.' : null}
                onClick={() => setConverting(true)}
              >
                Convert to Prepaid
              </ReasonedButton>
            )}
            <Button onClick={() => navigate(`/add-wallet/${wallet.id}`)}>Edit</Button>
            <Button colorPalette="red" onClick={() => deleteWallet(wallet, { redirectTo: '/wallet-list' })}>
              Delete
            </Button>
          </>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList
            rows={[
              ['Wallet ID', wallet.id],
              ['Wallet Name', wallet.name],
              [
                `${noun} Name`,
                <PathLink key="owner" to={`/customer-view/${wallet.customer_id}`}>
                  {wallet.Customer.first_name} {wallet.Customer.last_name}
                </PathLink>,
              ],
              [`${noun} Phone`, orEmpty(wallet.Customer.mobile)],
              ['Amount', rupees(wallet.amount)],
              ['Type', walletTypeLabel(wallet.type)],
              ['Credit Limit', wallet.type === 'postpaid' ? rupees(wallet.credit_limit) : orEmpty(null)],
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
              ['Is Primary', wallet.is_primary ? 'Yes' : 'No'],
              ['Status', <ActiveBadge key="status" status={wallet.status === 1 ? 1 : 0} />],
              ['Created', formatDate(wallet.created_at)],
            ]}
          />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        Wallet Transactions
      </Heading>
      <LedgerTable scope={{ wallet_id: wallet.id }} caption={`Movements of ${wallet.name}`} query={ledgerQuery} />
      <FundDialog wallet={funding ? wallet : null} onClose={() => setFunding(false)} />
      <RequestPostpaidDialog wallet={requesting ? wallet : null} onClose={() => setRequesting(false)} />
      <ConvertToPrepaidDialog wallet={converting ? wallet : null} onClose={() => setConverting(false)} />
    </>
  );
}
