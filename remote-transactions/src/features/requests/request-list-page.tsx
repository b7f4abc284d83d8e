/**
 * Requests: Wallet: Prepaid to Postpaid (`/request-list`; open to everyone signed in):
 * search, a status filter (Pending, Approved, Rejected, with All), and for the company admin the
 * Action column with Approve (asks the credit limit) and Reject (asks a remark). A wallet's own
 * request is raised on its page in remote-people (Request Postpaid); the decision is taken here.
 */
import { choiceFilter, kit, textFilter, useIsCompanyAdmin } from '@console/shared';
import type { RequestListRequest, WalletRequest } from '@console/shared/contracts';
import { ListFilterBar, ListView, PageHeader, useListPage, type ListFilters } from '@console/shared/ui';
import { useMemo, useState } from 'react';
import { requestsListQuery } from './api/list-requests';
import { catalogue } from '../../i18n/catalogue';
import { requestColumns } from './columns';
import { ApproveDialog, RejectDialog } from './decision-dialogs';

const REQUEST_FILTERS: ListFilters<RequestListRequest> = {
  search: textFilter,
  status: choiceFilter({ pending: 'pending', approved: 'approved', rejected: 'rejected' }),
};

export default function RequestListPage() {
  const t = catalogue.useT();
  // The request statuses are the kit's words, as its status badge says them.
  const kitT = kit.useT();
  const list = useListPage({ query: requestsListQuery, filters: REQUEST_FILTERS });
  const admin = useIsCompanyAdmin();
  const [approving, setApproving] = useState<WalletRequest | null>(null);
  const [rejecting, setRejecting] = useState<WalletRequest | null>(null);
  const columns = useMemo(
    () => requestColumns(t, admin ? { onApprove: setApproving, onReject: setRejecting } : null),
    [t, admin],
  );
  return (
    <>
      <PageHeader
        title={t('requests.title')}
        subtitle={admin ? t('requests.subtitleAdmin') : t('requests.subtitleOther')}
      />
      <ListFilterBar
        list={list}
        search={t('requests.search')}
        selects={[
          {
            name: 'status',
            label: t('common.status'),
            options: (['pending', 'approved', 'rejected'] as const).map((id) => ({ id, text: kitT(`request.${id}`) })),
          },
        ]}
      />
      <ListView list={list} columns={columns} noun={t('requests.noun')} />
      <ApproveDialog request={approving} onClose={() => setApproving(null)} />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
