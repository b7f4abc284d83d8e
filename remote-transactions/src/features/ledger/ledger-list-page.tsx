/**
 * Transaction Wallet List (`/transaction-wallet-list`): every movement of the tenant's
 * wallets, newest first, with the balance before and after, the amount and the remark. Filters:
 * the period (1 Day, 1 Week, 1 Month or custom dates), the wallet's type, credit or debit, and a
 * search by customer name or mobile. The ledger is the biggest list of the console, so it pages by
 * cursor (a page deep in it costs what page 1 costs). A row opens its wallet (`/wallet/{id}`);
 * an operator who may move funds gets the kit's Add/Remove Fund dialog for the row's wallet, and
 * the list is read again once a movement commits. Export CSV / XLSX downloads the current filters'
 * file, or offers to mail it as the wallet transaction report when it is too large.
 */
import {
  choiceFilter,
  textFilter,
  useCanOpen,
  useRouteAccessStore,
  useToastStore,
  WALLET_TYPE_OPTIONS,
} from '@console/shared';
import { WALLET_TRANSACTION_REPORT_COLUMNS, type LedgerListRequest, type Wallet } from '@console/shared/contracts';
import {
  exportColumnsOf,
  ExportButtons,
  FundDialog,
  ListFilterBar,
  ListView,
  listExport,
  PageHeader,
  type ListFilters,
  useListPage,
} from '@console/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CustomDates, PERIOD_FILTERS } from '../../lib/period';
import { catalogue } from '../../i18n/catalogue';
import { rangeOptions, useLanguageNouns } from '../../i18n/words';
import { useCreateWalletReport } from './api/create-wallet-report';
import { downloadWalletReport } from './api/download-wallet-report';
import { walletQuery } from './api/get-wallet';
import { ledgerListQuery } from './api/list-ledger';
import { ledgerColumns } from './columns';

const WALLET_TRANSACTION_FILTERS: ListFilters<LedgerListRequest> = {
  search: textFilter,
  ...PERIOD_FILTERS,
  wallet_type: choiceFilter({ prepaid: 'prepaid', postpaid: 'postpaid' } as const),
  direction: choiceFilter({ credit: 'credit', debit: 'debit' } as const),
};

export default function LedgerListPage() {
  const t = catalogue.useT();
  const nouns = useLanguageNouns();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListPage({
    query: ledgerListQuery,
    filters: WALLET_TRANSACTION_FILTERS,
    paging: 'cursor',
    defaults: { sortBy: 'created_at', sortDir: 'DESC' },
  });
  const canOpen = useRouteAccessStore((s) => s.canOpen);
  // Moving money needs what the wallet screens need: ask the host whether they open.
  const canFund = useCanOpen('/wallet-list');
  const [opening, setOpening] = useState<number | null>(null);
  const [funding, setFunding] = useState<Wallet | null>(null);
  const report = useCreateWalletReport();

  const columns = useMemo(() => {
    // The dialog previews the balance each button would leave: the wallet's balance now, read
    // when the dialog opens (a ledger row holds the balance of its own moment only).
    const openFund = async (walletId: number) => {
      setOpening(walletId);
      try {
        setFunding(await queryClient.fetchQuery(walletQuery(walletId)));
      } catch (error) {
        useToastStore.getState().showError(error instanceof Error ? error.message : String(error));
      } finally {
        setOpening(null);
      }
    };
    return ledgerColumns({ t, onFund: canFund ? (row) => void openFund(row.wallet_id) : null, opening });
  }, [t, canFund, opening, queryClient]);

  return (
    <>
      <PageHeader
        title={t('ledger.title')}
        subtitle={t('ledger.subtitle')}
        right={
          <ExportButtons
            {...listExport(
              list.body,
              downloadWalletReport,
              { noun: t('ledger.reportNoun'), report },
              exportColumnsOf(columns, list.columns.current, Object.keys(WALLET_TRANSACTION_REPORT_COLUMNS)),
            )}
          />
        }
      />
      <ListFilterBar
        list={list}
        search={t('ledger.search', { customerLower: nouns.customer.toLowerCase() })}
        selects={[
          { name: 'range', label: t('common.range'), options: rangeOptions(t) },
          { name: 'wallet_type', label: t('ledger.walletType'), options: WALLET_TYPE_OPTIONS },
          {
            name: 'direction',
            label: t('ledger.direction'),
            options: [
              { id: 'credit', text: t('ledger.credit') },
              { id: 'debit', text: t('ledger.debit') },
            ],
          },
        ]}
      >
        <CustomDates filters={list.filters} onChange={list.setFilters} />
      </ListFilterBar>
      <ListView
        list={list}
        columns={columns}
        noun={t('ledger.noun')}
        onRowClick={(row) => {
          if (canOpen(`/wallet/${row.wallet_id}`)) navigate(`/wallet/${row.wallet_id}`);
        }}
      />
      <FundDialog wallet={funding} onClose={() => setFunding(null)} />
    </>
  );
}
