import { screen, waitFor, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { actionsColumn, DataTable } from './data-table';
import { columns, rowId, type User, users } from './data-table-test-fixtures';
import { renderUi } from './test-utils';

describe('DataTable', () => {
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
