import { api, useDeleteModalStore } from '@console/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { adminRole, makeRole, page } from './fixtures';
import RoleListPage from './role-list-page';
import { currentLocation, ok, renderPage } from '@console/shared/testing';

jest.mock('@console/shared', () => ({
  ...jest.requireActual('@console/shared'),
  api: { post: jest.fn(), get: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const post = api.post as jest.Mock;

const operations = makeRole();
const bodies = () => post.mock.calls.filter(([path]) => path === '/roles/list').map(([, body]) => body);

beforeEach(() => {
  jest.clearAllMocks();
  post.mockImplementation(() => ok(page([adminRole, operations])));
  useDeleteModalStore.getState().reset();
});

const renderList = () => renderPage(<RoleListPage />, { path: '/roles' });

describe('Role Management', () => {
  it('lists roles under the exact columns', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Role Management' })).toBeInTheDocument();
    expect(await screen.findByText('Operations')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['ID', 'Name', 'Role Code', 'Permissions', 'Action']);
    const row = screen.getByText('Operations').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual(['3', 'Operations', 'ROLE_OPERATIONS', '2 of 10']);
    expect(within(row).getByText('2 of 10')).toHaveAttribute('title', 'Users, Employee Wallets');
    expect(bodies()[0]).toEqual({ offset: 0, limit: 10 });
  });

  it('offers no actions on the company admin role', async () => {
    renderList();
    const row = (await screen.findByText('Company Admin')).closest('tr')!;
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(within(row).getByText('All (10)')).toBeInTheDocument();
  });

  it('views, edits and deletes a role', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Operations' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({ name: 'Operations', path: '/roles/3' });
    await user.click(screen.getByRole('button', { name: 'View Operations' }));
    expect(currentLocation()).toBe('/role?id=3');
  });

  it('opens the edit form with the id in the query string', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Operations' }));
    expect(currentLocation()).toBe('/edit-role?id=3');
  });

  it('sorts by role code on the server', async () => {
    const { user } = renderList();
    await screen.findByText('Operations');
    await user.click(screen.getByRole('button', { name: 'Role Code' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ offset: 0, limit: 10, sortBy: 'role_code', sortDir: 'ASC' }));
  });

  it('Add Role opens the create form', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Add Role' }));
    expect(currentLocation()).toBe('/add-role');
  });
});
