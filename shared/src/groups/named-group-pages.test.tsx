import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../api/client';
import type { ListPage } from '../api/list';
import { useToastStore } from '../stores/toast-store';
import { currentLocation, renderPage } from '../testing/render-page';
import type { DataTableColumn } from '../ui/table-types';
import { namedGroupForm, type NamedGroupBody, type NamedGroupUpdateBody } from './group-form';
import { groupMembersPageQuery } from './group-members-query';
import { NamedGroupFormPage } from './named-group-form-page';
import { NamedGroupListPage } from './named-group-list-page';
import { NamedGroupViewPage } from './named-group-view-page';
import type { NamedGroups } from './named-groups';

/** A made-up kind of group for the kit alone: fleets of vans, some linked to a depot. */
interface Fleet {
  id: number;
  name: string;
  van_count: number;
  depot: string | null;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}
interface Van {
  id: number;
  name: string;
  plate: string;
}

const fleet = (id: number, name: string, more: Partial<Fleet> = {}): Fleet => ({
  id,
  name,
  van_count: 12,
  depot: null,
  is_default: false,
  created_at: '2026-05-01T08:00:00.000Z',
  updated_at: '2026-05-02T09:30:00.123456Z',
  ...more,
});
const FLEETS = [
  fleet(3, 'North Route'),
  fleet(1, 'Default', { is_default: true }),
  fleet(4, 'Depot Run', { depot: 'Pier 9' }),
];
const VANS: Van[] = [
  { id: 51, name: 'Van Alpha', plate: 'KA-01' },
  { id: 52, name: 'Van Beta', plate: 'KA-02' },
];
const SPARE: Van = { id: 53, name: 'Van Gamma', plate: 'KA-03' };

const pageOf = <T,>(data: T[], total = data.length): ListPage<T> => ({
  data,
  pagination: { limit: 10, offset: 0, total, currentPage: 1 },
});
const listFleets = jest.fn((_body: unknown) => Promise.resolve(pageOf(FLEETS)));
const readFleet = jest.fn((id: number) => {
  const found = FLEETS.find((f) => f.id === id);
  return found ? Promise.resolve(found) : Promise.reject(new ApiError('Fleet not found.', 404, false));
});
const readVans = jest.fn((_body: unknown) => Promise.resolve(pageOf(VANS, 12)));
const create = { mutateAsync: jest.fn((_body: NamedGroupBody<'van', false>) => Promise.resolve()) };
const update = {
  mutateAsync: jest.fn((_change: { id: number; body: NamedGroupUpdateBody<'van', false> }) => Promise.resolve()),
};
const deleteFleet = jest.fn();

const plate: DataTableColumn<Van> = { id: 'plate', header: 'Plate', cell: ({ row }) => row.original.plate };
const fleets: NamedGroups<Fleet, Van, Van, NamedGroupBody<'van', false>, NamedGroupUpdateBody<'van', false>> = {
  noun: 'Fleet',
  membersNoun: 'Vans',
  paths: { list: '/fleets', view: '/fleet', form: '/add-fleet' },
  list: { title: 'Fleets', subtitle: 'Vans that run together', actionsHeader: 'Actions' },
  api: {
    list: (body) => ({ queryKey: ['fleets', 'list', body], queryFn: () => listFleets(body) }),
    detail: (id) => ({ queryKey: ['fleets', 'detail', id], queryFn: () => readFleet(id) }),
    members: (id, page, pageSize) =>
      groupMembersPageQuery(['fleets', 'members', id], page, pageSize, { queryFn: (body) => readVans(body) }),
    useCreate: () => create,
    useUpdate: () => update,
    useDelete: () => deleteFleet,
  },
  form: namedGroupForm({ members: 'van' }),
  picker: {
    useOptions: (search) => ({ data: [...VANS, SPARE].filter((v) => v.name.includes(search)) }),
    limit: 20,
    itemLabel: (v) => `${v.name} [${v.plate}]`,
    searchPlaceholder: 'Search vans',
  },
  memberCount: (f) => f.van_count,
  columns: [
    { id: 'name', header: 'Name', cell: ({ row }) => <a href={`/van/${row.original.id}`}>{row.original.name}</a> },
    plate,
  ],
  formColumns: [{ id: 'name', header: 'Name', cell: ({ row }) => row.original.name }, plate],
  details: (f) => [['Vans', f.van_count]],
  deleteUnavailable: (f) => (f.depot ? `Linked to the depot ${f.depot}` : null),
};

