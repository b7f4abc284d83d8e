import { screen, waitFor, within } from '@testing-library/react';
import { actionsColumn, DataTable } from './data-table';
import { columns, rowId, type User, users } from './data-table-test-fixtures';
import { renderUi } from './test-utils';

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
