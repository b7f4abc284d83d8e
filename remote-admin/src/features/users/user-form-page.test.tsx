import { useDirtyFormStore, useRouteAccessStore, useToastStore } from '@console/shared';
import { currentLocation, fail, type FakeApi, fakeApi, renderPage } from '@console/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { makeUser, ROLES } from './fixtures';
import UserFormPage from './user-form-page';

// Many fields typed a key at a time, and a picker: give a loaded machine room.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

let server: FakeApi;
beforeEach(() => {
  server = fakeApi()
    .options('POST /merchant/roles/options', ROLES)
    .on('POST /merchant/users', (body) => ({ data: makeUser({ id: 40, ...body }) }))
    .on('GET /merchant/users/:id', (_, path) =>
      path === '/merchant/users/12' ? { data: makeUser() } : fail(404, 'User not found.'),
    )
    .on('PUT /merchant/users/:id', () => ({ data: makeUser() }));
  useToastStore.getState().clear();
  useDirtyFormStore.getState().reset();
  useRouteAccessStore.getState().publish(() => false);
});

const renderCreate = () => renderPage(<UserFormPage />, { path: '/add-user', route: '/add-user' });
const renderEdit = (id = '12') => renderPage(<UserFormPage />, { path: `/add-user/${id}`, route: '/add-user/:id' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const role = () => screen.getByRole('combobox', { name: /^Role/ });

async function fillValidUser(user: ReturnType<typeof renderCreate>['user']) {
  await user.type(field('First Name'), 'Meera');
  await user.type(field('Last Name'), 'Iyer');
  await user.type(field('Email'), ' meera@demo.local ');
  await user.type(field('Mobile No.'), '98765 43210');
  await user.type(field('Password'), 'secret-pass');
  // Pasted: one search, not one a letter.
  await user.click(role());
  await user.paste('Fin');
  await user.click(await screen.findByRole('option', { name: 'Finance' }));
}

describe('Add User', () => {
  it('Cancel with unsaved changes asks first instead of leaving; with none it leaves', async () => {
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentLocation()).toBe('/users-list'));

    const second = renderCreate();
    await second.user.type(screen.getAllByLabelText(/^First Name/).at(-1)!, 'Meera');
    await waitFor(() => expect(useDirtyFormStore.getState().isDirty).toBe(true));
    await second.user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(useDirtyFormStore.getState()).toMatchObject({ showModal: true, targetPath: '/users-list' });
    expect(screen.getAllByTestId('location').at(-1)!.textContent).toBe('/add-user');
  });

  it('says "Value required" under every empty required field and sends nothing', async () => {
    const { user } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // First Name, Last Name, Email, Mobile No., Password, Role.
    await waitFor(() => expect(screen.getAllByText('Value required')).toHaveLength(6));
    expect(field('First Name')).toHaveAccessibleDescription('Value required');
    // The first field in error takes the focus.
    await waitFor(() => expect(field('First Name')).toHaveFocus());
    expect(server.bodies('POST /merchant/users')).toHaveLength(0);
  });

  it('refuses a malformed e-mail address and a short mobile number', async () => {
    const { user } = renderCreate();
    await user.type(field('Email'), 'asha@');
    await user.type(field('Mobile No.'), '987');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter atleast 5 Character')).toBeInTheDocument();
  });

  it('finds the role by typing: the hint says how many there are, the server narrows', async () => {
    const { user } = renderCreate();
    expect(role()).toHaveAttribute('placeholder', 'Select role');
    await user.click(role());
    expect(await screen.findByText('Type to search 23 roles')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Finance' })).not.toBeInTheDocument();
    await user.type(role(), 'Fin');
    await waitFor(() => expect(server.bodies('POST /merchant/roles/options').at(-1)).toEqual({ limit: 20, q: 'Fin' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    expect(role()).toHaveValue('Finance');
    expect(role()).not.toHaveAccessibleDescription('Value required');
  });

  it('posts the new user, reports success and returns to the list', async () => {
    const { user } = renderCreate();
    await fillValidUser(user);
    expect(useDirtyFormStore.getState().isDirty).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/users')).toEqual([
        {
          first_name: 'Meera',
          last_name: 'Iyer',
          email: 'meera@demo.local',
          mobile: '9876543210',
          password: 'secret-pass',
          role_id: 4,
          status: 1,
        },
      ]),
    );
    // The toast says what was saved, and the list is where it goes.
    await waitFor(() => expect(useToastStore.getState().success).toBe('User Meera Iyer added'));
    expect(useToastStore.getState().after).toEqual({ redirectTo: '/users-list' });
    expect(useDirtyFormStore.getState().isDirty).toBe(false);
  });

  it('keeps the form when the server refuses, and says why above the fields', async () => {
    server.on('POST /merchant/users', () => fail(409, 'A user with this email already exists.'));
    const { user } = renderCreate();
    await fillValidUser(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with this email already exists.');
    expect(useToastStore.getState().success).toBeNull();
    expect(field('First Name')).toHaveValue('Meera');
    expect(field('Email')).toHaveValue('meera@demo.local');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(useDirtyFormStore.getState().isDirty).toBe(true);
  });

  it('puts the server’s field errors under their fields', async () => {
    server.on('POST /merchant/users', () =>
      fail(400, 'The password is too weak: This is a very common password.', {
        code: 'WEAK_PASSWORD',
        details: [{ field: 'password', message: 'The password is too weak: This is a very common password.' }],
      }),
    );
    const { user } = renderCreate();
    await fillValidUser(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription(
        'The password is too weak: This is a very common password.',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(field('Password')).toHaveFocus());
  });

  it('states the mobile rule before it refuses anything', () => {
    renderCreate();
    expect(field('Mobile No.')).toHaveAccessibleDescription('A 10-digit mobile number, optionally with +91');
  });
});

describe('Edit User', () => {
  it('shows the trail Users List › the user › Edit; a crumb asks first once the form is changed', async () => {
    useRouteAccessStore.getState().publish(() => true);
    const { user } = renderEdit();
    // The trail of the loaded form (the loading state has one of its own).
    const trail = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail()).getByRole('link', { name: 'Asha Rao' })).toBeInTheDocument());
    expect(within(trail()).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/user-view/12');
    expect(within(trail()).getByRole('link', { name: 'Users List' })).toHaveAttribute('href', '/users-list');
    expect(within(trail()).getByText('Edit')).toHaveAttribute('aria-current', 'page');

    await waitFor(() => expect(field('First Name')).toHaveValue('Asha'));
    await user.type(field('First Name'), 'x');
    await waitFor(() => expect(useDirtyFormStore.getState().isDirty).toBe(true));
    await user.click(within(trail()).getByRole('link', { name: 'Users List' }));
    expect(useDirtyFormStore.getState()).toMatchObject({ showModal: true, targetPath: '/users-list' });
    expect(currentLocation()).toBe('/add-user/12');
  });

  it('loads the user, leaves the password empty and puts the changes without it', async () => {
    const { user } = renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    await waitFor(() => expect(field('First Name')).toHaveValue('Asha'));
    expect(server.paths('GET /merchant/users/:id')).toEqual(['/merchant/users/12']);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText('Leave empty to keep the current password')).toBeInTheDocument();
    // The user's role is not among the first matches: its name is read by its id.
    await waitFor(() => expect(role()).toHaveValue('Operations'));
    expect(server.bodies('POST /merchant/roles/options')).toContainEqual({ ids: [3] });

    await user.clear(field('Last Name'));
    await user.type(field('Last Name'), 'Rao-Menon');
    await user.selectOptions(field('Status'), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/users/:id')).toEqual([
        {
          first_name: 'Asha',
          last_name: 'Rao-Menon',
          email: 'asha@demo.local',
          mobile: '9876543210',
          role_id: 3,
          status: 0,
          updated_at: '2026-02-01T12:30:00.000Z',
        },
      ]),
    );
    expect(server.paths('PUT /merchant/users/:id')).toEqual(['/merchant/users/12']);
  });

  it('sends a new password only when one is typed, and checks its length', async () => {
    const { user } = renderEdit();
    await waitFor(() => expect(field('First Name')).toHaveValue('Asha'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at least 8 characters')).toBeInTheDocument();
    expect(server.bodies('PUT /merchant/users/:id')).toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), '-but-long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/users/:id')).toEqual([
        expect.objectContaining({ password: 'short-but-long' }),
      ]),
    );
  });

  it('shows "User not found" for an id that is not a number, without calling the API', async () => {
    renderEdit('abc');
    expect(screen.getByText('User not found')).toBeInTheDocument();
    expect(server.paths('GET /merchant/users/:id')).toHaveLength(0);
  });

  it('shows "User not found" when the API answers 404', async () => {
    renderEdit('99');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