beforeEach(() => {
  jest.clearAllMocks();
  useToastStore.getState().clear();
});

describe('NamedGroupListPage', () => {
  const renderList = (path = '/fleets') =>
    renderPage(<NamedGroupListPage groups={fleets} />, { path, route: '/fleets' });

  it('draws the kind’s heading, Add button and columns, and opens a row by its view path', async () => {
    const { user } = renderList('/fleets?search=north');
    expect(screen.getByRole('heading', { name: 'Fleets' })).toBeInTheDocument();
    expect(screen.getByText('Vans that run together')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(listFleets.mock.calls[0]?.[0]).toMatchObject({ search: 'north', offset: 0 });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await user.click(within(table).getByText('North Route'));
    expect(currentLocation()).toBe('/fleet/3');
  });

  it('edits and deletes (unless a reason says why not) by the kind’s paths', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete North Route' }));
    expect(deleteFleet).toHaveBeenCalledWith(FLEETS[0]);
    const linked = screen.getByRole('button', { name: 'Delete Depot Run' });
    expect(linked).toHaveAccessibleDescription('Linked to the depot Pier 9');
    await user.click(linked);
    expect(deleteFleet).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Edit North Route' }));
    expect(currentLocation()).toBe('/add-fleet/3');
  });

  it('adds a group from the header', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Add Fleet' }));
    expect(currentLocation()).toBe('/add-fleet');
  });
});

