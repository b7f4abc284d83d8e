/**
 * Requests: Wallet: Prepaid to Postpaid (`/request-list`; open to everyone signed in):
 * search, a status filter (Pending, Approved, Rejected, with All), and for the company admin the
 * Action column with Approve (asks the credit limit) and Reject (asks a remark). A wallet's own
 * request is raised on its page in remote-people (Request Postpaid); the decision is taken here.
 */
import { choiceFilter, textFilter, useIsCompanyAdmin } from '@console/shared';
import type { RequestListRequest, WalletRequest } from '@console/shared/contracts';
import { ListFilterBar, ListView, PageHeader, useListPage, type ListFilters } from '@console/shared/ui';
import { useMemo, useState } from 'react';
import { requestsListQuery } from './api/list-requests';
import { requestColumns } from './columns';
import { ApproveDialog, RejectDialog } from './decision-dialogs';

const REQUEST_FILTERS: ListFilters<RequestListRequest> = {
  search: textFilter,
  status: choiceFilter({ pending: 'pending', approved: 'approved', rejected: 'rejected' }),
};

const STATUS_OPTIONS = [
  { id: 'pending', text: 'Pending' },
  { id: 'approved', text: 'Approved' },
  { id: 'rejected', text: 'Rejected' },
];

export default function RequestListPage() {
  const list = useListPage({ query: requestsListQuery, filters: REQUEST_FILTERS });
  const admin = useIsCompanyAdmin();
  const [approving, setApproving] = useState<WalletRequest | null>(null);
  const [rejecting, setRejecting] = useState<WalletRequest | null>(null);
  const columns = useMemo(
    () => requestColumns(admin ? { onApprove: setApproving, onReject: setRejecting } : null),
    [admin],
  );
  return (
    <>
      <PageHeader
        title="Wallet: Prepaid to Postpaid"
        subtitle={
          admin
            ? 'Requests to make a prepaid wallet postpaid: approve with a credit limit, or reject with a remark'
            : 'Requests to make a prepaid wallet postpaid; the company admin decides them'
        }
      />
      <ListFilterBar
        list={list}
        search="Search by wallet, name or mobile"
        selects={[{ name: 'status', label: 'Status', options: STATUS_OPTIONS }]}
      />
      <ListView list={list} columns={columns} noun="Requests" />
      <ApproveDialog request={approving} onClose={() => setApproving(null)} />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
