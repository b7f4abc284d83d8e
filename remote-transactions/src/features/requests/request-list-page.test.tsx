import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, makeWalletRequest, renderPage, type FakeApi } from '@console/shared/testing';
import { page, signInAs } from './fixtures';
import RequestListPage from './request-list-page';

let server: FakeApi;
const listBodies = () => server.bodies('POST /customer/requests/list');

beforeEach(() => {
  jest.clearAllMocks();
  server = fakeApi().on('POST /customer/requests/list', () =>
    page([
      makeWalletRequest(),
      makeWalletRequest({
        id: 32,
        wallet_name: 'Gift Wallet',
        status: 'rejected',
        decision_remark: 'Not eligible',
        decided_at: '2026-03-02T08:00:00.000Z',
      }),
    ]),
  );
});

const renderList = (path = '/request-list') => renderPage(<RequestListPage />, { path, route: '/request-list' });

/** remote-people's view of the wallet (the same query client, its own key): how often it was read. */
const walletReads = { count: 0 };
function PeopleWallet() {
  useQuery({ queryKey: ['people', 'wallets', 'detail', 7], queryFn: () => ++walletReads.count });
  return null;
}

describe('Requests: Wallet: Prepaid to Postpaid', () => {
  it('shows SPEC’s columns and, to the company admin, Approve and Reject on a pending request only', async () => {
    signInAs('ROLE_COMPANY_ADMIN');
    renderList();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    for (const title of [
      'Wallet Name',
      'Customer Name',
      'Customer Phone',
      'Customer Id',
      'Remarks',
      'Created at',
      'Action',
    ]) {
      expect(screen.getByRole('columnheader', { name: title })).toBeVisible();
    }
    expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Reject / })).toHaveLength(1);
    expect(within(table).getByText(/Rejected on .*: Not eligible/)).toBeInTheDocument();
  });

  it('shows no Action column to anyone else', async () => {
    signInAs('ROLE_VIEWER');
    renderList();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
  });

  it('sends the status filter and search from the URL', async () => {
    signInAs('ROLE_VIEWER');
    renderList('/request-list?status=approved&search=asha');
    await waitFor(() => expect(listBodies()).not.toHaveLength(0));
    expect(listBodies()[0]).toMatchObject({ status: 'approved', search: 'asha' });
  });

  it('Approve asks for a credit limit, sends it, and shows a refusal in the dialog', async () => {
    signInAs('ROLE_COMPANY_ADMIN');
    let refuse = true;
    server.on('POST /customer/requests/:id/approve', () =>
      refuse
        ? fail(400, "credit_limit must be at most ₹50,000.00, your company's maximum.")
        : {
            data: {
              request: makeWalletRequest({ status: 'approved', credit_limit: 2500 }),
              wallet_type: 'postpaid',
              wallet_credit_limit: 2500,
            },
          },
    );
    walletReads.count = 0;
    const { user } = renderPage(
      <>
        <PeopleWallet />
        <RequestListPage />
      </>,
      { path: '/request-list', route: '/request-list' },
    );
    await user.click(await screen.findByRole('button', { name: 'Approve Meal Wallet of Asha Rao' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Value required')).toBeInTheDocument();
    expect(server.bodies('POST /customer/requests/:id/approve')).toHaveLength(0);

    // "-100" stays as typed, refused beside the field, and Approve is not enabled on it.
    const limit = within(dialog).getByLabelText(/Credit Limit/);
    await user.type(limit, '-100');
    expect(limit).toHaveValue('-100');
    expect(within(dialog).getByText('Amounts are positive')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.clear(limit);

    await user.type(within(dialog).getByLabelText(/Credit Limit/), '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/your company's maximum/)).toBeInTheDocument();

    refuse = false;
    await user.clear(within(dialog).getByLabelText(/Credit Limit/));
    await user.type(within(dialog).getByLabelText(/Credit Limit/), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies('POST /customer/requests/:id/approve').at(-1)).toEqual({ credit_limit: '2500' });
    // The wallet is postpaid now: People's copy of it is read again (remotes share no keys).
    await waitFor(() => expect(walletReads.count).toBe(2));
  });

  it('Reject needs a remark and sends it', async () => {
    signInAs('ROLE_COMPANY_ADMIN');
    server.on('POST /customer/requests/:id/reject', () => ({
      data: {
        request: makeWalletRequest({ status: 'rejected', decision_remark: 'Budget' }),
        wallet_type: 'prepaid',
        wallet_credit_limit: 0,
      },
    }));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Reject Meal Wallet of Asha Rao' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Remark/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Value required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Remark/), 'Budget');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies('POST /customer/requests/:id/reject')).toEqual([{ remark: 'Budget' }]);
  });
});
