import { useDeleteModalStore } from '@console/shared';
import { screen, within } from '@testing-library/react';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { makeMovement, makeWallet, page } from './fixtures';
import WalletViewPage from './wallet-view-page';

const LEDGER = 'POST /customer/wallet/transaction-list';
let server: FakeApi;

beforeEach(() => {
  server = fakeApi()
    .on('GET /customer/wallet/:id', (_, path) =>
      path === '/customer/wallet/9' ? { data: makeWallet() } : fail(404, 'Wallet not found.'),
    )
    .on(LEDGER, () => page([makeMovement()]))
    // The wallet's latest Prepaid to Postpaid request: none.
    .on('POST /customer/requests/list', () => page([], 0, 1));
  useDeleteModalStore.getState().reset();
});

const renderView = (path: string) => renderPage(<WalletViewPage />, { path, route: '/wallet/:id' });

/** The value shown under a label of the details list. */
const detail = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('Wallet Details', () => {
  it('shows the wallet, its owner and its own ledger', async () => {
    renderView('/wallet/9');
    expect(await screen.findByText('Canteen', { selector: 'dd' })).toBeInTheDocument();
    expect(detail('Wallet ID')).toHaveTextContent('9');
    expect(detail('Amount')).toHaveTextContent('250.50');
    expect(detail('Type')).toHaveTextContent('Prepaid');
    expect(detail('Is Primary')).toHaveTextContent('Yes');
    expect(await screen.findByText('Monthly allowance')).toBeInTheDocument();
    expect(server.bodies(LEDGER)[0]).toMatchObject({ wallet_id: 9 });
  });

  it('edits and deletes (back to the list afterwards)', async () => {
    const { user } = renderView('/wallet/9');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({
      name: 'Canteen',
      path: '/customer/wallet/9',
      redirectTo: '/wallet-list',
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe('/add-wallet/9');
  });

  it('says "Wallet not found" for a bad id without calling the API, and for a 404', async () => {
    const { unmount } = renderView('/wallet/abc');
    expect(screen.getByText('Wallet not found')).toBeInTheDocument();
    expect(server.paths('GET /customer/wallet/:id')).toHaveLength(0);
    unmount();

    renderView('/wallet/99');
    expect(await screen.findByText('Wallet not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
