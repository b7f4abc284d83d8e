import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { DataTable } from './data-table';
import { columns, rowId, users } from './data-table-test-fixtures';
import { renderUi } from './test-utils';

type Selection = Omit<ComponentProps<typeof DataTable<(typeof users)[number]>>, 'columns' | 'data' | 'getRowId'>;

/** The users table with selection; the spy hears every change of the selection. */
function renderSelectable(props: Selection) {
  const onSelectionChange = jest.fn();
  const rendered = renderUi(
    <DataTable
      columns={columns}
      data={users}
      getRowId={rowId}
      selectable
      onSelectionChange={onSelectionChange}
      {...props}
    />,
  );
  return { ...rendered, onSelectionChange };
}

describe('DataTable', () => {
  it('select-all picks every enabled row and skips disabled ones', async () => {
    const { user, onSelectionChange } = renderSelectable({ selectedIds: [], isRowDisabled: (u) => u.id === 2 });
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['1', '3']);
  });

  it('select-all clears the page when every enabled row is selected, keeping other pages', async () => {
    const { user, onSelectionChange } = renderSelectable({
      selectedIds: ['99', '1', '3'],
      isRowDisabled: (u) => u.id === 2,
    });
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['99']);
  });

  it('toggles one row and renders no checkbox where hidden', async () => {
    const { user, onSelectionChange } = renderSelectable({ hideCheckbox: (u) => !!u.is_default });
    expect(screen.queryByRole('checkbox', { name: 'Select row 3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['2']);
    // Uncontrolled: the table remembers the choice itself.
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['2', '1']);
  });
});
