import { useDirtyFormStore, useRouteAccessStore, useToastStore } from '@console/shared';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import ChannelListPage from './channel-list-page';
import { makeChannel, makeRun, page } from './fixtures';

let server: FakeApi;
const vendekin = makeChannel();
const manual = makeChannel({ id: 5, name: 'Manual Entry', code: 'MAN', feed_url: null, feed_token_set: false });

beforeEach(() => {
  server = fakeApi()
    .on('POST /merchant/channels/list', () => page([vendekin, manual]))
    .on('POST /merchant/channels', (body) => ({
      data: makeChannel({ id: 9, ...body, feed_url: body.feed_url ?? null }),
    }))
    .on('PUT /merchant/channels/:id', () => ({ data: vendekin }));
  useRouteAccessStore.getState().publish(() => true);
  useToastStore.getState().clear();
  useDirtyFormStore.getState().reset();
});

const renderList = () => renderPage(<ChannelListPage />, { path: '/channel-list' });

describe('Channels', () => {
  it('shows the title and exactly the SPEC columns', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Channels' })).toBeInTheDocument();
    await screen.findByText('Vendekin');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Channel Name', 'Sync Touchpoints']);
  });

  it('syncs a channel: posts {}, follows the run every second, then shows its outcome and a link to its records', async () => {
    const polls = [
      makeRun({ id: 41, status: 'running', pages_fetched: 2, total_pages: 5, records_applied: 0, finished_at: null }),
      // Every page fetched: the count of records applied moves while the server applies them.
      makeRun({
        id: 41,
        status: 'running',
        pages_fetched: 5,
        total_pages: 5,
        records_received: 480,
        records_applied: 250,
        finished_at: null,
      }),
      makeRun({ id: 41 }),
    ];
    server
      .on('POST /merchant/channels/:id/sync', () => ({
        data: makeRun({
          id: 41,
          status: 'running',
          pages_fetched: 0,
          total_pages: null,
          records_applied: 0,
          finished_at: null,
        }),
      }))
      .on('GET /merchant/sync-runs/:id', () => ({ data: polls.length > 1 ? polls.shift()! : polls[0]! }));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Sync Vendekin' }));
    expect(server.bodies('POST /merchant/channels/:id/sync')).toEqual([{}]);
    expect(server.paths('POST /merchant/channels/:id/sync')).toEqual(['/merchant/channels/3/sync']);

    expect(await screen.findByText('Page 2 of 5 · 0 applied', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Page 5 of 5 · 250 of 480 applied', {}, { timeout: 3000 })).toBeInTheDocument();
    const outcome = await screen.findByText(/12 created · 3 updated · 15 unchanged · 0 removed/, {}, { timeout: 3000 });
    expect(within(outcome).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/sync-touchpoint?run=41');
    expect(server.paths('GET /merchant/sync-runs/:id').every((p) => p === '/merchant/sync-runs/41')).toBe(true);
  });

  it('shows a failed run with its reason', async () => {
    server.on('POST /merchant/channels/list', () =>
      page([
        makeChannel({
          last_run: makeRun({ status: 'failed', error: 'The feed at feed.vendekin.example answered HTTP 500.' }),
        }),
      ]),
    );
    renderList();
    expect(
      await screen.findByText(/Failed: The feed at feed\.vendekin\.example answered HTTP 500\./),
    ).toBeInTheDocument();
  });

  it('shows the server’s message when the channel is already syncing', async () => {
    server.on('POST /merchant/channels/:id/sync', () =>
      fail(409, 'This channel is already syncing (run 40); wait for it to finish.', { code: 'SYNC_RUNNING' }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Sync Vendekin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This channel is already syncing (run 40); wait for it to finish.',
    );
    expect(useToastStore.getState().error).toBeNull();
  });

  it('keeps Sync of a channel without a feed URL unavailable, focusable, and says why', async () => {
    const { user } = renderList();
    const sync = await screen.findByRole('button', { name: 'Sync Manual Entry' });
    expect(sync).toHaveAttribute('aria-disabled', 'true');
    expect(sync).toHaveAccessibleDescription('Add a feed URL to this channel to sync it');
    sync.focus();
    expect(sync).toHaveFocus();
    await user.click(sync);
    expect(server.bodies('POST /merchant/channels/:id/sync')).toHaveLength(0);
  });

  it('adds a channel from the dialog', async () => {
    const { user } = renderList();
    await screen.findByText('Vendekin');
    await user.click(screen.getAllByRole('button', { name: 'Add Channel' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Channel Name/), 'Daalchini');
    await user.type(within(dialog).getByLabelText(/^Code/), 'DLC');
    await user.type(within(dialog).getByLabelText(/^Feed URL/), 'https://feed.daalchini.example/v1');
    await user.type(within(dialog).getByLabelText(/^Feed Token/), 's3cr3t-token');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/channels')).toEqual([
        {
          name: 'Daalchini',
          code: 'DLC',
          feed_url: 'https://feed.daalchini.example/v1',
          feed_token: 's3cr3t-token',
          status: 1,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useToastStore.getState().success).toBe('Action was successful!');
  });

  it('refuses a malformed code and feed URL before sending', async () => {
    const { user } = renderList();
    await screen.findByText('Vendekin');
    await user.click(screen.getAllByRole('button', { name: 'Add Channel' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Channel Name/), 'Daalchini');
    await user.type(within(dialog).getByLabelText(/^Code/), 'D L C');
    await user.type(within(dialog).getByLabelText(/^Feed URL/), 'feed.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid format')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid url')).toBeInTheDocument();
    expect(server.bodies('POST /merchant/channels')).toHaveLength(0);
  });

  it('edits without the token unless it is replaced, sending back updated_at', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Vendekin' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('A token is set')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Feed Token/)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Channel Name/));
    await user.type(within(dialog).getByLabelText(/^Channel Name/), 'Vendekin North');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/channels/:id')).toEqual([
        {
          name: 'Vendekin North',
          code: 'VDK',
          feed_url: 'https://feed.vendekin.example/touchpoints',
          status: 1,
          updated_at: '2026-11-20T10:15:00.123456Z',
        },
      ]),
    );
    expect(server.paths('PUT /merchant/channels/:id')).toEqual(['/merchant/channels/3']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Vendekin' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Replace Token' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^New Feed Token/), 'rotated-token');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodies('PUT /merchant/channels/:id')).toHaveLength(2));
    expect(server.bodies('PUT /merchant/channels/:id')[1]).toMatchObject({ feed_token: 'rotated-token' });
  });

  it('keeps the dialog open with a stale save’s message', async () => {
    server.on('PUT /merchant/channels/:id', () =>
      fail(409, 'This record was changed by someone else. Reload to see the latest.', { code: 'STALE_RECORD' }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Vendekin' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This record was changed by someone else. Reload to see the latest.',
    );
    expect(within(dialog).getByLabelText(/^Channel Name/)).toHaveValue('Vendekin');
    expect(useToastStore.getState().success).toBeNull();
  });
});
