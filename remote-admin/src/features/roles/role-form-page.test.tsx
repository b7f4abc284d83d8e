import { useToastStore } from '@console/shared';
import { screen, waitFor } from '@testing-library/react';
import { adminRole, makeRole } from './fixtures';
import RoleFormPage from './role-form-page';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';

let server: FakeApi;

beforeEach(() => {
  jest.clearAllMocks();
  server = fakeApi()
    .on('POST /merchant/roles', () => ({ data: makeRole({ id: 9 }) }))
    .on('PUT /merchant/roles/:id', () => ({ data: makeRole() }))
    .on('GET /merchant/roles/:id', (_, path) => {
      if (path === '/merchant/roles/3') return { data: makeRole() };
      if (path === '/merchant/roles/1') return { data: adminRole };
      return fail(404, 'Role not found.');
    });
  useToastStore.getState().clear();
});

const renderCreate = () => renderPage(<RoleFormPage />, { path: '/add-role', route: '/add-role' });
const renderEdit = (id: string) => renderPage(<RoleFormPage />, { path: `/edit-role?id=${id}`, route: '/edit-role' });

describe('Add Role', () => {
  it('requires a name and at least one permission', async () => {
    const { user } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Add Role' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Value required')).toHaveLength(2));

    await user.type(screen.getByLabelText(/^Name/), 'Shift Supervisor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The name is fine now; the permission checklist still is not.
    await waitFor(() => expect(screen.getAllByText('Value required')).toHaveLength(1));
    expect(screen.getByRole('group', { name: 'Permissions' })).toHaveAccessibleDescription('Value required');
    expect(server.bodies('POST /merchant/roles')).toHaveLength(0);
  });

  it('posts the role without a code, so the server derives it', async () => {
    const { user } = renderCreate();
    await user.type(screen.getByLabelText(/^Name/), ' Shift Supervisor ');
    await user.click(screen.getByRole('checkbox', { name: 'Rules' }));
    await user.click(screen.getByRole('checkbox', { name: 'Users' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/roles')).toEqual([
        {
          name: 'Shift Supervisor',
          permissions: ['PERM_VIEW_RULE_LIST', 'PERM_VIEW_USERS_LIST'],
        },
      ]),
    );
    await waitFor(() => expect(useToastStore.getState().after).toEqual({ redirectTo: '/roles' }));
  });

  it('upper-cases a typed role code and checks its shape', async () => {
    const { user } = renderCreate();
    // The name pasted (one change, not one render of the whole form per key); the code typed key by
    // key, which is what its filter is for.
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('Night shift');
    await user.type(screen.getByLabelText('Role Code'), 'night-shift');
    expect(screen.getByLabelText('Role Code')).toHaveValue('NIGHTSHIFT');
    await user.click(screen.getByRole('checkbox', { name: 'Rules' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid format')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Role Code'));
    await user.paste('role_night');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/roles')).toEqual([
        {
          name: 'Night shift',
          role_code: 'ROLE_NIGHT',
          permissions: ['PERM_VIEW_RULE_LIST'],
        },
      ]),
    );
  });
});

describe('Edit Role', () => {
  it('loads the role and puts the changed permissions', async () => {
    const { user } = renderEdit('3');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Operations'));
    expect(screen.getByRole('heading', { name: 'Edit Role' })).toBeInTheDocument();
    expect(screen.getByLabelText('Role Code')).toHaveValue('ROLE_OPERATIONS');
    expect(screen.getByRole('checkbox', { name: 'Employee Wallets' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Employee Wallets' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/roles/:id')).toEqual([
        {
          name: 'Operations',
          role_code: 'ROLE_OPERATIONS',
          permissions: ['PERM_VIEW_USERS_LIST'],
          updated_at: '2026-01-02T00:00:00.000Z',
        },
      ]),
    );
  });

  it('says "Role not found" for a missing or bad id', async () => {
    const { unmount } = renderEdit('x1');
    expect(screen.getByText('Role not found')).toBeInTheDocument();
    expect(server.paths('GET /merchant/roles/:id')).toHaveLength(0);
    unmount();
    renderEdit('77');
    expect(await screen.findByText('Role not found')).toBeInTheDocument();
  });
});
