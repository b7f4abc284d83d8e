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

const WALLET_FILTERS: ListFilters<WalletListRequest> = {
  search: textFilter,
  type: choiceFilter({ prepaid: 'prepaid', postpaid: 'postpaid' }),
  group_id: idFilter,
};

export default function WalletListPage() {
  const navigate = useNavigate();
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
      walletColumns({
        onFund: setFunding,
        onView: (w) => navigate(`/wallet/${w.id}`),
        onEdit: (w) => navigate(`/add-wallet/${w.id}`),
        onDelete: (w) => deleteWallet(w),
        onRequestPostpaid: setRequesting,
      }),
    [navigate, deleteWallet],
  );
  const addWallet = <Button onClick={() => navigate('/add-wallet')}>Add Wallet</Button>;

  return (
    <>
      <PageHeader
        title="Employee Wallets"
        subtitle="Balances are what the ledger holds; every movement is recorded"
        right={
          <>
            <Button variant="outline" onClick={() => setBulkOpen(true)}>
              Bulk Credit
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              Import Top-ups
            </Button>
            {addWallet}
          </>
        }
      />
      <ListFilterBar
        list={list}
        search="Search by wallet, name or mobile"
        selects={[
          { name: 'type', label: 'Type', options: WALLET_TYPE_OPTIONS },
          { name: 'group_id', label: 'Group', find: groupFinder },
        ]}
      />
      <SelectionBar count={selected.length} onClear={() => setSelected([])}>
        <Button size="sm" onClick={() => setBulkOpen(true)}>
          Bulk Credit Selected
        </Button>
      </SelectionBar>
      <ListView
        list={list}
        columns={columns}
        noun="Wallets"
        emptyAction={addWallet}
        onRowClick={(w) => navigate(`/wallet/${w.id}`)}
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
      />
      <FundDialog wallet={funding} onClose={() => setFunding(null)} />
      <RequestPostpaidDialog wallet={requesting} onClose={() => setRequesting(null)} />
      <BulkCreditDialog open={bulkOpen} selectedWalletIds={selected.map(Number)} onClose={() => setBulkOpen(false)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} title="Import Top-ups" kind="top-ups" />
    </>
  );
}
