import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatDay, parseDay } from '../format/format';
import { DateField } from './date-field';
import { renderUi } from './test-utils';

/** A field whose value follows its own onChange, as a list's URL does. */
function Harness({ initial = '', min, onChange }: { initial?: string; min?: string; onChange(v: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="From"
      value={value}
      min={min}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

function setup(props: { initial?: string; min?: string } = {}) {
  const onChange = jest.fn();
  const view = renderUi(<Harness {...props} onChange={onChange} />);
  return { ...view, user: userEvent.setup(), onChange, box: screen.getByLabelText('From') };
}

describe('DateField', () => {
  it('shows the day in the console’s format, whatever the browser’s locale', () => {
    const { box } = setup({ initial: '2026-11-07' });
    expect(box).toHaveValue('07 Nov 2026');
    expect(screen.getByRole('button', { name: 'From: choose on a calendar' })).toBeInTheDocument();
  });

  it.each([
    ['7/11/2026', '2026-11-07'],
    ['07-11-2026', '2026-11-07'],
    ['7 Nov 2026', '2026-11-07'],
    ['7 November 2026', '2026-11-07'],
    ['2026-11-07', '2026-11-07'],
  ])('reads “%s” as the day it names once Enter is pressed', async (typed, ymd) => {
    const { user, box, onChange } = setup();
    await user.type(box, typed);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(ymd);
    expect(box).toHaveValue('07 Nov 2026');
  });

  it('keeps text that is not a day as typed, says why, and changes nothing', async () => {
    const { user, box, onChange } = setup({ initial: '2026-11-07' });
    await user.clear(box);
    await user.type(box, '31/02/2026');
    await user.tab();
    expect(box).toHaveValue('31/02/2026');
    expect(screen.getByText('"31/02/2026" is not a day. Type it as 27 Nov 2026 or 27/11/2026.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    // Mending it clears the reason.
    await user.clear(box);
    await user.type(box, '28/02/2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    expect(screen.queryByText(/is not a day/)).not.toBeInTheDocument();
  });

  it('refuses a day before its min with the day it starts from', async () => {
    const { user, box, onChange } = setup({ min: '2026-11-10' });
    await user.type(box, '9/11/2026{Enter}');
    expect(screen.getByText('Choose 10 Nov 2026 or later.')).toBeInTheDocument();
    expect(box).toHaveValue('9/11/2026');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a day chosen on its calendar', async () => {
    const { user, box, onChange } = setup({ initial: '2026-11-07' });
    await user.click(screen.getByRole('button', { name: 'From: choose on a calendar' }));
    await user.click(await screen.findByRole('button', { name: /15 November 2026/ }));
    expect(onChange).toHaveBeenCalledWith('2026-11-15');
    expect(box).toHaveValue('15 Nov 2026');
  });

  it('clears the value when the box is emptied', async () => {
    const { user, box, onChange } = setup({ initial: '2026-11-07' });
    await user.clear(box);
    await user.tab();
    expect(onChange).toHaveBeenCalledWith('');
  });
});

describe('parseDay and formatDay', () => {
  it('reads real days only and writes them one way', () => {
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
    expect(parseDay('29/02/2027')).toBeUndefined();
    expect(parseDay('7 Novx 2026')).toBeUndefined();
    expect(parseDay('11/2026')).toBeUndefined();
    expect(parseDay('')).toBeUndefined();
    expect(formatDay('2026-01-05')).toBe('05 Jan 2026');
    expect(formatDay('2026-13-05')).toBe('');
  });
});
