import { useDeleteModalStore } from '@console/shared';
import { screen, within } from '@testing-library/react';
import { adminRole, makeRole } from './fixtures';
import RoleViewPage, { IN_USE_REASON } from './role-view-page';
import { currentLocation, fail, fakeApi, renderPage } from '@console/shared/testing';

beforeEach(() => {
  jest.clearAllMocks();
  fakeApi().on('GET /merchant/roles/:id', (_, path) => {
    if (path === '/merchant/roles/3') return { data: makeRole() };
    if (path === '/merchant/roles/5') return { data: makeRole({ id: 5, name: 'Auditors', user_count: 0 }) };
    if (path === '/merchant/roles/1') return { data: adminRole };
    return fail(404, 'Role not found.');
  });
  useDeleteModalStore.getState().reset();
});

const renderView = (id: string) => renderPage(<RoleViewPage />, { path: `/role?id=${id}`, route: '/role' });

describe('Role view', () => {
  it('lists the role’s permissions and how many users hold it', async () => {
    const { user } = renderView('3');
    const list = await screen.findByRole('list', { name: 'Permissions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Users', 'Employee Wallets']);
    expect(screen.getByText('ROLE_OPERATIONS')).toBeInTheDocument();
    expect(
      within(screen.getByText('Users', { selector: 'dt' }).parentElement!).getByRole('definition'),
    ).toHaveTextContent('2');
    // Still held by two users: the server would refuse the deletion. Delete says why, and stays
    // focusable so the reason is reached by keyboard too; pressing it does nothing.
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(IN_USE_REASON);
    expect(screen.getByText(IN_USE_REASON)).toBeVisible();
    remove.focus();
    expect(remove).toHaveFocus();
    await user.click(remove);
    expect(useDeleteModalStore.getState().request).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe('/edit-role?id=3');
  });

  it('deletes a role nobody holds, then returns to the list', async () => {
    const { user } = renderView('5');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({
      name: 'Auditors',
      path: '/merchant/roles/5',
      redirectTo: '/roles',
    });
  });

  it('offers no Edit or Delete on the company admin role', async () => {
    renderView('1');
    expect(await screen.findByText('ROLE_COMPANY_ADMIN')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says "Role not found" for a bad id or a 404', async () => {
    const { unmount } = renderView('');
    expect(screen.getByText('Role not found')).toBeInTheDocument();
    unmount();
    renderView('44');
    expect(await screen.findByText('Role not found')).toBeInTheDocument();
  });
});
