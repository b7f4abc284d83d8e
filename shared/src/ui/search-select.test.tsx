import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './modal';
import { SearchSelect, searchHint, type SearchSelectOption } from './search-select';
import { renderUi } from './test-utils';

const options = [
  { id: 1, label: 'Lobby Machine' },
  { id: 2, label: 'Canteen Kiosk' },
];

/** A picker whose choice can also be cleared from outside (a filter reset, Back). */
function Harness({ total }: { total?: number }) {
  const [value, setValue] = useState<SearchSelectOption | null>(null);
  return (
    <>
      <SearchSelect
        label="Touchpoint"
        value={value}
        onChange={setValue}
        onSearch={() => undefined}
        options={options}
        total={total}
        noun="touchpoints"
      />
      <button type="button" onClick={() => setValue(null)}>
        Reset
      </button>
      <button type="button" onClick={() => setValue({ id: 1999, label: 'Touchpoint 1999' })}>
        Back
      </button>
    </>
  );
}

describe('SearchSelect', () => {
  it('says how many there are to search when it lists fewer than match', async () => {
    const { user } = renderUi(<Harness total={2000} />);
    await user.click(screen.getByRole('combobox', { name: 'Touchpoint' }));
    expect(await screen.findByText('Type to search 2,000 touchpoints')).toBeInTheDocument();
  });

  it('says nothing more when every match is listed', async () => {
    const { user } = renderUi(<Harness total={2} />);
    await user.click(screen.getByRole('combobox', { name: 'Touchpoint' }));
    await screen.findByRole('option', { name: 'Canteen Kiosk' });
    expect(screen.queryByText(/Type to search/)).not.toBeInTheDocument();
  });

  it('shows the chosen name, and empties when the choice is cleared from outside', async () => {
    const { user } = renderUi(<Harness total={2} />);
    const input = screen.getByRole('combobox', { name: 'Touchpoint' });
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Canteen Kiosk' }));
    expect(input).toHaveValue('Canteen Kiosk');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('combobox', { name: 'Touchpoint' })).toHaveValue('');
  });

  it('clears its choice from the keyboard: Tab reaches Clear the choice, Enter clears', async () => {
    const onChange = jest.fn();
    const { user } = renderUi(
      <SearchSelect
        label="Touchpoint"
        value={{ id: 2, label: 'Canteen Kiosk' }}
        onChange={onChange}
        onSearch={() => undefined}
        options={options}
      />,
    );
    // By the keyboard alone: a click opens the matches, and closing them hands the focus back later.
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Touchpoint' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear the choice' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a choice set from outside that is not among the matches (Back to a linked filter)', async () => {
    const { user } = renderUi(<Harness total={2} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const input = screen.getByRole('combobox', { name: 'Touchpoint' });
    expect(input).toHaveValue('Touchpoint 1999');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('combobox', { name: 'Touchpoint' })).toHaveValue('');
  });

  it('opens its matches within a dialog, where assistive technology can read them', async () => {
    const { user } = renderUi(
      <Modal open onClose={() => undefined}>
        <Harness total={2} />
      </Modal>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Touchpoint' }));
    // A modal dialog hides whatever lies outside it (aria-hidden): the options are found only inside it.
    const option = await screen.findByRole('option', { name: 'Canteen Kiosk' });
    expect(screen.getByRole('dialog')).toContainElement(option);
    await user.click(option);
    expect(screen.getByRole('combobox', { name: 'Touchpoint' })).toHaveValue('Canteen Kiosk');
  });

  it('counts past its cap as "more than"', () => {
    expect(searchHint(10_001, 'touchpoints')).toBe('Type to search more than 10,000 touchpoints');
    expect(searchHint(150_000, 'customers')).toBe('Type to search more than 10,000 customers');
  });
});
