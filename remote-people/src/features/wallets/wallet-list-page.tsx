/**
 * Employee Wallets (`/wallet-list`, SPEC §2): search, type and group filters, a server-sorted table
 * with Add/Remove Fund on every row, and Bulk Credit for the selected wallets or a whole group.
 */
import { useLastPageClamp, useListState, useRefreshAction, withIdFilters } from '@console/shared';
import {
  Button,
  DataTable,
  FilterSelect,
  HStack,
  PageHeader,
  Pagination,
  SearchInput,
  SelectionBar,
} from '@console/shared/ui';
import type { Wallet } from '@console/shared/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GroupFilter } from '../../lib/group-filter';
import { useDeleteWallet } from './api/delete-wallet';
import { useWallets } from './api/list-wallets';
import { BulkCreditDialog } from './bulk-credit-dialog';
import { walletColumns } from './columns';
import { FundDialog } from './fund-dialog';

const TYPE_OPTIONS = [
  { id: 'prepaid', text: 'Prepaid' },
  { id: 'postpaid', text: 'Postpaid' },
];

export default function WalletListPage() {
  const navigate = useNavigate();
  const list = useListState({ filters: ['search', 'type', 'group_id'] });
  const { page, pageSize, sortBy, sortDir, filters = {} } = list;
  const wallets = useWallets({ page, pageSize, sortBy, sortDir, filters: withIdFilters(filters, ['group_id']) });
  const deleteWallet = useDeleteWallet();
  const [funding, setFunding] = useState<Wallet | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);

  useRefreshAction(() => wallets.refetch(), wallets.isFetching);
  useLastPageClamp(list, wallets.isPlaceholderData ? undefined : wallets.data?.pagination.total);

  const columns = useMemo(
    () =>
      walletColumns({
        onFund: setFunding,
        onView: (w) => navigate(`/wallet/${w.id}`),
        onEdit: (w) => navigate(`/add-wallet/${w.id}`),
        onDelete: (w) => deleteWallet(w),
      }),
    [navigate, deleteWallet],
  );
  const setFilter = (name: string, value: string) => {
    setSelected([]);
    list.setFilter(name, value);
  };

  return (
    <>
      <PageHeader
        title="Employee Wallets"
        subtitle="Balances are what the ledger holds; every movement is recorded"
        right={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setBulkOpen(true)}>
              Bulk Credit
            </Button>
            <Button onClick={() => navigate('/add-wallet')}>Add Wallet</Button>
          </HStack>
        }
      />
      <HStack gap="3" mb="3" wrap="wrap" align="end">
        <SearchInput
          value={String(filters.search ?? '')}
          onChange={(value) => setFilter('search', value)}
          placeholder="Search by wallet, name or mobile"
        />
        <FilterSelect
          label="Type"
          value={String(filters.type || 'ALL')}
          options={TYPE_OPTIONS}
          onChange={(value) => setFilter('type', value)}
        />
        <GroupFilter value={String(filters.group_id ?? '')} onChange={(value) => setFilter('group_id', value)} />
      </HStack>
      <SelectionBar count={selected.length} onClear={() => setSelected([])}>
        <Button size="sm" onClick={() => setBulkOpen(true)}>
          Bulk Credit selected
        </Button>
      </SelectionBar>
      <DataTable
        columns={columns}
        data={wallets.data?.data ?? []}
        loading={wallets.isPending}
        getRowId={(w) => String(w.id)}
        sort={sortBy ? { by: sortBy, dir: sortDir ?? 'ASC' } : undefined}
        onSortChange={list.setSort}
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={wallets.data?.pagination.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        noun="Wallets"
      />
      <FundDialog wallet={funding} onClose={() => setFunding(null)} />
      <BulkCreditDialog open={bulkOpen} selectedWalletIds={selected.map(Number)} onClose={() => setBulkOpen(false)} />
    </>
  );
}
