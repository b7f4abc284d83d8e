import { useToastStore } from '@console/shared';
import { currentLocation, fail } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeWallet } from './fixtures';
import { renderLoaded, grant, headers, server, FUND, listBodies, SORT } from './ledger-list-test-setup';

describe('Transaction Wallet List', () => {
  it('links a row to its wallet, as plain text when the operator cannot open wallets', async () => {
    const { user, unmount } = await renderLoaded();
    expect(screen.getByRole('link', { name: 'Canteen' })).toHaveAttribute('href', '/wallet/9');
    await user.click(screen.getByText('Ravi Menon'));
    expect(currentLocation()).toBe('/wallet/12');
    unmount();

    // The viewer: transactions only. No link, no row click, no fund action.
    grant((path) => !path.startsWith('/wallet'));
    const viewer = await renderLoaded();
    expect(screen.queryByRole('link', { name: 'Canteen' })).not.toBeInTheDocument();
    expect(headers()).not.toContain('Add/Remove Fund');
    expect(screen.queryByRole('button', { name: /Add\/Remove Fund/ })).not.toBeInTheDocument();
    await viewer.user.click(screen.getByText('Asha Rao'));
    expect(currentLocation()).toBe('/transaction-wallet-list');
  });

  it('opens the row’s wallet in the fund dialog with its balance now, and reads the list again on submit', async () => {
    server
      .on('GET /customer/wallet/:id', () => ({ data: makeWallet({ amount: 500 }) }))
      .on(FUND, () => ({
        data: {
          id: 503,
          wallet_id: 9,
          transaction_amount: 20,
          previous_balance: 500,
          after_balance: 520,
          remark: null,
          reverses_id: null,
          created_at: '2026-11-25T07:00:00.000Z',
          replayed: false,
        },
      }));
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Add/Remove Fund: Canteen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add/Remove Fund')).toBeInTheDocument();
    // The wallet's balance now, not the row's after balance (₹350.50).
    expect(within(dialog).getByText('₹500.00')).toBeInTheDocument();
    expect(server.paths('GET /customer/wallet/:id')).toEqual(['/customer/wallet/9']);

    const reads = listBodies().length;
    await user.type(within(dialog).getByLabelText('Amount'), '20');
    expect(within(dialog).getByTestId('balance-preview')).toHaveTextContent('After Add Fund: ₹520.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add Fund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies(FUND)).toEqual([{ wallet_id: 9, transaction_amount: '20' }]);
    // The list was read again from the server once the movement committed.
    await waitFor(() => expect(listBodies().length).toBe(reads + 1));
    expect(listBodies().at(-1)).toEqual({ ...SORT, offset: 0, limit: 10 });
    expect(useToastStore.getState().success).toBe('Added ₹20.00. Balance ₹520.00.');
  });

  it('closes the fund dialog without moving money or reading the list again', async () => {
    server.on('GET /customer/wallet/:id', () => ({ data: makeWallet() }));
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Add/Remove Fund: Travel' }));
    const dialog = await screen.findByRole('dialog');
    const reads = listBodies().length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies(FUND)).toEqual([]);
    expect(listBodies()).toHaveLength(reads);
  });

  it('says why a wallet cannot be funded when it cannot be read, and opens no dialog', async () => {
    server.on('GET /customer/wallet/:id', () => fail(404, 'Wallet not found.'));
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Add/Remove Fund: Canteen' }));
    await waitFor(() => expect(useToastStore.getState().error).toBe('Wallet not found.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
