import { useDeleteModalStore, useSessionStore } from '@console/shared';
import { screen, within } from '@testing-library/react';
import { makeUser } from './fixtures';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import UserViewPage from './user-view-page';

let server: FakeApi;

beforeEach(() => {
  server = fakeApi().on('GET /merchant/users/:id', (_, path) => {
    if (path === '/merchant/users/12') return { data: makeUser() };
    if (path === '/merchant/users/7') return { data: makeUser({ id: 7, name: 'Ravi Menon' }) };
    return fail(404, 'User not found.');
  });
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

const renderView = (path: string, route = '/user-view/:id') => renderPage(<UserViewPage />, { path, route });

/** The value shown under a label of the details list. */
const detail = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('User view', () => {
  it('shows the user’s details', async () => {
    renderView('/user-view/12');
    expect(await screen.findByText('Asha Rao', { selector: 'dd' })).toBeInTheDocument();
    expect(detail('ID')).toHaveTextContent('12');
    expect(detail('Email')).toHaveTextContent('asha@demo.local');
    expect(detail('Mobile No.')).toHaveTextContent('9876543210');
    expect(detail('Role')).toHaveTextContent('Operations');
    expect(detail('Status')).toHaveTextContent('Active');
    expect(detail('Created')).toHaveTextContent(/2026/);
    expect(detail('Updated')).toHaveTextContent(/2026/);
  });

  it('serves /user/:id the same way', async () => {
    renderView('/user/12', '/user/:id');
    expect(await screen.findByText('asha@demo.local')).toBeInTheDocument();
  });

  it('edits and deletes (back to the list afterwards)', async () => {
    const { user } = renderView('/user-view/12');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({
      name: 'Asha Rao',
      path: '/merchant/users/12',
      redirectTo: '/users-list',
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe('/add-user/12');
  });

  it('offers no Delete on the operator’s own account', async () => {
    renderView('/user-view/7');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says "User not found" for a non-numeric id without calling the API, and for a 404', async () => {
    const { unmount } = renderView('/user-view/abc');
    expect(screen.getByText('User not found')).toBeInTheDocument();
    expect(server.paths('GET /merchant/users/:id')).toHaveLength(0);
    unmount();

    renderView('/user-view/99');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
