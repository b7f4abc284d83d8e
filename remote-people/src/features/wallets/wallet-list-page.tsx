/**
 * Employee Wallets (`/wallet-list`): search, type and group filters, a server-sorted table
 * with Add/Remove Fund on every row, Bulk Credit for the selected wallets or a whole group, and
 * Import Top-ups (credits from a CSV file, under the page's permission like Add Fund).
 */
import { choiceFilter, idFilter, textFilter, WALLET_TYPE_OPTIONS } from '@console/shared';
import {
  Button,
  FundDialog,
  ListFilterBar,
  ListView,
  PageHeader,
  SelectionBar,
  useListPage,
  type ListFilters,
} from '@console/shared/ui';
import type { Wallet, WalletListRequest } from '@console/shared/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { groupFinder } from '../groups/api/find-groups';
import { ImportDialog } from '../../lib/imports/import-dialog';
import { useDeleteWallet } from './api/delete-wallet';
import { walletsListQuery } from './api/list-wallets';
import { BulkCreditDialog } from './bulk-credit-dialog';
import { walletColumns } from './columns';
import { RequestPostpaidDialog } from './request-postpaid-dialog';
import { catalogue } from '../../i18n/catalogue';

const WALLET_FILTERS: ListFilters<WalletListRequest> = {
  search: textFilter,
  type: choiceFilter({ prepaid: 'prepaid', postpaid: 'postpaid' }),
  group_id: idFilter,
};

export default function WalletListPage() {
  const navigate = useNavigate();
  const t = catalogue.useT();
  const [selected, setSelected] = useState<string[]>([]);
  const list = useListPage({
    query: walletsListQuery,
    filters: WALLET_FILTERS,
    onFiltersChange: () => setSelected([]),
  });
  const deleteWallet = useDeleteWallet();
  const [funding, setFunding] = useState<Wallet | null>(null);
  const [requesting, setRequesting] = useState<Wallet | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [importing, setImporting] = useState(false);

  const columns = useMemo(
    () =>
      walletColumns(
        {
          onFund: setFunding,
          onView: (w) => navigate(`/wallet/${w.id}`),
          onEdit: (w) => navigate(`/add-wallet/${w.id}`),
          onDelete: (w) => deleteWallet(w),
          onRequestPostpaid: setRequesting,
        },
        t,
      ),
    [navigate, deleteWallet, t],
  );
  const addWallet = <Button onClick={() => navigate('/add-wallet')}>{t('wallets.list.add')}</Button>;

  return (
    <>
      <PageHeader
        title={t('wallets.list.title')}
        subtitle={t('wallets.list.subtitle')}
        right={
          <>
            <Button variant="outline" onClick={() => setBulkOpen(true)}>
              {t('wallets.list.bulkCredit')}
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              {t('wallets.list.importTopUps')}
            </Button>
            {addWallet}
          </>
        }
      />
      <ListFilterBar
        list={list}
        search={t('wallets.list.search')}
        selects={[
          { name: 'type', label: t('wallets.filter.type'), options: WALLET_TYPE_OPTIONS },
          { name: 'group_id', label: t('wallets.filter.group'), find: groupFinder },
        ]}
      />
      <SelectionBar count={selected.length} onClear={() => setSelected([])}>
        <Button size="sm" onClick={() => setBulkOpen(true)}>
          {t('wallets.list.bulkCreditSelected')}
        </Button>
      </SelectionBar>
      <ListView
        list={list}
        columns={columns}
        noun={t('wallets.noun.wallets')}
        emptyAction={addWallet}
        onRowClick={(w) => navigate(`/wallet/${w.id}`)}
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
      />
      <FundDialog wallet={funding} onClose={() => setFunding(null)} />
      <RequestPostpaidDialog wallet={requesting} onClose={() => setRequesting(null)} />
      <BulkCreditDialog open={bulkOpen} selectedWalletIds={selected.map(Number)} onClose={() => setBulkOpen(false)} />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('wallets.list.importTopUps')}
        kind="top-ups"
      />
    </>
  );
}
