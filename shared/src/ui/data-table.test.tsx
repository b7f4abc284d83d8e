import { screen, waitFor, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { actionsColumn, DataTable, type DataTableColumn, nextSort } from './data-table';
import { renderUi } from './test-utils';

interface User {
  id: number;
  name: string;
  email: string;
  is_default?: boolean;
}

const users: User[] = [
  { id: 1, name: 'Alice', email: 'alice@example.com' },
  { id: 2, name: 'Bob', email: 'bob@example.com' },
  { id: 3, name: 'Admin', email: 'admin@example.com', is_default: true },
];

const columns: DataTableColumn<User>[] = [
  { accessorKey: 'name', header: 'Name', meta: { sortKey: 'first_name' } },
  { accessorKey: 'email', header: 'Email' },
];

const rowId = (u: User) => String(u.id);

describe('DataTable', () => {
  it('shows one "No Data Available" row when there is no data', () => {
    renderUi(<DataTable columns={columns} data={[]} getRowId={rowId} />);
    const rows = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('No Data Available');
    expect(screen.getByRole('cell', { name: 'No Data Available' })).toHaveAttribute('colspan', '2');
  });

  it('takes a custom empty text', () => {
    renderUi(<DataTable columns={columns} data={[]} getRowId={rowId} emptyText="No users yet" />);
    expect(screen.getByText('No users yet')).toBeInTheDocument();
  });

  it('shows a loading status row instead of the rows while loading', () => {
    renderUi(<DataTable columns={columns} data={users} getRowId={rowId} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Alice')).not.toBeInTheDocument();
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
  });

  it('renders cells and a caption', () => {
    renderUi(<DataTable columns={columns} data={users} getRowId={rowId} caption="Team members" />);
    expect(screen.getByRole('table', { name: 'Team members' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'bob@example.com' })).toBeInTheDocument();
  });

  it('makes only columns with a sortKey sortable, and reports aria-sort', () => {
    renderUi(<DataTable columns={columns} data={users} getRowId={rowId} sort={{ by: 'first_name', dir: 'ASC' }} />);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: /Email/ })).not.toBeInTheDocument();
  });

  it('asks for DESC when the ascending column is clicked, and ASC after DESC', async () => {
    const onSortChange = jest.fn();
    const { user, rerender } = renderUi(
      <DataTable
        columns={columns}
        data={users}
        getRowId={rowId}
        sort={{ by: 'first_name', dir: 'ASC' }}
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'first_name', dir: 'DESC' });

    rerender(
      <DataTable
        columns={columns}
        data={users}
        getRowId={rowId}
        sort={{ by: 'first_name', dir: 'DESC' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'first_name', dir: 'ASC' });
  });

  it('starts a newly sorted column ascending', () => {
    expect(nextSort({ by: 'email', dir: 'ASC' }, 'first_name')).toEqual({ by: 'first_name', dir: 'ASC' });
    expect(nextSort(undefined, 'first_name')).toEqual({ by: 'first_name', dir: 'ASC' });
  });

  it('select-all picks every enabled row and skips disabled ones', async () => {
    const onSelectionChange = jest.fn();
    const { user } = renderUi(
      <DataTable
        columns={columns}
        data={users}
        getRowId={rowId}
        selectable
        selectedIds={[]}
        onSelectionChange={onSelectionChange}
        isRowDisabled={(u) => u.id === 2}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['1', '3']);
  });

  it('select-all clears the page when every enabled row is selected, keeping other pages', async () => {
    const onSelectionChange = jest.fn();
    const { user } = renderUi(
      <DataTable
        columns={columns}
        data={users}
        getRowId={rowId}
        selectable
        selectedIds={['99', '1', '3']}
        onSelectionChange={onSelectionChange}
        isRowDisabled={(u) => u.id === 2}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['99']);
  });

  it('toggles one row and renders no checkbox where hidden', async () => {
    const onSelectionChange = jest.fn();
    const { user } = renderUi(
      <DataTable
        columns={columns}
        data={users}
        getRowId={rowId}
        selectable
        onSelectionChange={onSelectionChange}
        hideCheckbox={(u) => !!u.is_default}
      />,
    );
    expect(screen.queryByRole('checkbox', { name: 'Select row 3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['2']);
    // Uncontrolled: the table remembers the choice itself.
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['2', '1']);
  });

  it('actionsColumn renders Edit / Delete / View, and View alone for an is_default row', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const onView = jest.fn();
    const withActions: ColumnDef<User, unknown>[] = [
      ...columns,
      actionsColumn<User>({ onEdit, onDelete, onView, rowLabel: (u) => u.name }),
    ];
    const { user } = renderUi(<DataTable columns={withActions} data={users} getRowId={rowId} />);
    await user.click(screen.getByRole('button', { name: 'Edit Alice' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith(users[0]));
    await user.click(screen.getByRole('button', { name: 'Delete Bob' }));
    expect(onDelete).toHaveBeenCalledWith(users[1]);
    await user.click(screen.getByRole('button', { name: 'View Bob' }));
    expect(onView).toHaveBeenCalledWith(users[1]);

    const adminRow = screen.getByRole('cell', { name: 'Admin' }).closest('tr')!;
    expect(
      within(adminRow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
    await user.click(within(adminRow).getByRole('button', { name: 'View Admin' }));
    expect(onView).toHaveBeenCalledWith(users[2]);
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2);
  });

  it('actionsColumn omits buttons without a handler', () => {
    renderUi(
      <DataTable columns={[...columns, actionsColumn<User>({ onEdit: jest.fn() })]} data={users} getRowId={rowId} />,
    );
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('opens a row on click, but a click on the row’s own buttons is theirs', async () => {
    const opened: string[] = [];
    const onDelete = jest.fn();
    const { user } = renderUi(
      <DataTable
        columns={[...columns, actionsColumn<User>({ onDelete, rowLabel: (u) => u.name })]}
        data={users}
        getRowId={rowId}
        onRowClick={(u) => opened.push(u.name)}
      />,
    );
    await user.click(screen.getByText('alice@example.com'));
    expect(opened).toEqual(['Alice']);
    await user.click(screen.getByRole('button', { name: 'Delete Bob' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(opened).toEqual(['Alice']);
  });

  it('reaches and opens a clickable row by keyboard: its key column is a button', async () => {
    const opened: string[] = [];
    const { user } = renderUi(
      <DataTable columns={columns} data={users} getRowId={rowId} onRowClick={(u) => opened.push(u.name)} />,
    );
    await user.tab(); // the Name column's sort
    await user.tab();
    expect(screen.getByRole('button', { name: 'Alice' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(opened).toEqual(['Bob', 'Admin']);
  });

  it('has no key button when rows do not open, nor when their View action is the way in', () => {
    const { unmount } = renderUi(<DataTable columns={columns} data={users} getRowId={rowId} />);
    expect(screen.queryByRole('button', { name: 'Alice' })).not.toBeInTheDocument();
    unmount();
    const onView = jest.fn();
    renderUi(
      <DataTable
        columns={[...columns, actionsColumn<User>({ onView, rowLabel: (u) => u.name })]}
        data={users}
        getRowId={rowId}
        onRowClick={onView}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Alice' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Alice' })).toBeInTheDocument();
  });
});

describe('actionsColumn with an unavailable Delete', () => {
  const reason = (u: User) => (u.name === 'Bob' ? 'Bob still owns three wallets' : null);

  it('keeps Delete focusable, says why in text that is its description, and does nothing', async () => {
    const onDelete = jest.fn();
    const { user } = renderUi(
      <DataTable
        columns={[...columns, actionsColumn<User>({ onDelete, deleteUnavailable: reason, rowLabel: (u) => u.name })]}
        data={users}
        getRowId={rowId}
      />,
    );
    const bob = screen.getByRole('button', { name: 'Delete Bob' });
    expect(bob).toHaveAttribute('aria-disabled', 'true');
    expect(bob).toHaveAccessibleDescription('Bob still owns three wallets');
    expect(screen.getByText('Bob still owns three wallets')).toBeVisible();
    bob.focus();
    await user.keyboard('{Enter}');
    await user.click(bob);
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Alice' }));
    expect(onDelete).toHaveBeenCalledWith(users[0]);
  });
});

describe('DataTable on narrow screens', () => {
  const realMatchMedia = window.matchMedia;
  const widthAtMost = (px: number) =>
    ((query: string) => {
      const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
      return { matches: px <= max, media: query, addEventListener() {}, removeEventListener() {} };
    }) as unknown as typeof window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('collapses a row’s actions into one menu below a laptop’s width', async () => {
    window.matchMedia = widthAtMost(900);
    const onEdit = jest.fn();
    const { user } = renderUi(
      <DataTable
        columns={[...columns, actionsColumn<User>({ onEdit, onView: jest.fn(), rowLabel: (u) => u.name })]}
        data={users}
        getRowId={rowId}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit Alice' })).not.toBeInTheDocument();
    // By keyboard: focus the row's menu, open it, pick Edit.
    screen.getByRole('button', { name: 'Actions for Alice' }).focus();
    await user.keyboard('{Enter}');
    // The menu highlights its first item once it has opened; keys sent before that would move
    // from nothing, so wait for each highlight before the next key.
    const view = await screen.findByRole('menuitem', { name: 'View' });
    await waitFor(() => expect(view).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    const edit = screen.getByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith(users[0]));
  });

  it('shows an unavailable Delete in the row’s menu with its reason, and does not run it', async () => {
    window.matchMedia = widthAtMost(900);
    const onDelete = jest.fn();
    const { user } = renderUi(
      <DataTable
        columns={[
          ...columns,
          actionsColumn<User>({
            onDelete,
            deleteUnavailable: (u) => (u.name === 'Bob' ? 'Bob still owns three wallets' : null),
            rowLabel: (u) => u.name,
          }),
        ]}
        data={users}
        getRowId={rowId}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Bob' }));
    const item = await screen.findByRole('menuitem', { name: /Delete/ });
    expect(item).toHaveTextContent('Bob still owns three wallets');
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('renders each row as a card of labelled values on a phone', () => {
    window.matchMedia = widthAtMost(390);
    renderUi(<DataTable columns={columns} data={users.slice(0, 2)} getRowId={rowId} caption="Users" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('NameAlice');
    expect(cards[0]).toHaveTextContent('Emailalice@example.com');
  });

  it('opens a card by keyboard from its first field on a phone', async () => {
    window.matchMedia = widthAtMost(390);
    const opened: string[] = [];
    const { user } = renderUi(
      <DataTable columns={columns} data={users} getRowId={rowId} onRowClick={(u) => opened.push(u.name)} />,
    );
    screen.getByRole('button', { name: 'Bob' }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['Bob']);
  });
});
