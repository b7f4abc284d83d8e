import { useRouteAccessStore, useTenantStore, DEFAULT_LABELS } from '@console/shared';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeOrder, page } from './fixtures';
import OrderListPage from './order-list-page';

const partial = makeOrder();
const pending = makeOrder({
  id: 43,
  order_no: 'ORD00000043',
  payment_status: 0,
  status: 0,
  vend_status: 'pending',
  refunded_amount: 0,
  channel_id: 2,
  channel: 'Canteen',
  touchpoint_id: 8,
  touchpoint: 'Canteen Kiosk',
});

jest.setTimeout(90_000);

let server: FakeApi;
const listBodies = () => server.bodies('POST /transaction/orders/list');

beforeEach(() => {
  server = fakeApi()
    .on('POST /transaction/orders/list', (body) => page([partial, pending], 2, 20, body.offset))
    .on('GET /transaction/orders/filter-options', () => ({
      data: {
        channels: [
          { id: 1, name: 'Office Vending' },
          { id: 2, name: 'Canteen' },
        ],
      },
    }))
    // The Touchpoint filter's search: 2 000 touchpoints, the channel's own when one is chosen.
    .on('POST /transaction/orders/touchpoint-options', (body) => {
      const all = [
        { id: 7, name: 'Lobby Machine', channel: 'Office Vending', channel_id: 1 },
        { id: 8, name: 'Canteen Kiosk', channel: 'Canteen', channel_id: 2 },
        { id: 1999, name: 'Touchpoint 1999', channel: 'Canteen', channel_id: 2 },
      ];
      const found = all.filter(
        (t) =>
          (body.ids === undefined || body.ids.includes(t.id)) &&
          (body.channel_id === undefined || t.channel_id === body.channel_id) &&
          (body.q === undefined || t.name.toLowerCase().includes(body.q.toLowerCase())),
      );
      const total = body.ids || body.q || body.channel_id ? found.length : 2000;
      return { data: found.map(({ id, name, channel }) => ({ id, name, channel })), total };
    });
  useRouteAccessStore.getState().publish(() => true);
  useTenantStore.getState().reset();
});

const renderList = (path = '/transaction-list') => renderPage(<OrderListPage />, { path, route: '/transaction-list' });

