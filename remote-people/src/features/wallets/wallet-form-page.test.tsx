import { useDirtyFormStore, useToastStore } from '@console/shared';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { makeWallet } from './fixtures';
import WalletFormPage from './wallet-form-page';

const STALE = 'This record was changed by someone else. Reload to see the latest.';
let server: FakeApi;

beforeEach(() => {
  server = fakeApi()
    .on('GET /customer/wallet/:id', (_, path) =>
      path === '/customer/wallet/9' ? { data: makeWallet() } : fail(404, 'Wallet not found.'),
    )
    .on('PUT /customer/wallet/:id', () => ({ data: makeWallet() }))
    .on('POST /customer/wallet', () => ({ data: makeWallet() }))
    .on('POST /customer/customers/options', () => ({ data: [], total: 0 }));
  useToastStore.getState().clear();
  useDirtyFormStore.getState().reset();
});

const renderCreate = () => renderPage(<WalletFormPage />, { path: '/add-wallet', route: '/add-wallet' });
const renderEdit = (id = '9') =>
  renderPage(<WalletFormPage />, { path: `/add-wallet/${id}`, route: '/add-wallet/:id' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('Add Wallet', () => {
  it('says "Value required" under the owner and the name and sends nothing', async () => {
    const { user } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Add Wallet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Value required')).toHaveLength(2));
    expect(server.bodies('POST /customer/wallet')).toHaveLength(0);
  });

  it('asks for a credit limit only for a postpaid wallet', async () => {
    const { user } = renderCreate();
    expect(screen.queryByLabelText(/^Credit Limit/)).not.toBeInTheDocument();
    await user.selectOptions(field('Type'), 'Postpaid');
    expect(field('Credit Limit')).toBeInTheDocument();
  });
});

describe('Edit Wallet', () => {
  it('fixes the owner and sends the edit with the updated_at it loaded', async () => {
    const { user } = renderEdit();
    expect(await screen.findByText('Asha Rao (9876500011)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Wallet' })).toBeInTheDocument();
    await user.clear(field('Wallet Name'));
    await user.type(field('Wallet Name'), 'Cafeteria');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodies('PUT /customer/wallet/:id')).toHaveLength(1));
    expect(server.paths('PUT /customer/wallet/:id')).toEqual(['/customer/wallet/9']);
    expect(server.bodies('PUT /customer/wallet/:id')[0]).toMatchObject({
      customer_id: 11,
      name: 'Cafeteria',
      type: 'prepaid',
      updated_at: '2026-03-02T09:30:00.123456Z',
    });
    await waitFor(() => expect(useToastStore.getState().after).toEqual({ redirectTo: '/wallet-list' }));
    expect(useDirtyFormStore.getState().isDirty).toBe(false);
  });

  it('a stale save shows the 409 above the form and stays with what was typed', async () => {
    server.on('PUT /customer/wallet/:id', () => fail(409, STALE, { code: 'STALE_RECORD' }));
    const { user } = renderEdit();
    await user.clear(await screen.findByLabelText(/^Wallet Name/));
    await user.type(field('Wallet Name'), 'Cafeteria');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    expect(field('Wallet Name')).toHaveValue('Cafeteria');
    expect(currentLocation()).toBe('/add-wallet/9');
  });

  it('says "Wallet not found" for a bad id without calling the API', () => {
    renderEdit('abc');
    expect(screen.getByText('Wallet not found')).toBeInTheDocument();
    expect(server.paths('GET /customer/wallet/:id')).toHaveLength(0);
  });
});
