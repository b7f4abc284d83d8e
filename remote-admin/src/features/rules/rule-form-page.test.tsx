import { useDirtyFormStore, useToastStore } from '@console/shared';
import { fail, type FakeApi, fakeApi, renderPage, searchAndChoose } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CHANNELS, channelRule, GROUPS, makeRule, ruleRows } from './fixtures';
import RuleFormPage from './rule-form-page';
import { cell, renderEdit, rowValues } from './rule-form-test-setup';

let server: FakeApi;
beforeEach(() => {
  server = fakeApi()
    .options('POST /merchant/channels/options', CHANNELS)
    .options('POST /customer/customer-groups/options', GROUPS)
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
type User = ReturnType<typeof renderCreate>['user'];
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

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

const picker = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });

/**
 * Opens a searching picker, which lists the first 20 by name and says how many there are to search
 * (`hint`); `name` is not among them, so typing `typed` asks the server, and the option is chosen.
 */
async function pickBeyondFirst20(
  user: User,
  endpoint: 'POST /merchant/channels/options' | 'POST /customer/customer-groups/options',
  { label, hint, typed, name }: { label: string; hint: string; typed: string; name: string },
) {
  await searchAndChoose(user, picker(label), { hint, typed, option: name });
  expect(server.bodies(endpoint).at(-1)).toEqual({ limit: 20, q: typed });
  expect(picker(label)).toHaveValue(name);
}

/** Empties a searching picker with its own clear button. */
async function clearPicker(user: User, label: string) {
  const control = picker(label).closest<HTMLElement>('[data-part="control"]')!;
  await user.click(within(control).getByRole('button', { name: 'Clear the choice' }));
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
    await pickBeyondFirst20(user, 'POST /customer/customer-groups/options', {
      label: 'Customer Group',
      hint: 'Type to search 25 customer groups',
      typed: 'Night',
      name: 'Night Shift',
    });
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
    await pickBeyondFirst20(user, 'POST /merchant/channels/options', {
      label: 'Channel',
      hint: 'Type to search 42 channels',
      typed: 'Off',
      name: 'Office',
    });
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
    const rows = ruleRows(['Lunch', '12:00-14:30', 2], ['Late Lunch', '14:30-15:00', 1], ['Night', '23:00-01:00', 1]);
    server.on('GET /merchant/rules/:id', () => ({ data: makeRule({ rows }) }));
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

describe('Edit Rule', () => {
  it('loads the rule with its rows and puts the changes with updated_at', async () => {
    const { user } = renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Rule' })).toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveValue('Lunch'));
    expect(screen.getByRole('combobox', { name: /^Touchpoint/ })).toHaveValue('Snack Bar (Campus)');
    // The rule's group is not among the first matches: its name is read by its id.
    await waitFor(() => expect(picker('Customer Group')).toHaveValue('Night Shift'));
    expect(server.bodies('POST /customer/customer-groups/options')).toContainEqual({ ids: [8] });
    expect(rowValues()).toEqual([
      ['Breakfast', '07:00-10:00', '1'],
      ['Lunch', '12:00-14:30', '2'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    await fill(user, cell(1, 'limit'), '3');
    await clearPicker(user, 'Customer Group');
    expect(picker('Customer Group')).toHaveAttribute('placeholder', 'Everyone');
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

  it('loads a channel-wide rule on its channel, named though not among the first matches', async () => {
    renderEdit('6');
    await waitFor(() => expect(field('Applies To')).toHaveValue('channel'));
    await waitFor(() => expect(picker('Channel')).toHaveValue('Office'));
    expect(server.bodies('POST /merchant/channels/options')).toContainEqual({ ids: [2] });
    expect(picker('Customer Group')).toHaveValue('');
    expect(picker('Customer Group')).toHaveAttribute('placeholder', 'Everyone');
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
