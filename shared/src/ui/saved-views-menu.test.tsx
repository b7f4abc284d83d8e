import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SavedView } from '../contracts/saved-view-schemas';
import { useToastStore } from '../stores/toast-store';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '../testing';
import { queryOptions } from '@tanstack/react-query';
import { choiceFilter } from '../list/filters';
import { useListPage, type ListBody } from '../list/use-list-page';
import { SavedViewsMenu } from './saved-views-menu';

const LIST = 'POST /merchant/views/mine';
let server: FakeApi;

// A menu, then a dialog, then the answer: on a busy machine each step may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const view = (overrides: Partial<SavedView>): SavedView => ({
  id: 1,
  list_path: '/transaction-list',
  name: 'Failed vends this week',
  params: { range: '1w', status: '2' },
  is_default: false,
  own: true,
  dropped: [],
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000000Z',
  ...overrides,
});
const failed = view({});
const refunds = view({ id: 2, name: 'Refunds', params: { status: '1' }, is_default: true });

function open(path: string) {
  return renderPage(<SavedViewsMenu />, { path, route: '/transaction-list' });
}
interface Body extends ListBody {
  status?: 0 | 1;
}
/** A list page at `path` with the Views menu, recording the body of every read of its rows. */
function renderList(path: string) {
  const bodies: Body[] = [];
  const query = (body: Body) =>
    queryOptions({
      queryKey: ['test', 'views', 'list', body],
      queryFn: async () => {
        bodies.push(body);
        return { data: [{ id: 1 }], pagination: { limit: 10, offset: 0, total: 1, currentPage: 1 } };
      },
    });
  function Page() {
    const list = useListPage({ query, filters: { status: choiceFilter({ '1': 1, '0': 0 } as const) } });
    return (
      <>
        <SavedViewsMenu />
        {list.status === 'ready' && <p>{`${list.rows.length} row`}</p>}
      </>
    );
  }
  renderPage(<Page />, { path, route: '/transaction-list' });
  return bodies;
}
const menuButton = () => screen.findByRole('button', { name: /^Views/ });

/**
 * Opens the Views menu (its button named `button`) and picks `item`, by keyboard as the list's
 * operator may: the menu highlights its first item once open, then each Down moves one item on.
 */
async function choose(user: UserEvent, item: string | RegExp, button: string | RegExp = /^Views/) {
  (await screen.findByRole('button', { name: button })).focus();
  await user.keyboard('{Enter}');
  const items = await screen.findAllByRole('menuitem');
  await waitFor(() => expect(items.find((i) => i.hasAttribute('data-highlighted'))).toBeDefined());
  const target = await screen.findByRole('menuitem', { name: item });
  for (let step = 0; step < 12 && !target.hasAttribute('data-highlighted'); step++) {
    const highlighted = screen.getAllByRole('menuitem').find((i) => i.hasAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').find((i) => i.hasAttribute('data-highlighted'))).not.toBe(highlighted),
    );
  }
  expect(target).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  server = fakeApi().on(LIST, () => ({ data: [failed, refunds] }));
  useToastStore.getState().clear();
});

