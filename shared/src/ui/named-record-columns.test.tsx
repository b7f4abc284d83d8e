import { screen, within } from '@testing-library/react';
import { DataTable } from './data-table';
import { namedRecordColumns } from './named-record-columns';
import { renderUi } from './test-utils';

interface Group {
  id: number;
  name: string;
  linked?: boolean;
}

const groups: Group[] = [
  { id: 1, name: 'Night Shift' },
  { id: 2, name: 'Canteen', linked: true },
];

function renderGroups(onSort = jest.fn()) {
  const onView = jest.fn();
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  const columns = namedRecordColumns<Group>({
    header: 'Action',
    onView,
    onEdit,
    onDelete,
    deleteUnavailable: (g) => (g.linked ? 'An institution links this group.' : null),
  });
  const view = renderUi(
    <DataTable columns={columns} data={groups} sort={{ by: 'id', dir: 'ASC' }} onSortChange={onSort} />,
  );
  return { ...view, onView, onEdit, onDelete, onSort };
}

describe('namedRecordColumns', () => {
  it('shows the name, sortable by the server’s name key, then the given actions header', async () => {
    const { user, onSort } = renderGroups();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([expect.stringContaining('Name'), 'Action']);
    expect(screen.getByRole('cell', { name: 'Night Shift' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith({ by: 'name', dir: 'ASC' });
  });

  it('labels each action with the record’s name and hands the row to it', async () => {
    const { user, onView, onEdit, onDelete } = renderGroups();
    await user.click(screen.getByRole('button', { name: 'View Night Shift' }));
    await user.click(screen.getByRole('button', { name: 'Edit Night Shift' }));
    await user.click(screen.getByRole('button', { name: 'Delete Night Shift' }));
    expect(onView).toHaveBeenCalledWith(groups[0]);
    expect(onEdit).toHaveBeenCalledWith(groups[0]);
    expect(onDelete).toHaveBeenCalledWith(groups[0]);
  });

  it('keeps Delete on a record that cannot go now, saying why instead of deleting', async () => {
    const { user, onDelete } = renderGroups();
    const unavailable = screen.getByRole('button', { name: 'Delete Canteen' });
    expect(unavailable).toHaveAccessibleDescription('An institution links this group.');
    await user.click(unavailable);
    expect(onDelete).not.toHaveBeenCalled();
  });
});
