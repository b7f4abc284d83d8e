import { useDirtyFormStore, useToastStore } from '@console/shared';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { channelRule, makeRule, page } from './fixtures';
import RuleFormPage from './rule-form-page';

// The form is long (a picker, selects and a table of inputs): give a loaded machine room.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

let server: FakeApi;
beforeEach(() => {
  server = fakeApi()
    .on('POST /merchant/channels/list', () =>
      page([
        { id: 1, name: 'Campus' },
        { id: 2, name: 'Office' },
      ] as never),
    )
    .on('POST /customer/customer-groups/list', () => page([{ id: 8, name: 'Night Shift' }] as never))
    .on('POST /merchant/touchpoints/options', () => ({
      data: [
        { id: 31, name: 'Snack Bar', channel: 'Campus' },
        { id: 32, name: 'Lobby Cooler', channel: 'Office' },
      ],
      total: 2,
    }))
    .on('POST /merchant/rules', () => ({ data: makeRule({ id: 40 }) }))
    .on('GET /merchant/rules/:id', (_, path) => {
      if (path === '/merchant/rules/5') return { data: makeRule() };
      if (path === '/merchant/rules/6') return { data: channelRule };
      return fail(404, 'Rule not found.');
    })
    .on('PUT /merchant/rules/:id', () => ({ data: makeRule() }));
  useToastStore.getState().clear();
  useDirtyFormStore.getState().reset();
});

const renderCreate = () => renderPage(<RuleFormPage />, { path: '/add-rule', route: '/add-rule' });
const renderEdit = (id = '5') => renderPage(<RuleFormPage />, { path: `/edit-rule/${id}`, route: '/edit-rule/:id' });
type User = ReturnType<typeof renderCreate>['user'];
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const cell = (row: number, column: 'name' | 'time' | 'limit') =>
  screen.getByRole('textbox', { name: new RegExp(`^Row ${row} ${column}`) });
/** Each row's name, time and limit as the inputs hold them. */
const rowValues = () =>
  screen
    .getAllByRole('textbox', { name: /^Row \d+ name/ })
    .map((_, i) =>
      [cell(i + 1, 'name'), cell(i + 1, 'time'), cell(i + 1, 'limit')].map((e) => (e as HTMLInputElement).value),
    );

