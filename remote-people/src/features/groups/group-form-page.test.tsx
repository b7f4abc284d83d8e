import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { makeGroup, members, page } from './fixtures';
import GroupFormPage from './group-form-page';

let server: FakeApi;

beforeEach(() => {
  jest.clearAllMocks();
  server = fakeApi()
    .on('GET /customer/customer-groups/:id', (_, path) =>
      path === '/customer/customer-groups/7' ? { data: makeGroup() } : fail(404, 'Group not found.'),
    )
    .on('POST /customer/customer-groups/:id/members/list', () => page(members))
    .on('POST /customer/customers/options', () => ({
      data: [{ id: 13, name: 'Meera Iyer', mobile: '9876500013' }],
      total: 1,
    }))
    .on('PUT /customer/customer-groups/:id', () => ({ data: makeGroup() }))
    .on('POST /customer/customer-groups', () => ({ data: makeGroup({ id: 8 }) }));
});

const renderEdit = (id = '7') => renderPage(<GroupFormPage />, { path: `/add-group/${id}`, route: '/add-group/:id' });

describe('Edit Group', () => {
  it('pages the current members instead of loading them all', async () => {
    renderEdit();
    const table = await screen.findByRole('table', { name: 'Members of Night Shift' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(server.bodies('POST /customer/customer-groups/:id/members/list')[0]).toMatchObject({ offset: 0, limit: 10 });
    expect(screen.getByRole('heading', { name: 'Current Members (2)' })).toBeInTheDocument();
  });

  it('sends the members added and removed as deltas, with the updated_at it loaded', async () => {
    const { user } = renderEdit();
    await screen.findByRole('table', { name: 'Members of Night Shift' });
    await user.click(await screen.findByRole('checkbox', { name: 'Remove Asha Rao' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Meera Iyer (9876500013)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /customer/customer-groups/:id')).toEqual([
        {
          name: 'Night Shift',
          description: 'Canteen after 10 pm',
          add_customer_ids: [13],
          remove_customer_ids: [11],
          updated_at: '2026-03-02T09:30:00.123456Z',
        },
      ]),
    );
    expect(server.paths('PUT /customer/customer-groups/:id')).toEqual(['/customer/customer-groups/7']);
  });
});

describe('Add Group', () => {
  it('creates the group with the members picked', async () => {
    const { user } = renderPage(<GroupFormPage />, { path: '/add-group', route: '/add-group' });
    await user.type(screen.getByLabelText(/^Name/), 'Day Shift');
    await user.click(await screen.findByRole('checkbox', { name: 'Meera Iyer (9876500013)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /customer/customer-groups')).toEqual([
        { name: 'Day Shift', description: null, customer_ids: [13] },
      ]),
    );
  });
});
