import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ListPage } from '../api/list';
import { useSessionStore } from '../auth/session-store';
import { columnsStorageKey, exportColumnsOf } from '../list/column-choice';
import { useListPage, type ListBody } from '../list/use-list-page';
import { actionsColumn, type DataTableColumn } from './data-table';
import { ListView } from './list-view';
import { renderUi } from './test-utils';

interface Row {
  id: number;
  name: string;
  email: string;
  role: string;
}

const ROWS: Row[] = [
  { id: 1, name: 'Alice', email: 'alice@example.com', role: 'Admin' },
  { id: 2, name: 'Bob', email: 'bob@example.com', role: 'Viewer' },
];

const rowsQuery = (body: ListBody) =>
  queryOptions({
    queryKey: ['test', 'columns', 'list', body],
    queryFn: async (): Promise<ListPage<Row>> => ({
      data: ROWS,
      pagination: { limit: 20, offset: 0, total: ROWS.length, currentPage: 1 },
    }),
  });

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id' },
  { accessorKey: 'name', header: 'Name' },
  { id: 'email', header: () => <>E-mail</>, cell: ({ row }) => row.original.email },
  { id: 'role', header: 'Role', cell: ({ row }) => row.original.role },
  actionsColumn<Row>({ onView: jest.fn(), rowLabel: (r) => r.name, header: 'Action' }),
];

let location = '';
function Probe() {
  const l = useLocation();
  location = l.pathname + l.search;
  return null;
}

function Page() {
  const list = useListPage<Row, ListBody>({ query: rowsQuery });
  return <ListView list={list} columns={COLUMNS} noun="Users" />;
}

function renderPage(path = '/users-list') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderUi(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const columnsParam = () => new URLSearchParams(location.split('?')[1] ?? '').get('columns');

async function openChooser(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Columns' }));
  return screen.findByRole('dialog', { name: 'Columns' });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: { id: 7 } as never });
});

describe('the column chooser', () => {
  it('offers every column but the row’s actions, by its header', async () => {
    const { user } = renderPage();
    await screen.findByText('Alice');
    expect(headers()).toEqual(['ID', 'Name', 'E-mail', 'Role', 'Action']);
    const dialog = await openChooser(user);
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-checked') ?? (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    for (const name of ['ID', 'Name', 'E-mail', 'Role'])
      expect(within(dialog).getByRole('checkbox', { name })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Action' })).not.toBeInTheDocument();
  });

  it('hides a column: gone from the table, the URL lists the visible ones in order', async () => {
    const { user } = renderPage();
    await screen.findByText('Alice');
    const dialog = await openChooser(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    await waitFor(() => expect(headers()).toEqual(['ID', 'Name', 'Role', 'Action']));
    expect(screen.queryByText('alice@example.com')).not.toBeInTheDocument();
    expect(columnsParam()).toBe('id,name,role');
  });

  it('keeps one column: the last shown cannot be hidden', async () => {
    const { user } = renderPage('/users-list?columns=role');
    await screen.findByText('Viewer');
    expect(headers()).toEqual(['Role', 'Action']);
    const dialog = await openChooser(user);
    expect(within(dialog).getByRole('checkbox', { name: 'Role' })).toBeDisabled();
  });

  it('reorders by keyboard, the focus staying on the moved column', async () => {
    const { user } = renderPage();
    await screen.findByText('Alice');
    const dialog = await openChooser(user);
    within(dialog).getByRole('button', { name: 'Move Role up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(headers()).toEqual(['ID', 'Name', 'Role', 'E-mail', 'Action']));
    expect(columnsParam()).toBe('id,name,role,email');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Role up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(headers()).toEqual(['Role', 'ID', 'Name', 'E-mail', 'Action']));
    // First now: Move up is unavailable, so the focus is on Move down.
    expect(within(dialog).getByRole('button', { name: 'Move Role up' })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Role down' })).toHaveFocus());
  });

  it('resets to every column in the list’s order, forgetting the saved default', async () => {
    localStorage.setItem(columnsStorageKey(7, '/users-list'), 'name');
    const { user } = renderPage('/users-list?columns=role,name');
    await screen.findByText('Alice');
    expect(headers()).toEqual(['Role', 'Name', 'Action']);
    const dialog = await openChooser(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(headers()).toEqual(['ID', 'Name', 'E-mail', 'Role', 'Action']));
    expect(columnsParam()).toBeNull();
    expect(localStorage.getItem(columnsStorageKey(7, '/users-list'))).toBeNull();
  });

  it('saves the choice as the operator’s default for the list, shown when the URL names none', async () => {
    const first = renderPage();
    await screen.findByText('Alice');
    const dialog = await openChooser(first.user);
    await first.user.click(within(dialog).getByRole('checkbox', { name: 'ID' }));
    await first.user.click(within(dialog).getByRole('button', { name: 'Move Role up' }));
    await first.user.click(within(dialog).getByRole('button', { name: 'Save as my default' }));
    expect(await within(dialog).findByText('Saved as your default for this list.')).toBeInTheDocument();
    expect(localStorage.getItem('console:columns:7:/users-list')).toBe('name,role,email');
    first.unmount();

    renderPage();
    await screen.findByText('Alice');
    expect(headers()).toEqual(['Name', 'Role', 'E-mail', 'Action']);
    expect(columnsParam()).toBeNull();
  });

  it('drops ids the list does not have; the list still renders', async () => {
    renderPage('/users-list?columns=nope,role,,bad-id,name');
    await screen.findByText('Alice');
    expect(headers()).toEqual(['Role', 'Name', 'Action']);
  });

  it('shows every column when the URL names none the list has', async () => {
    renderPage('/users-list?columns=nope');
    await screen.findByText('Alice');
    expect(headers()).toEqual(['ID', 'Name', 'E-mail', 'Role', 'Action']);
  });

  describe('on a phone', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: true,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('draws the cards with the chosen columns in their order', async () => {
      renderPage('/users-list?columns=role,email');
      const card = (await screen.findByText('Viewer')).closest('li')!;
      const labels = within(card)
        .getAllByText(/^(ID|Name|E-mail|Role)$/)
        .map((label) => label.textContent);
      expect(labels).toEqual(['Role', 'E-mail']);
      expect(within(card).queryByText('Bob')).not.toBeInTheDocument();
    });
  });
});

describe('exportColumnsOf', () => {
  const columns: DataTableColumn<Row>[] = [
    { id: 'name', header: 'Name', meta: { exportColumns: ['first_name', 'last_name'] } },
    { id: 'email', header: 'Email' },
    { id: 'role', header: 'Role' },
    actionsColumn<Row>({ onView: jest.fn() }),
  ];
  const file = ['id', 'first_name', 'last_name', 'email', 'role', 'created_at'];

  it('is the file’s own columns when the list shows its default', () => {
    expect(exportColumnsOf(columns, undefined, file)).toBeUndefined();
  });

  it('follows the shown columns in their order, keeping the file’s columns no list column shows', () => {
    expect(exportColumnsOf(columns, ['role', 'name'], file)).toEqual([
      'role',
      'first_name',
      'last_name',
      'id',
      'created_at',
    ]);
    expect(exportColumnsOf(columns, ['name', 'email', 'role'], file)).toEqual([
      'first_name',
      'last_name',
      'email',
      'role',
      'id',
      'created_at',
    ]);
  });
});
