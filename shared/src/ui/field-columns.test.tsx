import { screen } from '@testing-library/react';
import { DataTable } from './data-table';
import { buttonColumn, dateColumn, moneyColumn, textColumn } from './field-columns';
import { renderUi } from './test-utils';

interface Movement {
  id: number;
  at: string;
  amount: number;
  remark: string | null;
}

const rows: Movement[] = [
  { id: 1, at: '2026-11-25T06:30:00.000Z', amount: -20, remark: null },
  { id: 2, at: '2026-11-26T06:30:00.000Z', amount: 250.5, remark: 'Top-up' },
];

describe('field columns', () => {
  it('show a date in the tenant’s time, rupees with their sign, text or "--", and a button naming its row', async () => {
    const onClick = jest.fn();
    const { user } = renderUi(
      <DataTable
        data={rows}
        columns={[
          dateColumn<Movement>('at', { header: 'Date', sortable: true }),
          moneyColumn<Movement>('amount', { header: 'Amount' }),
          textColumn<Movement>('remark', { header: 'Remark', maxW: '12rem' }),
          buttonColumn<Movement>({
            id: 'open',
            header: 'Open',
            text: 'View',
            label: (row) => `View movement ${row.id}`,
            disabled: (row) => row.id === 1,
            onClick,
          }),
        ]}
        sort={{ by: 'at', dir: 'DESC' }}
        onSortChange={() => {}}
      />,
    );
    // 06:30 UTC in India is 12:00.
    expect(screen.getByRole('cell', { name: '25 Nov 2026, 12:00' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '-₹20.00' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '--' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Top-up' })).toBeInTheDocument();
    // Only the sortable column sorts; the others have no sort button.
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('button', { name: 'View movement 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'View movement 2' }));
    expect(onClick).toHaveBeenCalledWith(rows[1]);
  });
});
