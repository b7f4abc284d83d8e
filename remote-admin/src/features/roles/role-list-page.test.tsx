import { useDeleteModalStore } from '@console/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { adminRole, makeRole, page } from './fixtures';
import RoleListPage from './role-list-page';
import { currentLocation, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';

let server: FakeApi;

const operations = makeRole();
const auditors = makeRole({ id: 5, name: 'Auditors', role_code: 'ROLE_AUDITORS', user_count: 0 });
const bodies = () => server.bodies('POST /merchant/roles/list');

beforeEach(() => {
  jest.clearAllMocks();
  server = fakeApi().on('POST /merchant/roles/list', () => page([adminRole, operations, auditors]));
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

  it('offers View alone on the company admin role: it is read, never edited or deleted here', async () => {
    renderList();
    const row = (await screen.findByText('Company Admin')).closest('tr')!;
    expect(
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
    expect(within(row).getByText('All (10)')).toBeInTheDocument();
  });

  it('views, edits and deletes a role; a role users hold offers no Delete, as on its page', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Auditors' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({ name: 'Auditors', path: '/merchant/roles/5' });
    expect(screen.queryByRole('button', { name: 'Delete Operations' })).not.toBeInTheDocument();
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