describe('Touchpoint Orders', () => {
  it('shows SPEC’s columns, 20 rows a page, status badges and the refund', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Touchpoint Orders' })).toBeInTheDocument();
    await screen.findByText('ORD00000042');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'Order ID',
      'Date',
      'Channel',
      'Touchpoint',
      'Payment Source',
      'Payment Status',
      'Amount',
      'Status',
      'Refund',
    ]);
    const cells = within(screen.getByText('ORD00000042').closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'ORD00000042',
      expect.stringMatching(/25 Nov 2026/),
      'Office Vending',
      'Lobby Machine',
      'Wallet',
      'Success',
      '₹80.00',
      'Success',
      '₹40.00',
    ]);
    const other = within(screen.getByText('ORD00000043').closest('tr')!).getAllByRole('cell');
    expect(other[5]).toHaveTextContent('Pending');
    expect(other[8]).toHaveTextContent('--');
    expect(screen.getByRole('link', { name: 'ORD00000042' })).toHaveAttribute('href', '/transaction/42');
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 20 });
  });

  it('sends the period, the filters (All leaves them out) and the search', async () => {
    const { user } = renderList();
    await screen.findByText('ORD00000042');
    await user.selectOptions(screen.getByLabelText('Time Range'), '1 Week');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 20, range: '1w' }));
    await screen.findByRole('option', { name: 'Canteen' });
    await user.selectOptions(screen.getByLabelText('Channel'), 'Canteen');
    await user.selectOptions(screen.getByLabelText('Payment Status'), 'Failure');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({
        offset: 0,
        limit: 20,
        range: '1w',
        channel_id: 2,
        payment_status: 2,
        status: 0,
      }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.type(screen.getByRole('searchbox'), '9876543210');
    await waitFor(
      () =>
        expect(listBodies().at(-1)).toEqual({
          offset: 0,
          limit: 20,
          range: '1w',
          channel_id: 2,
          payment_status: 2,
          search: '9876543210',
        }),
      { timeout: 5000 },
    );
  });

  it('finds any of 2 000 touchpoints by typing, narrowed by the channel, and shows a linked one by name', async () => {
    const { user } = renderList();
    await screen.findByText('ORD00000042');
    const touchpoint = screen.getByRole('combobox', { name: 'Touchpoint' });
    await user.click(touchpoint);
    expect(await screen.findByText('Type to search 2,000 touchpoints')).toBeInTheDocument();
    await user.type(touchpoint, '1999');
    await user.click(await screen.findByRole('option', { name: 'Touchpoint 1999' }));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 20, touchpoint_id: 1999 }));
    expect(currentLocation()).toBe('/transaction-list?touchpoint_id=1999');
    // Typing on after the choice searches again; the field stays, the choice with it.
    await user.click(screen.getByRole('combobox', { name: 'Touchpoint' }));
    await user.paste('L');
    await waitFor(() =>
      expect(server.bodies('POST /transaction/orders/touchpoint-options').at(-1)).toMatchObject({ limit: 20 }),
    );
    expect(screen.getByRole('combobox', { name: 'Touchpoint' })).toBeInTheDocument();
    expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 20, touchpoint_id: 1999 });
    await user.keyboard('{Escape}');

    // A channel other than All drops the choice; the search then offers that channel's own.
    await screen.findByRole('option', { name: 'Canteen' });
    await user.selectOptions(screen.getByLabelText('Channel'), 'Office Vending');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 20, channel_id: 1 }));
    await user.click(screen.getByRole('combobox', { name: 'Touchpoint' }));
    await screen.findByRole('option', { name: 'Lobby Machine' });
    expect(screen.queryByRole('option', { name: 'Canteen Kiosk' })).not.toBeInTheDocument();
    expect(server.bodies('POST /transaction/orders/touchpoint-options').at(-1)).toEqual({ limit: 20, channel_id: 1 });
  });

  it('opens a link that names a touchpoint by id with its name in the filter', async () => {
    renderList('/transaction-list?touchpoint_id=8');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Touchpoint' })).toHaveValue('Canteen Kiosk'));
    expect(server.bodies('POST /transaction/orders/touchpoint-options')).toContainEqual({ ids: [8] });
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 20, touchpoint_id: 8 }));
  });

  it('shows a linked touchpoint the tenant does not hold as not found, so it can be cleared', async () => {
    const { user } = renderList('/transaction-list?touchpoint_id=4242');
    const field = await screen.findByDisplayValue('#4242 (not found)');
    expect(field).toHaveAccessibleName('Touchpoint');
    await user.click(screen.getByRole('button', { name: 'Clear the choice' }));
    await waitFor(() => expect(currentLocation()).toBe('/transaction-list'));
  });

  it('sends custom dates only with the Custom period', async () => {
    const { user } = renderList('/transaction-list?range=1d&from=2026-11-01');
    await screen.findByText('ORD00000042');
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 20, range: '1d' });
    await user.selectOptions(screen.getByLabelText('Time Range'), 'Custom');
    const from = screen.getByLabelText('From');
    // Days read in the console's format, whatever the browser's locale.
    expect(from).toHaveValue('01 Nov 2026');
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 20, range: 'custom', from: '2026-11-01' }),
    );
    await user.type(screen.getByLabelText('To'), '20/11/2026{Enter}');
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({
        offset: 0,
        limit: 20,
        range: 'custom',
        from: '2026-11-01',
        to: '2026-11-20',
      }),
    );
  });

  it('announces new orders from the stream without moving the page, and Show brings page 1 back', async () => {
    server.on('POST /transaction/orders/list', (body) => page([partial, pending], 45, 20, body.offset));
    const { user } = renderList('/transaction-list?page=2');
    await screen.findByText('ORD00000042');
    await waitFor(() => expect(server.openStreams('/transaction/orders/stream')).toBe(1));
    const before = listBodies().length;
    await act(() => server.emit('/transaction/orders/stream', 'order', { id: 90, channel_id: 1, touchpoint_id: 7 }));
    expect(await screen.findByText(/1 new order —/)).toBeInTheDocument();
    await act(() =>
      Promise.all([
        server.emit('/transaction/orders/stream', 'order', { id: 91, channel_id: 2, touchpoint_id: 8 }),
        server.emit('/transaction/orders/stream', 'order', { id: 92, channel_id: 1, touchpoint_id: 7 }),
        server.emit('/transaction/orders/stream', 'order', { id: 92, channel_id: 1, touchpoint_id: 7 }),
      ]),
    );
    expect(await screen.findByText(/3 new orders —/)).toBeInTheDocument();
    // Reading page 2: nothing was refetched, nothing moved.
    expect(listBodies()).toHaveLength(before);
    expect(currentLocation()).toBe('/transaction-list?page=2');

    server.on('POST /transaction/orders/list', (body) =>
      page([makeOrder({ id: 92, order_no: 'ORD00000092' }), partial], 48, 20, body.offset),
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('ORD00000092')).toBeInTheDocument();
    expect(currentLocation()).toBe('/transaction-list?page=1');
    expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 20 });
    expect(screen.queryByText(/new orders? —/)).not.toBeInTheDocument();
  });

  it('counts only new orders that fit the channel filter, and none while a search is on', async () => {
    const { unmount } = renderList('/transaction-list?channel_id=2');
    await screen.findByText('ORD00000042');
    await waitFor(() => expect(server.openStreams('/transaction/orders/stream')).toBe(1));
    await act(() => server.emit('/transaction/orders/stream', 'order', { id: 90, channel_id: 1, touchpoint_id: 7 }));
    await act(() => server.emit('/transaction/orders/stream', 'order', { id: 91, channel_id: 2, touchpoint_id: 8 }));
    expect(await screen.findByText(/1 new order —/)).toBeInTheDocument();
    unmount();
    // Leaving the page closes the stream.
    expect(server.openStreams('/transaction/orders/stream')).toBe(0);

    renderList('/transaction-list?search=ORD00000042');
    await screen.findByText('ORD00000042');
    await waitFor(() => expect(server.openStreams('/transaction/orders/stream')).toBe(1));
    // Delivered (the client has read it) before the check, so the check means something.
    await act(() => server.emit('/transaction/orders/stream', 'order', { id: 93, channel_id: 1, touchpoint_id: 7 }));
    expect(screen.queryByText(/new order/)).not.toBeInTheDocument();
  });

  it('speaks the tenant’s words', async () => {
    useTenantStore.getState().setTenant(2, {
      ...DEFAULT_LABELS,
      transaction: 'Dispensed Product',
      transactions: 'Dispensed Products',
      customer: 'Employee',
      customers: 'Employees',
    });
    server.on('POST /transaction/orders/list', (body) => page([partial, pending], 25, 20, body.offset));
    renderList();
    expect(screen.getByRole('heading', { name: 'Dispensed Products' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-20 Dispensed Products')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by dispensed product id or employee mobile')).toBeInTheDocument();
  });

  it('shows a failed list with the server’s message and Retry', async () => {
    server.on('POST /transaction/orders/list', () => fail(503, 'The database is restarting.'));
    renderList();
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