describe('NamedGroupFormPage', () => {
  const renderForm = (path: string, route = path) =>
    renderPage(<NamedGroupFormPage groups={fleets} />, { path, route });

  it('creates a group with the records picked, under the kind’s ids', async () => {
    const { user } = renderForm('/add-fleet');
    expect(screen.getByRole('heading', { name: 'Add Fleet' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Description/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), ' South Route ');
    await user.click(screen.getByRole('checkbox', { name: 'Van Gamma [KA-03]' }));
    expect(within(screen.getByLabelText('Chosen: Vans (1)')).getByText('Van Gamma [KA-03]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create.mutateAsync).toHaveBeenCalledWith({ name: 'South Route', van_ids: [53] }));
    await waitFor(() => expect(useToastStore.getState().after).toEqual({ redirectTo: '/fleets' }));
  });

  it('pages the current members with their form columns and sends the edit as a delta', async () => {
    const { user } = renderForm('/add-fleet/3', '/add-fleet/:id');
    const table = await screen.findByRole('table', { name: 'Vans of North Route' });
    expect(screen.getByRole('heading', { name: 'Edit Fleet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current Vans (12)' })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(readVans).toHaveBeenCalledWith({ offset: 0, limit: 10, sortBy: 'name', sortDir: 'ASC' });
    await user.click(screen.getByRole('checkbox', { name: 'Remove Van Beta' }));
    expect(screen.getByRole('heading', { name: 'Current Vans (12) · 1 to remove' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Van Gamma [KA-03]' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update.mutateAsync).toHaveBeenCalledWith({
        id: 3,
        body: {
          name: 'North Route',
          add_van_ids: [53],
          remove_van_ids: [52],
          updated_at: '2026-05-02T09:30:00.123456Z',
        },
      }),
    );
  });

  it('shows a stale save above the form and keeps what was typed', async () => {
    const stale = 'This record was changed by someone else. Reload to see the latest.';
    update.mutateAsync.mockRejectedValueOnce(new ApiError(stale, 409, false, 'STALE_RECORD'));
    const { user } = renderForm('/add-fleet/3', '/add-fleet/:id');
    await screen.findByRole('table', { name: 'Vans of North Route' });
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('North');
  });

  it('says "<noun> not found" for a group that is not there', async () => {
    renderForm('/add-fleet/99', '/add-fleet/:id');
    expect(await screen.findByText('Fleet not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('NamedGroupViewPage', () => {
  const renderView = (id: number) =>
    renderPage(<NamedGroupViewPage groups={fleets} />, { path: `/fleet/${id}`, route: '/fleet/:id' });

  it('shows the details and pages the members with the kind’s columns', async () => {
    const { user } = renderView(3);
    expect(await screen.findByText('North Route', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fleet Details' })).toBeInTheDocument();
    expect(screen.getByText('12', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vans' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Vans of North Route' });
    expect(await within(table).findByRole('link', { name: 'Van Alpha' })).toHaveAttribute('href', '/van/51');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(readVans).toHaveBeenLastCalledWith({ offset: 10, limit: 10, sortBy: 'name', sortDir: 'ASC' }),
    );
  });

  it('deletes back to the list and edits by the form path', async () => {
    const { user } = renderView(3);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(deleteFleet).toHaveBeenCalledWith(FLEETS[0], { redirectTo: '/fleets' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe('/add-fleet/3');
  });

  it('keeps a Delete that is unavailable focusable and says why; the default group offers neither', async () => {
    const { user, unmount } = renderView(4);
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription('Linked to the depot Pier 9');
    await user.click(remove);
    expect(deleteFleet).not.toHaveBeenCalled();
    unmount();
    renderView(1);
    expect(await screen.findByText('Default', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('namedGroupForm', () => {
  const described = namedGroupForm({ members: 'customer', description: true });
  const values = { name: ' Night ', description: '  ', members: [{ id: 2, name: 'B' }], remove: [] };

  it('sends the description where the kind has one (empty as null), and never where it has none', () => {
    expect(described.body(values)).toEqual({ name: 'Night', description: null, customer_ids: [2] });
    expect(namedGroupForm({ members: 'van' }).body(values)).toEqual({ name: 'Night', van_ids: [2] });
    expect(described.values({ name: 'Night', description: null })).toEqual({
      name: 'Night',
      description: '',
      members: [],
      remove: [],
    });
  });

  it('checks the name and description by the kind’s wire rules', async () => {
    const errorOf = (form: { schema: typeof described.schema }, value: object) =>
      form.schema.validate({ ...values, ...value }).then(
        () => null,
        (error: Error) => error.message,
      );
    await expect(errorOf(described, { description: 'x'.repeat(500) })).resolves.toBeNull();
    await expect(errorOf(described, { description: 'x'.repeat(501) })).resolves.toBe('Enter at most 500 characters');
    // The server's free-text format, which the form lacked: no invisible characters, no markup.
    await expect(errorOf(described, { description: 'Night\u200Bshift' })).resolves.toBe('Invalid format');
    await expect(errorOf(described, { name: 'x'.repeat(81) })).resolves.toBe('Enter at most 80 characters');
    await expect(errorOf(described, { name: '  ' })).resolves.toBe('Value required');
    const named = namedGroupForm({ members: 'van', fields: { name: { maxLength: 4 } } });
    await expect(errorOf(named, { name: 'Night' })).resolves.toBe('Enter at most 4 characters');
  });

  it('does not add a member it removes, and carries the updated_at it loaded', () => {
    const change = { ...values, remove: [{ id: 2, name: 'B' }] };
    expect(described.updateBody(change, { updated_at: 'T' })).toEqual({
      name: 'Night',
      description: null,
      add_customer_ids: [],
      remove_customer_ids: [2],
      updated_at: 'T',
    });
  });

  it('asks for a name and keeps a description within 500 characters', async () => {
    await expect(described.schema.validate({ ...values, name: '' })).rejects.toThrow('Value required');
    await expect(described.schema.validate({ ...values, description: 'x'.repeat(501) })).rejects.toThrow(
      'Enter at most 500 characters',
    );
  });
});
