/**
 * One wallet (`/wallet/:id`): its details (the owner in the tenant's words), Add/Remove Fund, and
 * its own ledger, newest first. A prepaid wallet offers Request Postpaid and shows its latest
 * request's state; the company admin may convert a postpaid one back (balance at or above ₹0.00).
 */
import { formatDate, orEmpty, rupees, useIsCompanyAdmin, walletTypeLabel } from '@console/shared';
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
import { catalogue } from '../../i18n/catalogue';

export default function WalletViewPage() {
  const t = catalogue.useT();
  return (
    <RecordViewRoute
      query={walletQuery}
      noun={t('wallets.noun.wallet')}
      title={t('wallets.view.title')}
      listPath="/wallet-list"
    >
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
  const t = catalogue.useT();
  const latest = useQuery(latestWalletRequestQuery(wallet.id));
  const lastRequest = latest.data?.data[0];

  return (
    <>
      <PageHeader
        title={t('wallets.view.title')}
        subtitle={wallet.name}
        right={
          <>
            {back}
            <Button variant="outline" onClick={() => setFunding(true)}>
              {t('wallets.view.fund')}
            </Button>
            {wallet.type === 'prepaid' && (
              <Button variant="outline" onClick={() => setRequesting(true)}>
                {t('wallets.view.requestPostpaid')}
              </Button>
            )}
            {wallet.type === 'postpaid' && admin && (
              <ReasonedButton
                variant="outline"
                reason={wallet.amount < 0 ? t('wallets.view.belowZero') : null}
                onClick={() => setConverting(true)}
              >
                {t('wallets.view.convert')}
              </ReasonedButton>
            )}
            <Button onClick={() => navigate(`/add-wallet/${wallet.id}`)}>{t('wallets.view.edit')}</Button>
            <Button colorPalette="red" onClick={() => deleteWallet(wallet, { redirectTo: '/wallet-list' })}>
              {t('wallets.view.delete')}
            </Button>
          </>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList
            rows={[
              [t('wallets.detail.id'), wallet.id],
              [t('wallets.detail.name'), wallet.name],
              [
                t('wallets.detail.customerName'),
                <PathLink key="owner" to={`/customer-view/${wallet.customer_id}`}>
                  {wallet.Customer.first_name} {wallet.Customer.last_name}
                </PathLink>,
              ],
              [t('wallets.detail.customerPhone'), orEmpty(wallet.Customer.mobile)],
              [t('wallets.detail.amount'), rupees(wallet.amount)],
              [t('wallets.detail.type'), walletTypeLabel(wallet.type)],
              [
                t('wallets.detail.creditLimit'),
                wallet.type === 'postpaid' ? rupees(wallet.credit_limit) : orEmpty(null),
              ],
              [
                t('wallets.detail.postpaidRequest'),
                lastRequest ? (
                  <span key="request" data-testid="postpaid-request">
                    <RequestStatusBadge status={lastRequest.status} /> {requestStateText(lastRequest)}
                  </span>
                ) : (
                  orEmpty(null)
                ),
              ],
              [t('wallets.detail.isPrimary'), wallet.is_primary ? t('wallets.yes') : t('wallets.no')],
              [t('wallets.detail.status'), <ActiveBadge key="status" status={wallet.status === 1 ? 1 : 0} />],
              [t('wallets.detail.created'), formatDate(wallet.created_at)],
            ]}
          />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        {t('wallets.view.transactions')}
      </Heading>
      <LedgerTable
        scope={{ wallet_id: wallet.id }}
        caption={t('wallets.view.movementsOf', { name: wallet.name })}
        query={ledgerQuery}
      />
      <FundDialog wallet={funding ? wallet : null} onClose={() => setFunding(false)} />
      <RequestPostpaidDialog wallet={requesting ? wallet : null} onClose={() => setRequesting(false)} />
      <ConvertToPrepaidDialog wallet={converting ? wallet : null} onClose={() => setConverting(false)} />
    </>
  );
}
