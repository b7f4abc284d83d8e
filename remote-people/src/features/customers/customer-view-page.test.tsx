import { useDeleteModalStore } from '@console/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerOrder } from '@console/shared/contracts';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import CustomerViewPage from './customer-view-page';
import { makeCustomer } from './fixtures';

const PIN = 'GET /customer/customers/:id/pin';
let server: FakeApi;

const order: CustomerOrder = {
  id: 501,
  order_no: 'ORD-501',
  created_at: '2026-03-03T12:00:00.000Z',
  amount: 40,
  payment_source: 'Wallet',
  payment_status: 1,
  status: 1,
  vend_status: 'success',
  touchpoint: 'Lobby Vending',
};
const page = <T,>(data: T[]) => ({
  data,
  pagination: { limit: 10, offset: 0, total: data.length, currentPage: 1, nextCursor: null },
});

beforeEach(() => {
  server = fakeApi()
    .on('GET /customer/customers/:id', (_, path) =>
      path === '/customer/customers/21'
        ? { data: makeCustomer({ has_pin: true, wallet_balance: 120 }) }
        : fail(404, 'Customer not found.'),
    )
    .on(PIN, () => ({ data: { pin: '4821' } }))
    .on('POST /customer/wallet/transaction-list', () => page([]))
    .on('POST /customer/customers/:id/orders', () => page([order]));
  useDeleteModalStore.getState().reset();
});

const renderView = (path: string) => renderPage(<CustomerViewPage />, { path, route: '/customer-view/:id' });

/** The value shown under a label of the details list. */
const detail = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('Customer Overview', () => {
  it('shows the details, the ledger scoped to the customer and the orders', async () => {
    renderView('/customer-view/21');
    expect(await screen.findByText('Asha Rao', { selector: 'dd' })).toBeInTheDocument();
    expect(detail('Mobile')).toHaveTextContent('9876500011');
    expect(detail('Wallet Balance')).toHaveTextContent('120');
    expect(detail('Department')).toHaveTextContent('Kitchen');
    expect(detail('Groups')).toHaveTextContent('Default');
    expect(await screen.findByText('ORD-501')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.bodies('POST /customer/wallet/transaction-list')[0]).toMatchObject({ customer_id: 21 }),
    );
  });

  it('fetches the PIN only when Show is clicked, and Hide forgets it', async () => {
    const { user } = renderView('/customer-view/21');
    expect(await screen.findByLabelText('PIN hidden')).toHaveTextContent('••••');
    expect(server.paths(PIN)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByLabelText('PIN')).toHaveTextContent('4821');
    expect(server.paths(PIN)).toEqual(['/customer/customers/21/pin']);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('PIN hidden')).toBeInTheDocument();
  });

  it('edits and deletes (back to the list afterwards)', async () => {
    const { user } = renderView('/customer-view/21');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({
      path: '/customer/customers/21',
      redirectTo: '/customer-list',
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe('/add-customer/21');
  });

  it('says not found for a bad id without calling the API, and for a 404', async () => {
    const { unmount } = renderView('/customer-view/1.5');
    expect(await screen.findByText(/not found$/)).toBeInTheDocument();
    expect(server.paths('GET /customer/customers/:id')).toHaveLength(0);
    unmount();
    renderView('/customer-view/99');
    expect(await screen.findByText(/not found$/)).toBeInTheDocument();
  });
});
