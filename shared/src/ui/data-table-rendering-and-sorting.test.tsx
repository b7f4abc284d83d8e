import { screen, within } from '@testing-library/react';
import { DataTable, nextSort } from './data-table';
import type { SortDir } from './table-types';
import { columns, rowId, users } from './data-table-test-fixtures';
import { renderUi } from './test-utils';

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
    const sortedBy = (dir: SortDir) => (
      <DataTable
        columns={columns}
        data={users}
        getRowId={rowId}
        sort={{ by: 'first_name', dir }}
        onSortChange={onSortChange}
      />
    );
    const { user, rerender } = renderUi(sortedBy('ASC'));
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'first_name', dir: 'DESC' });

    rerender(sortedBy('DESC'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'first_name', dir: 'ASC' });
  });

  it('starts a newly sorted column ascending', () => {
    expect(nextSort({ by: 'email', dir: 'ASC' }, 'first_name')).toEqual({ by: 'first_name', dir: 'ASC' });
    expect(nextSort(undefined, 'first_name')).toEqual({ by: 'first_name', dir: 'ASC' });
  });
});
