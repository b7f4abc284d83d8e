import { screen, within } from '@testing-library/react';
import { FilterSelect } from './filter-select';
import { renderUi } from './test-utils';

const groups = [
  { id: 7, text: 'Employees' },
  { id: 'b', text: 'Contractors' },
];

describe('FilterSelect', () => {
  it('puts "All" first, selected when no value is set', () => {
    renderUi(<FilterSelect label="Group" value="" options={groups} onChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Group' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['ALL', 'All'],
      ['7', 'Employees'],
      ['b', 'Contractors'],
    ]);
    expect(select).toHaveValue('ALL');
  });

  it('reports the chosen id as a string', async () => {
    const onChange = jest.fn();
    const { user } = renderUi(<FilterSelect label="Group" value="ALL" options={groups} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Employees');
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it('shows the current value', () => {
    renderUi(<FilterSelect label="Group" value="b" options={groups} onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Group' })).toHaveDisplayValue('Contractors');
  });
});
