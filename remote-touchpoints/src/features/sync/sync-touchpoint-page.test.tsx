import { useRouteAccessStore } from '@console/shared';
import { currentLocation, fail, type FakeApi, fakeApi, renderPage } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CHANNELS, makeRecord, makeRecordDetail, makeRun, page } from './fixtures';
import SyncTouchpointPage from './sync-touchpoint-page';

let server: FakeApi;
const finished = makeRun();
const failed = makeRun({
  id: 39,
  status: 'failed',
  error: 'The feed at feed.vendekin.example answered HTTP 500.',
  created: 0,
  updated: 0,
  unchanged: 0,
  pages_fetched: 1,
});
const kiosk = makeRecord({
  id: 502,
  name: 'Reception Kiosk',
  company: null,
  active: false,
  retailer: null,
  stock: 0,
  outcome: 'removed',
  touchpoint_id: 22,
});

beforeEach(() => {
  server = fakeApi()
    .on('POST /merchant/sync-runs/list', () => page([finished, failed]))
    .options('POST /merchant/channels/options', CHANNELS)
    .on('GET /merchant/sync-runs/:id', (_, path) =>
      path === '/merchant/sync-runs/40' ? { data: finished } : fail(404, 'Sync run not found.'),
    )
    .on('POST /merchant/sync-runs/:id/records/list', () => page([makeRecord(), kiosk]))
    .on('GET /merchant/sync-runs/:id/records/:recordId', () => ({ data: makeRecordDetail() }));
  useRouteAccessStore.getState().publish(() => true);
});

const renderSync = (path = '/sync-touchpoint') =>
  renderPage(<SyncTouchpointPage />, { path, route: '/sync-touchpoint' });

describe('Sync Touchpoints', () => {
  it('lists the syncs, newest first, filtered by channel', async () => {
    const { user } = renderSync();
    expect(screen.getByRole('heading', { name: 'Sync Touchpoints' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Channel syncs' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'Channel',
      'Started',
      'Status',
      'Pages',
      'Created',
      'Updated',
      'Unchanged',
      'Removed',
      'Conflicts',
      'Error',
    ]);
    expect(within(table).getByText('The feed at feed.vendekin.example answered HTTP 500.')).toBeInTheDocument();
    expect(server.bodies('POST /merchant/sync-runs/list')[0]).toEqual({
      offset: 0,
      limit: 10,
      sortBy: 'started_at',
      sortDir: 'DESC',
    });

    // The channel is found by typing: the server narrows, and the hint says how many there are.
    const channel = screen.getByRole('combobox', { name: 'Channel' });
    await user.click(channel);
    expect(await screen.findByText('Type to search 32 channels')).toBeInTheDocument();
    await user.click(channel);
    await user.paste('daal');
    await waitFor(() =>
      expect(server.bodies('POST /merchant/channels/options').at(-1)).toEqual({ limit: 20, q: 'daal' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Daalchini' }));
    await waitFor(() => expect(server.bodies('POST /merchant/sync-runs/list').at(-1)).toMatchObject({ channel_id: 4 }));
  });

  it('opens a link that names a channel by id with its name in the filter', async () => {
    renderSync('/sync-touchpoint?channel_id=3');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('Vendekin'));
    expect(server.bodies('POST /merchant/channels/options')).toContainEqual({ ids: [3] });
    expect(server.bodies('POST /merchant/sync-runs/list')[0]).toMatchObject({ channel_id: 3 });
  });

  it('shows the records of the run named in the URL, with the SPEC columns, filtered by outcome', async () => {
    const { user } = renderSync('/sync-touchpoint?run=40');
    const table = await screen.findByRole('table', { name: 'Touchpoints received by sync run 40' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Touchpoint Name',
      'Company',
      'Status',
      'Touchpoint Source',
      'Retailer',
      'Stock',
      'View Info',
    ]);
    const cells = within(within(table).getByText('Reception Kiosk').closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['Reception Kiosk', '--', 'Inactive', 'Vendekin', '--', '0']);
    expect(screen.getByText(/12 created · 3 updated · 15 unchanged · 0 removed/)).toBeInTheDocument();

    const outcome = screen.getByLabelText('Outcome');
    expect(
      within(outcome)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Created', 'Updated', 'Unchanged', 'Removed', 'Conflict']);
    await user.selectOptions(outcome, 'Removed');
    await waitFor(() =>
      expect(server.bodies('POST /merchant/sync-runs/:id/records/list').at(-1)).toMatchObject({
        outcome: 'removed',
        offset: 0,
      }),
    );
    expect(server.paths('POST /merchant/sync-runs/:id/records/list').at(-1)).toBe(
      '/merchant/sync-runs/40/records/list',
    );
    await user.selectOptions(outcome, 'All');
    await waitFor(() =>
      expect(server.bodies('POST /merchant/sync-runs/:id/records/list').at(-1)).not.toHaveProperty('outcome'),
    );
  });

  it('opens View Info: what the sync did and the record as received', async () => {
    const { user } = renderSync('/sync-touchpoint?run=40');
    await user.click(await screen.findByRole('button', { name: 'View Info: Lobby Vending 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Updated')).toBeInTheDocument();
    expect(within(dialog).getByText('The name and the stock of 4 slots changed.')).toBeInTheDocument();
    const payload = await within(dialog).findByTestId('record-payload');
    expect(payload.textContent).toBe(JSON.stringify(makeRecordDetail().payload, null, 2));
    expect(server.paths('GET /merchant/sync-runs/:id/records/:recordId')).toEqual([
      '/merchant/sync-runs/40/records/501',
    ]);
  });

  it('chooses a run by its row', async () => {
    const { user } = renderSync();
    const table = await screen.findByRole('table', { name: 'Channel syncs' });
    await user.click(await within(table).findByText('The feed at feed.vendekin.example answered HTTP 500.'));
    expect(currentLocation()).toBe('/sync-touchpoint?run=39');
    expect(await screen.findByText('Sync run not found')).toBeInTheDocument();
  });

  it('follows a running run’s row every second until it finishes', async () => {
    const running = makeRun({
      id: 41,
      status: 'running',
      pages_fetched: 2,
      total_pages: 5,
      records_applied: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      finished_at: null,
    });
    let listed = [running, finished];
    const polls = [
      { ...running, pages_fetched: 5, records_received: 100, records_applied: 60 },
      makeRun({ id: 41, created: 7 }),
    ];
    server
      .on('POST /merchant/sync-runs/list', () => page(listed))
      .on('GET /merchant/sync-runs/:id', () => {
        const next = polls.length > 1 ? polls.shift()! : polls[0]!;
        if (next.status !== 'running') listed = [next, finished];
        return { data: next };
      });
    renderSync();
    const table = await screen.findByRole('table', { name: 'Channel syncs' });
    expect(
      await within(table).findByText('Page 5 of 5 · 60 of 100 applied', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByText('7')).toBeInTheDocument(), { timeout: 3000 });
    expect(within(table).getAllByText('Succeeded')).toHaveLength(2);
    // Finishing refetches the list.
    await waitFor(() => expect(server.bodies('POST /merchant/sync-runs/list').length).toBeGreaterThan(1));
  });
});
