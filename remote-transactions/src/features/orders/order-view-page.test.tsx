import { useRouteAccessStore, useToastStore } from '@console/shared';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeOrderDetail, makeRefund } from './fixtures';
import OrderViewPage from './order-view-page';

jest.setTimeout(90_000);

let server: FakeApi;
const order = makeOrderDetail();
const refundBodies = () => server.bodies('POST /transaction/orders/:id/refund');
const refundKeys = () => server.headers('POST /transaction/orders/:id/refund').map((h) => h['Idempotency-Key']);

/** Which paths the operator may open (the host's route table decides; here, by prefix). */
function mayOpen(...prefixes: string[]) {
  useRouteAccessStore.getState().publish((path) => prefixes.some((p) => path.startsWith(p)));
}

beforeEach(() => {
  server = fakeApi().on('GET /transaction/orders/:id', () => ({ data: order }));
  mayOpen('/transaction', '/wallet');
  useToastStore.getState().clear();
});

const renderView = (id = 42) =>
  renderPage(<OrderViewPage />, { path: `/transaction/${id}`, route: '/transaction/:id' });

const tableRows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('Order detail', () => {
  it('shows the order, its cart (asked), its order (vended) and its refunds', async () => {
    renderView();
    expect(await screen.findByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Rao (9876543210)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asha Meal Wallet' })).toHaveAttribute('href', '/wallet/3');
    // A line refunded in part says so in the cart.
    expect(tableRows('Cart')).toEqual([
      ['Masala Chai1 of 2 refunded', '2', '₹40.00', 'Partial Vend', '₹80.00'],
      ['Veg Sandwich', '1', '₹60.00', 'Vend Success', '₹60.00'],
    ]);
    expect(tableRows('Order')).toEqual([
      ['Masala Chai', '1', '₹40.00', 'Partial Vend', '₹40.00'],
      ['Veg Sandwich', '1', '₹60.00', 'Vend Success', '₹60.00'],
    ]);
    const headers = within(screen.getByRole('table', { name: 'Refunds' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Quantity', 'Coil', 'Refund Amount', 'Status', 'Created', 'Updated']);
    expect(tableRows('Refunds')[0]!.slice(0, 5)).toEqual(['Masala Chai', '1', 'A1', '₹40.00', 'Refund Success']);
  });

  it('shows no Refund to a role that cannot open the wallets', async () => {
    mayOpen('/transaction');
    renderView();
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('says why Refund is unavailable when nothing is left to refund', async () => {
    server.on('GET /transaction/orders/:id', () => ({
      data: makeOrderDetail({ refundable_amount: 0, items: order.items.map((i) => ({ ...i, refundable_qty: 0 })) }),
    }));
    const { user } = renderView();
    const button = await screen.findByRole('button', { name: 'Refund' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Nothing is left to refund on this order.');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refunds one line by quantity with a reason, once per key, and refetches the order', async () => {
    const refunded = makeOrderDetail({
      refunded_amount: 100,
      refundable_amount: 40,
      refunds: [
        makeRefund(),
        makeRefund({
          id: 10,
          kind: 'operator',
          order_item_id: 102,
          name: 'Veg Sandwich',
          refund_amount: 60,
          coil: 'A2',
        }),
      ],
    });
    server.on('POST /transaction/orders/:id/refund', () => ({
      data: { refunds: [refunded.refunds[1]!], order: refunded, replayed: false },
    }));
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('refund-preview')).toHaveTextContent('₹100.00');
    await user.click(within(dialog).getByText('Whole order (everything still refundable)'));
    // Never above what the line may still return: 5 becomes 1.
    await user.type(within(dialog).getByLabelText('Refund quantity of Veg Sandwich'), '5');
    expect(within(dialog).getByLabelText('Refund quantity of Veg Sandwich')).toHaveValue('1');
    expect(within(dialog).getByTestId('refund-preview')).toHaveTextContent('₹60.00');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Reason is required (at least 3 characters).')).toBeInTheDocument();
    expect(refundBodies()).toHaveLength(0);

    server.on('GET /transaction/orders/:id', () => ({ data: refunded }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Sandwich was stale');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refundBodies()).toEqual([{ reason: 'Sandwich was stale', lines: [{ item_id: 102, quantity: 1 }] }]);
    expect(refundKeys()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(server.paths('POST /transaction/orders/:id/refund')).toEqual(['/transaction/orders/42/refund']);
    expect(useToastStore.getState().success).toBe('Refunded ₹60.00 to the wallet.');
    await waitFor(() => expect(screen.getAllByText('Veg Sandwich').length).toBeGreaterThan(2));
  });

  it('keeps the dialog open with the server’s refusal; the same request retries under its key, another gets a new one', async () => {
    server.on('POST /transaction/orders/:id/refund', () => fail(422, 'Nothing is left to refund on this order.'));
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Machine jammed');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Nothing is left to refund on this order.')).toBeInTheDocument();
    expect(useToastStore.getState().error).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refundBodies()).toHaveLength(2));
    await user.type(within(dialog).getByLabelText(/Reason/), ' again');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refundBodies()).toHaveLength(3));
    const [first, retry, other] = refundKeys();
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
    expect(refundBodies()[0]).toEqual({ reason: 'Machine jammed' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends nothing on Enter, and says what is missing once the reason is left', async () => {
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Whole order (everything still refundable)'));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Machine jammed{Enter}');
    expect(within(dialog).queryByText('Enter a quantity on at least one line.')).not.toBeInTheDocument();
    await user.tab();
    expect(await within(dialog).findByText('Enter a quantity on at least one line.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Reason/));
    expect(await within(dialog).findByText('Reason is required (at least 3 characters).')).toBeInTheDocument();
    expect(refundBodies()).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a reason the server would: over 200 characters, or out of the free-text format', async () => {
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(reason).toHaveAttribute('maxLength', '200');
    // Past the field's own cap (a script, a browser that ignores it): the form still refuses it.
    fireEvent.change(reason, { target: { value: 'x'.repeat(201) } });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Enter at most 200 characters')).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: `Machine\u200Bjammed` } });
    expect(await within(dialog).findByText('Invalid format')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // The dialog's own words for one too short stay.
    fireEvent.change(reason, { target: { value: ' ab ' } });
    expect(await within(dialog).findByText('Reason is required (at least 3 characters).')).toBeInTheDocument();
    expect(refundBodies()).toHaveLength(0);
  });

  it('says an unknown order was not found', async () => {
    server.on('GET /transaction/orders/:id', () => fail(404, 'Order not found.'));
    renderView(999);
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
