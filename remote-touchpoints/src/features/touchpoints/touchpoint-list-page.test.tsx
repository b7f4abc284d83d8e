import { useRouteAccessStore, useToastStore } from '@console/shared';
import { currentLocation, fail, type FakeApi, fakeApi, renderPage, searchAndChoose } from '@console/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { CHANNELS, makeTouchpoint, page } from './fixtures';
import TouchpointListPage from './touchpoint-list-page';

// The filter bar holds a searching picker: give a loaded machine room.
configure({ asyncUtilTimeout: 5_000 });

let server: FakeApi;
const lobby = makeTouchpoint();
const kiosk = makeTouchpoint({
  id: 22,
  name: 'Reception Kiosk',
  type: 'kiosk',
  channel_id: null,
  channel: null,
  source_id: null,
  stock_synced: false,
  last_updated: null,
  grid: null,
});

const listBodies = () => server.bodies('POST /merchant/touchpoints/list');

beforeEach(() => {
  server = fakeApi()
    .on('POST /merchant/touchpoints/list', () => page([lobby, kiosk]))
    .options('POST /merchant/channels/options', CHANNELS);
  useRouteAccessStore.getState().publish(() => true);
  useToastStore.getState().clear();
});

const renderList = (path = '/touchpoint-list') =>
  renderPage(<TouchpointListPage />, { path, route: '/touchpoint-list' });

describe('Touchpoint List', () => {
  it('shows the title, the SPEC columns and a row per touchpoint', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Touchpoint List' })).toBeInTheDocument();
    await screen.findByText('Lobby Vending 1');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'Touchpoint Name',
      'Channel',
      'Type',
      'Stock Synced',
      'Last Updated',
      'Sync Stock',
      'Actions',
    ]);
    const cells = within(screen.getByText('Lobby Vending 1').closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['Lobby Vending 1', 'Vendekin', 'Vending Machine', 'Yes']);
    expect(cells[4]).toMatch(/24 Nov 2026/);
    const kioskCells = within(screen.getByText('Reception Kiosk').closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(kioskCells.slice(0, 5)).toEqual(['Reception Kiosk', '--', 'Kiosk', 'No', '--']);
  });

  it('sorts on the server and filters by channel, type and stock synced, each with All', async () => {
    const { user } = renderList();
    await screen.findByText('Lobby Vending 1');
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 10 });
    await user.click(screen.getByRole('button', { name: 'Last Updated' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ sortBy: 'last_updated', sortDir: 'ASC' }));

    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.paste('daal');
    await user.click(await screen.findByRole('option', { name: 'Daalchini' }));
    await user.selectOptions(screen.getByLabelText('Type'), 'Locker');
    await user.selectOptions(screen.getByLabelText('Stock Synced'), 'No');
    await waitFor(() =>
      expect(listBodies().at(-1)).toMatchObject({ offset: 0, channel_id: 4, type: 'locker', stock_synced: false }),
    );
    for (const label of ['Type', 'Stock Synced']) {
      expect(within(screen.getByLabelText(label)).getAllByRole('option')[0]).toHaveTextContent('All');
    }
    await user.selectOptions(screen.getByLabelText('Stock Synced'), 'All');
    await waitFor(() => expect(listBodies().at(-1)).not.toHaveProperty('stock_synced'));
    // The channel's All is the cleared search.
    await user.click(screen.getByRole('button', { name: 'Clear the choice' }));
    await waitFor(() => expect(listBodies().at(-1)).not.toHaveProperty('channel_id'));
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveAttribute('placeholder', 'All');
  });

  it('finds any channel by typing in the Channel filter, and says how many there are', async () => {
    const { user } = renderList();
    await screen.findByText('Lobby Vending 1');
    const channel = screen.getByRole('combobox', { name: 'Channel' });
    await searchAndChoose(user, channel, { hint: 'Type to search 32 channels', typed: 'vend', option: 'Vendekin' });
    expect(server.bodies('POST /merchant/channels/options')).toContainEqual({ limit: 20, q: 'vend' });
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, channel_id: 3 }));
    expect(currentLocation()).toBe('/touchpoint-list?channel_id=3');
  });

  it('opens a link that names a channel by id with its name in the filter', async () => {
    renderList('/touchpoint-list?channel_id=4');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('Daalchini'));
    expect(server.bodies('POST /merchant/channels/options')).toContainEqual({ ids: [4] });
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 10, channel_id: 4 });
  });

  it('searches by name', async () => {
    const { user } = renderList();
    await screen.findByText('Lobby Vending 1');
    await user.type(screen.getByRole('searchbox'), 'lobby');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, search: 'lobby' }));
  });

  it('syncs one touchpoint’s stock and says what changed', async () => {
    server.on('POST /merchant/touchpoints/:id/sync-stock', () => ({
      data: { updated: 5, unchanged: 3, unknown_slots: [], last_updated: '2026-11-24T10:00:00.000Z' },
    }));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Sync Stock: Lobby Vending 1' }));
    await waitFor(() => expect(useToastStore.getState().success).toBe('Stock synced: 5 updated, 3 unchanged'));
    expect(server.bodies('POST /merchant/touchpoints/:id/sync-stock')).toEqual([{}]);
    expect(server.paths('POST /merchant/touchpoints/:id/sync-stock')).toEqual(['/merchant/touchpoints/21/sync-stock']);
  });

  it('shows the server’s message when the stock sync is refused', async () => {
    server.on('POST /merchant/touchpoints/:id/sync-stock', () =>
      fail(422, 'The touchpoint’s channel has no feed URL.', { code: 'NO_FEED' }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Sync Stock: Lobby Vending 1' }));
    expect(server.bodies('POST /merchant/touchpoints/:id/sync-stock')).toHaveLength(1);
    expect(useToastStore.getState().success).toBeNull();
  });

  it('keeps Sync Stock of a touchpoint without a channel unavailable, and says why', async () => {
    const { user } = renderList();
    const button = await screen.findByRole('button', { name: 'Sync Stock: Reception Kiosk' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('This touchpoint has no channel to sync its stock from');
    await user.click(button);
    expect(server.bodies('POST /merchant/touchpoints/:id/sync-stock')).toHaveLength(0);
  });

  it('opens a touchpoint’s store, edits in the dialog, adds, and links to the syncs', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Lobby Vending 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit Touchpoint' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Touchpoint Name/)).toHaveValue('Lobby Vending 1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: 'Add Touchpoint' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Add Touchpoint' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByRole('link', { name: 'Sync touchpoints' })).toHaveAttribute('href', '/sync-touchpoint');
    await user.click(screen.getByRole('button', { name: 'View Lobby Vending 1' }));
    expect(currentLocation()).toBe('/touchpoint/21');
  });
});
