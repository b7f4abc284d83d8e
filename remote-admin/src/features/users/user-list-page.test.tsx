import { api, useDeleteModalStore, useSessionStore } from '@console/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { makeRole, makeUser, page } from './fixtures';
import { currentLocation, ok, renderPage } from '@console/shared/testing';
import UserListPage from './user-list-page';

jest.mock('@console/shared', () => ({
  ...jest.requireActual('@console/shared'),
  api: { post: jest.fn(), get: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const post = api.post as jest.Mock;

const asha = makeUser();
const admin = makeUser({ id: 1, first_name: 'Company', last_name: 'Admin', name: 'Company Admin', is_default: true });
const me = makeUser({ id: 7, first_name: 'Ravi', last_name: 'Menon', name: 'Ravi Menon', status: 0 });

function answer(users = [asha, admin, me], total = users.length) {
  post.mockImplementation((path: string) => {
    if (path === '/roles/list') return ok(page([makeRole(), makeRole({ id: 4, name: 'Finance' })]));
    if (path === '/users/list') return ok(page(users, total));
    throw new Error(`unexpected POST ${path}`);
  });
}

/** The bodies sent to /users/list, in order. */
const listBodies = () => post.mock.calls.filter(([path]) => path === '/users/list').map(([, body]) => body);

beforeEach(() => {
  post.mockReset();
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
    expect(within(screen.getByText('Company Admin').closest('tr')!).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Edit Ravi Menon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ravi Menon' })).not.toBeInTheDocument();
  });

  it('opens the delete dialog naming the user, and links View and Edit', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    expect(useDeleteModalStore.getState()).toMatchObject({
      visible: true,
      request: { name: 'Asha Rao', service: 'merchant', path: '/users/12' },
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
    await user.type(screen.getByRole('searchbox'), 'asha');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, search: 'asha' }));
  });

  it('filters by status (as a number) and by role', async () => {
    const { user } = renderList();
    await screen.findByText('Asha Rao');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, status: 0 }));
    await screen.findByRole('option', { name: 'Finance' });
    await user.selectOptions(screen.getByLabelText('Role'), 'Finance');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, status: 0, role_id: 4 }));
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ offset: 0, limit: 10, role_id: 4 }));
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
    post.mockImplementation((path: string, body: { offset?: number }) => {
      if (path === '/roles/list') return ok(page([makeRole()]));
      return ok(page(body.offset === 10 ? [asha] : [], 11, 10, body.offset));
    });
    renderList('/users-list?page=3');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(currentLocation()).toBe('/users-list?page=2');
    expect(listBodies().map((b) => (b as { offset: number }).offset)).toEqual([20, 10]);
  });

  it('shows the empty state', async () => {
    answer([]);
    renderList();
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });
});
