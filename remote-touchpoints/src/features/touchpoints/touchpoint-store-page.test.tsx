import { useDirtyFormStore, useRouteAccessStore, useToastStore } from '@console/shared';
import { fail, type FakeApi, fakeApi, renderPage } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CHANNELS, makeProduct, makeTouchpoint, page } from './fixtures';
import TouchpointStorePage from './touchpoint-store-page';

let server: FakeApi;
const chips = makeProduct();
const water = makeProduct({ id: 302, name: 'Mineral Water', slot: 'A2', mrp: 1234.5, gst: 18, cess: 1.25, stock: 0 });

beforeEach(() => {
  server = fakeApi()
    .on('GET /merchant/touchpoints/:id', (_, path) =>
      path === '/merchant/touchpoints/21'
        ? { data: makeTouchpoint() }
        : path === '/merchant/touchpoints/22'
          ? { data: makeTouchpoint({ id: 22, name: 'Reception Kiosk', type: 'kiosk', grid: null, source_id: null }) }
          : fail(404, 'Touchpoint not found.'),
    )
    .on('POST /merchant/touchpoints/:id/products/list', () => page([chips, water]))
    .on('GET /merchant/touchpoints/:id/keys', () => ({ data: [] }))
    .options('POST /merchant/channels/options', CHANNELS)
    .on('POST /merchant/touchpoints/:id/products', () => ({ data: makeProduct({ id: 303 }) }))
    .on('PUT /merchant/touchpoints/:id/products/:productId', () => ({ data: chips }));
  useRouteAccessStore.getState().publish(() => true);
  useToastStore.getState().clear();
  useDirtyFormStore.getState().reset();
});

const renderStore = (id = '21') =>
  renderPage(<TouchpointStorePage />, { path: `/touchpoint/${id}`, route: '/touchpoint/:id' });
const detail = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('Touchpoint store', () => {
  it('shows the touchpoint’s details', async () => {
    renderStore();
    expect(await screen.findByText('Lobby Vending 1', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Touchpoint Store' })).toBeInTheDocument();
    expect(detail('Channel')).toHaveTextContent('Vendekin');
    expect(detail('Type')).toHaveTextContent('Vending Machine');
    expect(detail('Company')).toHaveTextContent('Acme Foods');
    expect(detail('Retailer')).toHaveTextContent('Canteen Co');
    expect(detail('Stock Synced')).toHaveTextContent('Yes');
    expect(detail('Last Updated')).toHaveTextContent(/24 Nov 2026/);
    expect(detail('Address')).toHaveTextContent('Tower B, Ground Floor');
    expect(detail('Coordinates')).toHaveTextContent('12.971599, 77.594566');
    expect(detail('Grid')).toHaveTextContent('6 × 10 · Alpha-Num (A1)');
  });

  it('lists the store with its columns, money in rupees', async () => {
    renderStore();
    const table = await screen.findByRole('table', { name: 'Products of Lobby Vending 1' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Slot', 'Product Name', 'Mrp', 'Gst', 'Cess', 'Stock', 'Actions']);
    const cells = within(within(table).getByText('Mineral Water').closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['A2', 'Mineral Water', '₹1,234.50', '18%', '1.25%', '0']);
    expect(server.bodies('POST /merchant/touchpoints/:id/products/list')[0]).toMatchObject({ offset: 0, limit: 10 });
  });

  it('adds a product in a free slot of the grid', async () => {
    server.on('POST /merchant/touchpoints/:id/products/list', (body) =>
      body.limit === 100 ? page([chips, water], 2, 100) : page([chips, water]),
    );
    const { user } = renderStore();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog');
    const slot = within(dialog).getByLabelText('Slot');
    await waitFor(() => expect(within(slot).queryByRole('option', { name: 'A1' })).not.toBeInTheDocument());
    const slots = within(slot)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(slots.slice(0, 3)).toEqual(['No slot', 'A3', 'A4']);
    expect(slots).toHaveLength(1 + 58);
    expect(slots.at(-1)).toBe('F10');

    await user.type(within(dialog).getByLabelText(/^Product Name/), 'Cola 300ml');
    await user.selectOptions(slot, 'B4');
    await user.type(within(dialog).getByLabelText(/^Mrp/), '40.50');
    await user.type(within(dialog).getByLabelText(/^Gst/), '28');
    await user.clear(within(dialog).getByLabelText(/^Cess/));
    await user.type(within(dialog).getByLabelText(/^Cess/), '12.5');
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '24');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/touchpoints/:id/products')).toEqual([
        { name: 'Cola 300ml', slot: 'B4', mrp: '40.5', gst: '28', cess: '12.5', stock: 24 },
      ]),
    );
    expect(server.paths('POST /merchant/touchpoints/:id/products')).toEqual(['/merchant/touchpoints/21/products']);
  });

  it('refuses a tax above 100, more than 2 decimals, and a stock that is not a whole number', async () => {
    const { user } = renderStore('22');
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog');
    // No grid: the slot is typed, upper-case letters and digits.
    await user.type(within(dialog).getByLabelText('Slot'), 'b-7');
    expect(within(dialog).getByLabelText('Slot')).toHaveValue('B7');
    await user.type(within(dialog).getByLabelText(/^Product Name/), 'Tea');
    await user.type(within(dialog).getByLabelText(/^Mrp/), '10');
    await user.type(within(dialog).getByLabelText(/^Gst/), '100.5');
    await user.clear(within(dialog).getByLabelText(/^Cess/));
    await user.type(within(dialog).getByLabelText(/^Cess/), '1.125');
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter number smaller than or equal to 100')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter at most 2 decimals')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number of units (0 or more)')).toBeInTheDocument();
    expect(server.bodies('POST /merchant/touchpoints/:id/products')).toHaveLength(0);
  });

  it('edits a product with the updated_at it loaded, its own slot still offered', async () => {
    const { user } = renderStore();
    await user.click(await screen.findByRole('button', { name: 'Edit Masala Chips' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Slot')).toHaveValue('A1'));
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/touchpoints/:id/products/:productId')).toEqual([
        {
          name: 'Masala Chips',
          slot: 'A1',
          mrp: '20',
          gst: '12',
          cess: '0',
          stock: 12,
          updated_at: '2026-11-24T09:00:40.111111Z',
        },
      ]),
    );
    expect(server.paths('PUT /merchant/touchpoints/:id/products/:productId')).toEqual([
      '/merchant/touchpoints/21/products/301',
    ]);
  });

  it('syncs the stock and opens the edit dialog', async () => {
    server.on('POST /merchant/touchpoints/:id/sync-stock', () => ({
      data: { updated: 2, unchanged: 58, unknown_slots: ['G1'], last_updated: '2026-11-24T10:00:00.000Z' },
    }));
    const { user } = renderStore();
    await user.click(await screen.findByRole('button', { name: 'Sync Stock: Lobby Vending 1' }));
    await waitFor(() =>
      expect(useToastStore.getState().success).toBe(
        'Stock synced: 2 updated, 58 unchanged; the feed named a slot this touchpoint does not have: G1',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Touchpoint' })).toBeInTheDocument();
  });

  it('says "Touchpoint not found" for a 404', async () => {
    renderStore('99');
    expect(await screen.findByText('Touchpoint not found')).toBeInTheDocument();
  });
});
