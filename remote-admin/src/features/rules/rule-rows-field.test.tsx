import { fakeApi, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GROUPS, makeRule, ruleRows } from './fixtures';
import { cell, renderEdit, rowValues } from './rule-form-test-setup';

let server: FakeApi;
beforeEach(() => {
  server = fakeApi()
    .options('POST /customer/customer-groups/options', GROUPS)
    .on('POST /merchant/touchpoints/options', () => ({
      data: [{ id: 31, name: 'Snack Bar', channel: 'Campus' }],
      total: 1,
    }))
    .on('GET /merchant/rules/:id', () => ({ data: makeRule() }));
});

describe('the time and limit rows', () => {
  it('adds, reorders and removes rows with buttons that name their row, keeping the focus with the row', async () => {
    const rows = ruleRows(['Breakfast', '07:00-10:00', 1], ['Lunch', '12:00-14:30', 2], ['Dinner', '19:00-21:00', 3]);
    server.on('GET /merchant/rules/:id', () => ({ data: makeRule({ rows }) }));
    const { user } = renderEdit();
    await waitFor(() => expect(rowValues()).toHaveLength(3));
    // The first row cannot move up nor the last one down: those buttons are not there.
    expect(screen.queryByRole('button', { name: 'Move row 1 up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move row 3 down' })).not.toBeInTheDocument();

    // By keyboard: focus Move Row 3 Up and press Enter.
    screen.getByRole('button', { name: 'Move row 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(rowValues()).toEqual([
      ['Breakfast', '07:00-10:00', '1'],
      ['Dinner', '19:00-21:00', '3'],
      ['Lunch', '12:00-14:30', '2'],
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move row 2 up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(rowValues()[0]).toEqual(['Dinner', '19:00-21:00', '3']);
    // At the top, the focus moves to the row's Move Down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move row 1 down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(rowValues().map((r) => r[0])).toEqual(['Breakfast', 'Dinner', 'Lunch']);

    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(rowValues().map((r) => r[0])).toEqual(['Breakfast', 'Lunch']);
    await waitFor(() => expect(cell(2, 'name')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(rowValues().map((r) => r[0])).toEqual(['Breakfast']);

    // The last row stays, and its Remove says why.
    const remove = screen.getByRole('button', { name: 'Remove row 1' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription('A rule needs at least one row.');
    await user.click(remove);
    expect(rowValues()).toHaveLength(1);

    // Add Row appends an empty row and puts the focus in its name.
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(rowValues()).toEqual([
      ['Breakfast', '07:00-10:00', '1'],
      ['', '', ''],
    ]);
    await waitFor(() => expect(cell(2, 'name')).toHaveFocus());
  });

  it('holds at most 12 rows, and Add Row says so', async () => {
    const full = makeRule({
      id: 7,
      rows: Array.from({ length: 12 }, (_, i) => ({
        sno: i + 1,
        name: `Hour ${i + 1}`,
        time: `${String(i).padStart(2, '0')}:00-${String(i).padStart(2, '0')}:30`,
        limit: 1,
      })),
    });
    server.on('GET /merchant/rules/:id', () => ({ data: full }));
    const { user } = renderEdit('7');
    await waitFor(() => expect(rowValues()).toHaveLength(12));
    const add = screen.getByRole('button', { name: 'Add Row' });
    expect(add).toHaveAccessibleDescription('A rule holds at most 12 rows.');
    await user.click(add);
    expect(rowValues()).toHaveLength(12);
  });
});

describe('on a phone', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: 390 <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows each time and limit row as a card of labelled fields with its buttons, never a wide table', async () => {
    renderEdit();
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Row \d+ name/i })).toHaveLength(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Time and Limit' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // The field's own words show on the card; the row's number stays in its name.
    expect(cards[1]).toHaveTextContent(/Row 2.*Name.*Time.*Limit \(items\)/);
    expect(within(cards[1]!).getByRole('textbox', { name: /^Row 2 limit/i })).toHaveAccessibleName(
      'Row 2 Limit (items)',
    );
    expect(within(cards[1]!).getByRole('button', { name: 'Remove row 2' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Move row 2 up' })).toBeInTheDocument();
  });
});