/** Pastes each value (one change event apiece: typing a character at a time re-validates the whole form). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function fillRow(user: User, row: number, name: string, time: string, limit: string) {
  await fill(user, cell(row, 'name'), name);
  await fill(user, cell(row, 'time'), time);
  await fill(user, cell(row, 'limit'), limit);
}

async function pickTouchpoint(user: User, name: string) {
  await fill(user, screen.getByRole('combobox', { name: /^Touchpoint/ }), name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('Add Rule', () => {
  it('says "Value required" under every empty required field and row cell, and sends nothing', async () => {
    const { user } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Add Rule' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Name, Touchpoint, and the first row's name, time and limit.
    await waitFor(() => expect(screen.getAllByText('Value required')).toHaveLength(5));
    expect(cell(1, 'time')).toHaveAccessibleDescription('Value required');
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(server.bodies('POST /merchant/rules')).toHaveLength(0);
  });

  it('posts a touchpoint rule for a group with its rows in order, and returns to the list', async () => {
    const { user } = renderCreate();
    await fill(user, field('Name'), 'Lunch');
    await pickTouchpoint(user, 'Snack Bar');
    await screen.findByRole('option', { name: 'Night Shift' });
    await user.selectOptions(field('Customer Group'), 'Night Shift');
    await fillRow(user, 1, 'Late', '22:00-02:00', '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/rules')).toEqual([
        {
          name: 'Lunch',
          type: 'quantity',
          touchpoint_id: 31,
          channel_id: null,
          customer_group_id: 8,
          status: 1,
          rows: [{ name: 'Late', time: '22:00-02:00', limit: 2 }],
        },
      ]),
    );
    await waitFor(() => expect(useToastStore.getState().success).toBe('Rule Lunch added'));
    expect(useToastStore.getState().after).toEqual({ redirectTo: '/rules' });
  });

  it('posts a channel-wide amount rule for everyone', async () => {
    const { user } = renderCreate();
    await fill(user, field('Name'), 'Snacks Budget');
    await user.selectOptions(field('Type'), 'Amount (₹)');
    await user.selectOptions(field('Applies To'), 'Every touchpoint of a channel');
    await screen.findByRole('option', { name: 'Office' });
    await user.selectOptions(field('Channel'), 'Office');
    await user.selectOptions(field('Status'), 'Inactive');
    await fillRow(user, 1, 'Evening', '17:00-21:00', '500');
    expect(cell(1, 'limit')).toHaveAccessibleName('Row 1 limit (rupees)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/rules')).toEqual([
        {
          name: 'Snacks Budget',
          type: 'amount',
          touchpoint_id: null,
          channel_id: 2,
          customer_group_id: null,
          status: 0,
          rows: [{ name: 'Evening', time: '17:00-21:00', limit: 500 }],
        },
      ]),
    );
  });

  it('refuses overlapping windows and a malformed one under their rows, sending nothing', async () => {
    server.on('GET /merchant/rules/:id', () => ({
      data: makeRule({
        rows: [
          { sno: 1, name: 'Lunch', time: '12:00-14:30', limit: 2 },
          { sno: 2, name: 'Late Lunch', time: '14:30-15:00', limit: 1 },
          { sno: 3, name: 'Night', time: '23:00-01:00', limit: 1 },
        ],
      }),
    }));
    const { user } = renderEdit();
    await waitFor(() => expect(rowValues()).toHaveLength(3));
    await fill(user, cell(2, 'time'), '14:00-15:00');
    await fill(user, cell(3, 'time'), '23:00-23:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(cell(2, 'time')).toHaveAccessibleDescription('Row 2 (14:00-15:00) overlaps row 1 (12:00-14:30).'),
    );
    expect(cell(3, 'time')).toHaveAccessibleDescription(
      'Row 3: the time must be HH:MM-HH:MM (24-hour) with different start and end, e.g. 12:00-14:30.',
    );
    expect(cell(1, 'time')).not.toHaveAccessibleDescription(/overlaps/);
    expect(server.bodies('PUT /merchant/rules/:id')).toHaveLength(0);
  });

  it('types only what a window and a limit are written with', async () => {
    const { user } = renderCreate();
    await fill(user, cell(1, 'time'), '1a2:00-1x4:00 extra');
    expect(cell(1, 'time')).toHaveValue('12:00-14:00');
    await fill(user, cell(1, 'limit'), '-3e');
    expect(cell(1, 'limit')).toHaveValue('3');
  });

  it('shows the server’s refusal above the form and keeps what was typed', async () => {
    server.on('POST /merchant/rules', () =>
      fail(400, 'Row 2 (12:30-13:00) overlaps row 1 (12:00-14:30).', {
        code: 'RULE_ROWS',
        details: [{ field: 'rows.1.time', message: 'Row 2 (12:30-13:00) overlaps row 1 (12:00-14:30).' }],
      }),
    );
    const { user } = renderCreate();
    await fill(user, field('Name'), 'Lunch');
    await pickTouchpoint(user, 'Snack Bar');
    await fillRow(user, 1, 'Lunch', '12:00-14:30', '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 2 (12:30-13:00) overlaps row 1 (12:00-14:30).');
    expect(useToastStore.getState().success).toBeNull();
    expect(field('Name')).toHaveValue('Lunch');
    expect(useDirtyFormStore.getState().isDirty).toBe(true);
  });
});

describe('the time and limit rows', () => {
  it('adds, reorders and removes rows with buttons that name their row, keeping the focus with the row', async () => {
    server.on('GET /merchant/rules/:id', () => ({
      data: makeRule({
        rows: [
          { sno: 1, name: 'Breakfast', time: '07:00-10:00', limit: 1 },
          { sno: 2, name: 'Lunch', time: '12:00-14:30', limit: 2 },
          { sno: 3, name: 'Dinner', time: '19:00-21:00', limit: 3 },
        ],
      }),
    }));
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

describe('Edit Rule', () => {
  it('loads the rule with its rows and puts the changes with updated_at', async () => {
    const { user } = renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Rule' })).toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveValue('Lunch'));
    expect(screen.getByRole('combobox', { name: /^Touchpoint/ })).toHaveValue('Snack Bar (Campus)');
    await waitFor(() => expect(field('Customer Group')).toHaveValue('8'));
    expect(rowValues()).toEqual([
      ['Breakfast', '07:00-10:00', '1'],
      ['Lunch', '12:00-14:30', '2'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    await fill(user, cell(1, 'limit'), '3');
    await user.selectOptions(field('Customer Group'), 'Everyone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/rules/:id')).toEqual([
        {
          name: 'Lunch',
          type: 'quantity',
          touchpoint_id: 31,
          channel_id: null,
          customer_group_id: null,
          status: 1,
          rows: [
            { name: 'Lunch', time: '12:00-14:30', limit: 3 },
            { name: 'Breakfast', time: '07:00-10:00', limit: 1 },
          ],
          updated_at: '2026-02-01T12:30:00.000Z',
        },
      ]),
    );
    expect(server.paths('PUT /merchant/rules/:id')).toEqual(['/merchant/rules/5']);
  });

  it('loads a channel-wide rule on its channel', async () => {
    renderEdit('6');
    await waitFor(() => expect(field('Applies To')).toHaveValue('channel'));
    await waitFor(() => expect(field('Channel')).toHaveValue('2'));
    expect(within(screen.getByRole('table', { name: 'Time and Limit' })).getAllByRole('row')).toHaveLength(2);
  });

  it('shows "Rule not found" for a bad id without calling the API, and for a 404', async () => {
    const { unmount } = renderEdit('abc');
    expect(screen.getByText('Rule not found')).toBeInTheDocument();
    expect(server.paths('GET /merchant/rules/:id')).toHaveLength(0);
    unmount();
    renderEdit('99');
    expect(await screen.findByText('Rule not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
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
