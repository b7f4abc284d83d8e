import { useDeleteModalStore, useSessionStore } from '@console/shared';
import { currentLocation, fail, type FakeApi, fakeApi, renderPage } from '@console/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { makeUser, page, ROLES } from './fixtures';
import UserListPage from './user-list-page';

const asha = makeUser();
const admin = makeUser({ id: 1, first_name: 'Company', last_name: 'Admin', name: 'Company Admin', is_default: true });
const me = makeUser({ id: 7, first_name: 'Ravi', last_name: 'Menon', name: 'Ravi Menon', status: 0 });

// The filter bar holds a searching picker: give a loaded machine room.
configure({ asyncUtilTimeout: 5_000 });

let server: FakeApi;
function answer(users = [asha, admin, me], total = users.length) {
  server.on('POST /merchant/users/list', (body) => page(users, total, 10, body.offset));
}

/** The bodies sent to the users list, in order. */
const listBodies = () => server.bodies('POST /merchant/users/list');

beforeEach(() => {
  server = fakeApi().options('POST /merchant/roles/options', ROLES);
  answer();
  useSessionStore.setState({
    user: {
      id: 7,
      module_id: 1,
      first_name: 'Ravi',
      last_name: 'Menon',
      email: 'ravi@demo.local',
      Role: { name: 'Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: [] },
    },
  });
  useDeleteModalStore.getState().reset();
});

const renderList = (path = '/users-list') => renderPage(<UserListPage />, { path, route: '/users-list' });

describe('Users List', () => {
  it('shows the title, the exact columns and a row per user', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Users List' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['ID', 'Name', 'Mobile No.', 'Email', 'Role', 'Status', 'Action']);

    const row = screen.getByText('Asha Rao').closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['12', 'Asha Rao', '9876543210', 'asha@demo.local', 'Operations', 'Active']);
    expect(within(screen.getByText('Ravi Menon').closest('tr')!).getByText('Inactive')).toBeInTheDocument();
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 10 });
  });

  it('offers no actions on the default user and no Delete on the operator’s own row', async () => {
    renderList();
    await screen.findByText('Asha Rao');
    expect(screen.getByRole('button', { name: 'Delete Asha Rao' })).toBeInTheDocument();
    // The company admin is read, never edited or deleted here.
    expect(
      within(screen.getByText('Company Admin').closest('tr')!)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
    expect(screen.getByRole('button', { name: 'Edit Ravi Menon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ravi Menon' })).not.toBeInTheDocument();
  });

  it('opens the delete dialog naming the user, and links View and Edit', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    expect(useDeleteModalStore.getState()).toMatchObject({
      visible: true,
      request: { name: 'Asha Rao', path: '/merchant/users/12' },
    });

    await user.click(screen.getByRole('button', { name: 'View Asha Rao' }));
    expect(currentLocation()).toBe('/user-view/12');
  });

  it('goes to the edit form', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Rao' }));
    expect(currentLocation()).toBe('/add-user/12');
  });

  it('Add User opens the create form', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(currentLocation()).toBe('/add-user');
  });

  it('sorts on the server when a header is clicked: ascending, then descending', async () => {
    const { user } = renderList();
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, sortBy: 'name', sortDir: 'ASC' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ sortBy: 'name', sortDir: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'Mobile No.' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ sortBy: 'mobile', sortDir: 'ASC' }));
    expect(screen.getByRole('columnheader', { name: /Mobile No\./ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sends what is typed in the search box as `search`, from the first page', async () => {
    const { user } = renderList('/users-list?page=2');
    await screen.findByText('Asha Rao');
    expect(listBodies()[0]).toEqual({ offset: 10, limit: 10 });
    // Typed once the page has settled (its filters' options read).
    await waitFor(() => expect(server.bodies('POST /merchant/roles/options')).toHaveLength(1));
    await user.type(screen.getByRole('searchbox'), 'asha');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, search: 'asha' }));
  });

  it('filters by status (as a number) and by role', async () => {
    const { user } = renderList();
    await screen.findByText('Asha Rao');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, status: 0 }));
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveAttribute('placeholder', 'All');
    await user.click(role);
    // The first 20 roles by name are listed; the hint says how many there are to search.
    expect(await screen.findByText('Type to search 23 roles')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Finance' })).not.toBeInTheDocument();
    await user.type(role, 'fin');
    await waitFor(() => expect(server.bodies('POST /merchant/roles/options').at(-1)).toEqual({ limit: 20, q: 'fin' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, status: 0, role_id: 4 }));
    expect(currentLocation()).toBe('/users-list?status=0&role_id=4');
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, role_id: 4 }));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Finance');
    // Cleared, the filter is All again.
    await user.click(screen.getByRole('button', { name: 'Clear the choice' }));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10 }));
  });

  it('opens a link that names a role by id with its name in the filter', async () => {
    renderList('/users-list?role_id=3');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Operations'));
    expect(server.bodies('POST /merchant/roles/options')).toContainEqual({ ids: [3] });
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 10, role_id: 3 });
  });

  it('pages through the users', async () => {
    answer([asha], 25);
    const { user } = renderList();
    await screen.findByText('Asha Rao');
    expect(screen.getByText('Showing 1-10 Users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 10, limit: 10 }));
    expect(currentLocation()).toBe('/users-list?page=2');
  });

  it('steps back to the last page when the current one is past the end', async () => {
    server.on('POST /merchant/users/list', (body) => page(body.offset === 10 ? [asha] : [], 11, 10, body.offset));
    renderList('/users-list?page=3');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(currentLocation()).toBe('/users-list?page=2');
    expect(listBodies().map((b) => (b as { offset: number }).offset)).toEqual([20, 10]);
  });

  it('says when there are no users yet, and offers to add one', async () => {
    answer([]);
    renderList();
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add User' })).toHaveLength(2);
  });

  it('says when nothing matches the filters, and clears them', async () => {
    answer([]);
    const { user } = renderList('/users-list?status=0&search=zed');
    expect(await screen.findByText('No match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(currentLocation()).toBe('/users-list'));
    expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10 });
  });

  it('shows a failed list as a failure with the server’s message, and retries', async () => {
    server.on('POST /merchant/users/list', () => fail(503, 'The database is restarting.'));
    const { user } = renderList();
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
    expect(screen.queryByText(/No users yet|No Data Available/)).not.toBeInTheDocument();
    answer();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
  });

  it('ignores filter values in the URL that are no valid value', async () => {
    renderList('/users-list?status=7&role_id=abc&search=%3Cb%3E');
    await screen.findByText('Asha Rao');
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 10, search: 'b' });
  });
});
