import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';
import { renderUi } from './test-utils';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(value = '') {
  const onChange = jest.fn();
  const view = renderUi(<SearchInput value={value} onChange={onChange} placeholder="Search users" />);
  // No delay between keys: the test moves the clock itself.
  const user = userEvent.setup({ delay: null });
  return { ...view, user, onChange };
}

describe('SearchInput', () => {
  it('is a search box the shell can recognise', () => {
    setup();
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('data-search-box');
  });

  it('reports once, 300 ms after the last keystroke', async () => {
    const { user, onChange } = setup();
    const box = screen.getByRole('searchbox');
    await user.type(box, 'ali');
    act(() => jest.advanceTimersByTime(200));
    await user.type(box, 'ce');
    // 500 ms since typing began, but only 299 since the last key.
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('alice');
  });

  it('reports a pending search at once when focus leaves the box, and only once', async () => {
    const { user, onChange } = setup();
    await user.type(screen.getByRole('searchbox'), 'bo');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('bo');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Nothing pending: leaving again reports nothing.
    await user.click(screen.getByRole('searchbox'));
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed after a report when the report comes back as the value', async () => {
    const { user, onChange, rerender } = setup();
    const box = screen.getByRole('searchbox');
    await user.type(box, 'as');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith('as');
    // The operator types on while the list is still taking "as" in (a slow render).
    await user.type(box, 'ha');
    rerender(<SearchInput value="as" onChange={onChange} placeholder="Search users" />);
    expect(box).toHaveValue('asha');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith('asha');
    // A value from outside still replaces the box (filters reset), and so does the last report's
    // value coming back after it (Back to the search).
    rerender(<SearchInput value="" onChange={onChange} placeholder="Search users" />);
    expect(box).toHaveValue('');
    rerender(<SearchInput value="asha" onChange={onChange} placeholder="Search users" />);
    expect(box).toHaveValue('asha');
  });

  it('takes a new value from outside', () => {
    const { rerender } = setup('bob');
    expect(screen.getByRole('searchbox')).toHaveValue('bob');
    rerender(<SearchInput value="" onChange={jest.fn()} placeholder="Search users" />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('drops a pending report when unmounted', async () => {
    const { user, onChange, unmount } = setup();
    await user.type(screen.getByRole('searchbox'), 'x');
    unmount();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).not.toHaveBeenCalled();
  });
});
