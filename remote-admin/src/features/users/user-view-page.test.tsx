import { api, useDeleteModalStore, useSessionStore } from '@console/shared';
import { screen, within } from '@testing-library/react';
import { makeUser } from './fixtures';
import { currentLocation, fail, ok, renderPage } from '@console/shared/testing';
import UserViewPage from './user-view-page';

jest.mock('@console/shared', () => ({
  ...jest.requireActual('@console/shared'),
  api: { post: jest.fn(), get: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = api.get as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  get.mockImplementation((path: string) => {
    if (path === '/users/12') return ok({ data: makeUser() });
    if (path === '/users/7') return ok({ data: makeUser({ id: 7, name: 'Ravi Menon' }) });
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
      path: '/users/12',
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
    expect(get).not.toHaveBeenCalled();
    unmount();

    renderView('/user-view/99');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
