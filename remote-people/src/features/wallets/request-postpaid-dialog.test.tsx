import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, makeWalletRequest, renderPage, type FakeApi } from '@console/shared/testing';
import { page } from './fixtures';
import { RequestPostpaidDialog } from './request-postpaid-dialog';

let server: FakeApi;

beforeEach(() => {
  jest.clearAllMocks();
  server = fakeApi().on('POST /customer/requests/list', () => page([], 0, 1));
});

const open = () =>
  renderPage(<RequestPostpaidDialog wallet={{ id: 12, name: 'Meal Wallet' }} onClose={() => {}} />, {
    path: '/wallet/12',
  });

describe('Request Postpaid', () => {
  it('sends the remark for the wallet, refusing an empty one first', async () => {
    server.on('POST /customer/wallet/:id/requests', () => ({ data: makeWalletRequest() }));
    const { user } = open();
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Value required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Remark/), 'Night shift meals');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(server.bodies('POST /customer/wallet/:id/requests')).toHaveLength(1));
    expect(server.bodies('POST /customer/wallet/:id/requests')[0]).toEqual({ remark: 'Night shift meals' });
    expect(server.bodies('POST /customer/requests/list')[0]).toMatchObject({ wallet_id: 12, limit: 1 });
  });

  it('refuses a remark the server would: over 500 characters, or out of the free-text format', async () => {
    const { user } = open();
    const dialog = await screen.findByRole('dialog');
    const remark = await within(dialog).findByLabelText(/Remark/);
    fireEvent.change(remark, { target: { value: 'x'.repeat(501) } });
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Enter at most 500 characters')).toBeInTheDocument();
    fireEvent.change(remark, { target: { value: 'Night <b>shift</b>' } });
    expect(await within(dialog).findByText('Invalid format')).toBeInTheDocument();
    expect(server.bodies('POST /customer/wallet/:id/requests')).toHaveLength(0);
  });

  it('shows a pending request’s state instead of the form', async () => {
    server.on('POST /customer/requests/list', () => page([makeWalletRequest()], 1, 1));
    open();
    expect(await screen.findByTestId('pending-request')).toHaveTextContent(/already pending since/i);
    expect(screen.queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
  });

  it('keeps the server’s refusal in the dialog', async () => {
    server.on('POST /customer/wallet/:id/requests', () => fail(409, 'This wallet is already postpaid.'));
    const { user } = open();
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText(/Remark/), 'Please');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('This wallet is already postpaid.')).toBeInTheDocument();
  });
});