describe('SavedViewsMenu', () => {
  it('lists the views with the default marked, and picking one puts its filters in the URL', async () => {
    const { user } = open('/transaction-list?search=x');
    await user.click(await menuButton());
    const item = await screen.findByRole('menuitem', { name: /Failed vends this week/ });
    expect(screen.getByRole('menuitem', { name: /Refunds/ })).toHaveTextContent('(default)');
    await user.click(item);
    await waitFor(() => expect(currentLocation()).toBe('/transaction-list?range=1w&status=2'));
    // The view on screen names the button and opens its own actions.
    await user.click(await screen.findByRole('button', { name: 'Views: Failed vends this week' }));
    expect(await screen.findByRole('menuitem', { name: 'Rename “Failed vends this week”…' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Set “Failed vends this week” as default' })).toBeInTheDocument();
    expect(server.bodies(LIST)).toEqual([{ list_path: '/transaction-list' }]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('saves the list’s search without its paging, and shows the server’s refusal in the dialog', async () => {
    server.on('POST /merchant/views', () =>
      fail(409, 'You already have a view named “Refunds” for this list. Choose another name.', {
        code: 'VIEW_NAME_TAKEN',
      }),
    );
    const { user } = open('/transaction-list?status=0&page=3&columns=order_no,amount');
    await choose(user, 'Save current view…');
    const dialog = await screen.findByRole('dialog', { name: 'Save Current View' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Refunds');
    await user.click(within(dialog).getByRole('button', { name: 'Save View' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a view named “Refunds” for this list. Choose another name.',
    );
    expect(server.bodies('POST /merchant/views')).toEqual([
      { list_path: '/transaction-list', name: 'Refunds', params: { status: '0', columns: 'order_no,amount' } },
    ]);

    server.on('POST /merchant/views', (body) => ({ data: view({ id: 3, name: body.name, params: body.params }) }));
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'Pending');
    await user.click(within(dialog).getByRole('button', { name: 'Save View' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save Current View' })).not.toBeInTheDocument());
    expect(useToastStore.getState().success).toBeTruthy();
  });

  it('refuses a name over 60 characters before sending it', async () => {
    const { user } = open('/transaction-list?status=0');
    await choose(user, 'Save current view…');
    const dialog = await screen.findByRole('dialog', { name: 'Save Current View' });
    await user.type(within(dialog).getByLabelText(/Name/), 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save View' }));
    expect(await within(dialog).findByText('A view’s name is at most 60 characters.')).toBeInTheDocument();
    expect(server.bodies('POST /merchant/views')).toEqual([]);
  });

  it('applies the default view when the list opens with no search', async () => {
    open('/transaction-list');
    await waitFor(() => expect(currentLocation()).toBe('/transaction-list?status=1'));
  });

  it('reads a list that opens on its default view once, with the view’s filters: never its unfiltered rows', async () => {
    const bodies = renderList('/transaction-list');
    await waitFor(() => expect(currentLocation()).toBe('/transaction-list?status=1'));
    await screen.findByText('1 row');
    expect(bodies).toEqual([{ limit: 10, offset: 0, status: 1 }]);
  });

  it('reads a list without a default view as soon as its views are in', async () => {
    server.on(LIST, () => ({ data: [failed] }));
    const bodies = renderList('/transaction-list');
    await screen.findByText('1 row');
    expect(bodies).toEqual([{ limit: 10, offset: 0 }]);
    expect(currentLocation()).toBe('/transaction-list');
  });

  it('still reads a list whose views cannot be read', async () => {
    server.on(LIST, () => fail(500, 'The server failed.'));
    const bodies = renderList('/transaction-list');
    await screen.findByText('1 row');
    expect(bodies).toEqual([{ limit: 10, offset: 0 }]);
  });

  it('leaves a list opened with a search as it is', async () => {
    open('/transaction-list?status=0');
    await screen.findByRole('button', { name: 'Views' });
    await waitFor(() => expect(server.bodies(LIST)).toHaveLength(1));
    expect(currentLocation()).toBe('/transaction-list?status=0');
  });

  it('opens a shared link’s view, and notes a filter the reader may not use', async () => {
    server.on('GET /merchant/views/:id', () => ({
      data: view({ id: 9, own: false, params: { status: '2' }, dropped: ['channel_id'] }),
    }));
    open('/transaction-list?view=9');
    await waitFor(() => expect(currentLocation()).toBe('/transaction-list?status=2'));
    expect(await screen.findByText('Filter “channel_id” is not available to you and was dropped.')).toBeInTheDocument();
    expect(server.paths('GET /merchant/views/:id')).toEqual(['/merchant/views/9']);
  });

  it('says when a shared link’s view cannot be opened', async () => {
    server.on('GET /merchant/views/:id', () => fail(404, 'View not found.'));
    open('/transaction-list?view=9&status=1');
    expect(await screen.findByText('This view could not be opened: View not found.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/transaction-list?status=1'));
  });

  it('sets the view on screen as the default, and deletes it after asking', async () => {
    server
      .on('PUT /merchant/views/:id', () => ({ data: { ...failed, is_default: true } }))
      .on('DELETE /merchant/views/:id', () => undefined);
    const { user } = open('/transaction-list?range=1w&status=2');
    await choose(user, 'Set “Failed vends this week” as default');
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/views/:id')).toEqual([{ is_default: true, updated_at: failed.updated_at }]),
    );

    await choose(user, 'Delete “Failed vends this week”…');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this view?' });
    server.on(LIST, () => ({ data: [refunds] }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete View' }));
    await waitFor(() => expect(server.paths('DELETE /merchant/views/:id')).toEqual(['/merchant/views/1']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/transaction-list?range=1w&status=2');
  });
});
