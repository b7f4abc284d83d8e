import { useDeleteModalStore } from '@console/shared';
import { currentLocation, fail, type FakeApi, fakeApi, renderPage, searchAndChoose } from '@console/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { CHANNELS, channelRule, makeRule, page } from './fixtures';
import RuleListPage from './rule-list-page';

const lunch = makeRule();

// The filter bar holds a searching picker: give a loaded machine room.
configure({ asyncUtilTimeout: 5_000 });

let server: FakeApi;
function answer(rules = [lunch, channelRule], total = rules.length) {
  server.on('POST /merchant/rules/list', (body) => page(rules, total, 10, body.offset));
}
const listBodies = () => server.bodies('POST /merchant/rules/list');

beforeEach(() => {
  server = fakeApi().options('POST /merchant/channels/options', CHANNELS);
  answer();
  useDeleteModalStore.getState().reset();
});

const renderList = (path = '/rules') => renderPage(<RuleListPage />, { path, route: '/rules' });
const cellsOf = (text: string) =>
  within(screen.getByText(text).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Rules', () => {
  it('shows the title, SPEC’s columns and a row per rule', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    await screen.findByText('Snack Bar');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Name', 'Touch Point', 'Type', 'Channel', 'Status', 'Group', 'Action']);
    expect(cellsOf('Snack Bar').slice(0, 6)).toEqual([
      'Lunch',
      'Snack Bar',
      'Quantity (items)',
      'Campus',
      'Active',
      'Night Shift',
    ]);
    // A channel-wide rule for every customer says so instead of leaving the cells blank.
    expect(cellsOf('Snacks Budget').slice(0, 6)).toEqual([
      'Snacks Budget',
      'Whole channel',
      'Amount (₹)',
      'Office',
      'Inactive',
      'Everyone',
    ]);
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 10 });
  });

  it('deletes and edits a rule from its row', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Lunch' }));
    expect(useDeleteModalStore.getState()).toMatchObject({
      visible: true,
      request: { name: 'Lunch', path: '/merchant/rules/5' },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Lunch' }));
    expect(currentLocation()).toBe('/edit-rule/5');
  });

  it('opens a rule’s page from its View button', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'View Snacks Budget' }));
    expect(currentLocation()).toBe('/rule/6');
  });

  it('Add Rule opens the create form', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(currentLocation()).toBe('/add-rule');
  });

  it('searches, filters by status, type and channel, and sorts on the server', async () => {
    const { user } = renderList();
    await screen.findByText('Snack Bar');
    await user.type(screen.getByRole('searchbox'), 'lun');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, search: 'lun' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.selectOptions(screen.getByLabelText('Type'), 'Amount (₹)');
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.paste('Off');
    await user.click(await screen.findByRole('option', { name: 'Office' }));
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({
        offset: 0,
        limit: 10,
        search: 'lun',
        status: 0,
        type: 'amount',
        channel_id: 2,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ sortBy: 'name', sortDir: 'ASC' }));
  });

  it('finds any channel by typing in the Channel filter, and says how many there are', async () => {
    const { user } = renderList();
    await screen.findByText('Snack Bar');
    const channel = screen.getByRole('combobox', { name: 'Channel' });
    expect(channel).toHaveAttribute('placeholder', 'All');
    await searchAndChoose(user, channel, { hint: 'Type to search 42 channels', typed: 'camp', option: 'Campus' });
    expect(server.bodies('POST /merchant/channels/options')).toContainEqual({ limit: 20, q: 'camp' });
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, channel_id: 1 }));
    expect(currentLocation()).toBe('/rules?channel_id=1');
    // Cleared, the filter is All again.
    await user.click(screen.getByRole('button', { name: 'Clear the choice' }));
    await waitFor(() => expect(currentLocation()).toBe('/rules'));
    expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10 });
  });

  it('opens a link that names a channel by id with its name in the filter', async () => {
    renderList('/rules?channel_id=2');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('Office'));
    expect(server.bodies('POST /merchant/channels/options')).toContainEqual({ ids: [2] });
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 10, channel_id: 2 });
  });

  it('says when there are no rules yet, and offers to add one', async () => {
    answer([]);
    renderList();
    expect(await screen.findByText('No rules yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Rule' })).toHaveLength(2);
  });

  it('shows a failed list with the server’s message, and retries', async () => {
    server.on('POST /merchant/rules/list', () => fail(503, 'The database is restarting.'));
    const { user } = renderList();
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
    answer();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Snack Bar')).toBeInTheDocument();
  });

  it('ignores filter values in the URL that are no valid value', async () => {
    renderList('/rules?status=7&type=weight&channel_id=abc');
    await screen.findByText('Snack Bar');
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 10 });
  });
});
