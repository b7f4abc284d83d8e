import { useDirtyFormStore, useRouteAccessStore, useToastStore } from '@console/shared';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeGroup, members, page } from './fixtures';
import TouchpointGroupFormPage from './touchpoint-group-form-page';

let server: FakeApi;

beforeEach(() => {
  server = fakeApi()
    .on('GET /merchant/touchpoint-groups/:id', (_, path) =>
      path === '/merchant/touchpoint-groups/7' ? { data: makeGroup() } : fail(404, 'Touchpoint group not found.'),
    )
    .on('POST /merchant/touchpoint-groups/:id/members/list', () => page(members))
    .on('POST /merchant/touchpoints/options', () => ({
      data: [{ id: 23, name: 'Gym Locker', channel: 'Daalchini' }],
      total: 1,
    }))
    .on('PUT /merchant/touchpoint-groups/:id', () => ({ data: makeGroup() }))
    .on('POST /merchant/touchpoint-groups', () => ({ data: makeGroup({ id: 8 }) }));
  useRouteAccessStore.getState().publish(() => true);
  useToastStore.getState().clear();
  useDirtyFormStore.getState().reset();
});

const renderEdit = (id = '7') =>
  renderPage(<TouchpointGroupFormPage />, { path: `/add-touchpoint-group/${id}`, route: '/add-touchpoint-group/:id' });

describe('Add Touchpoint Group', () => {
  it('says "Value required" for an empty name and sends nothing', async () => {
    const { user } = renderPage(<TouchpointGroupFormPage />, { path: '/add-touchpoint-group' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value required')).toBeInTheDocument();
    expect(server.bodies('POST /merchant/touchpoint-groups')).toHaveLength(0);
  });

  it('creates the group with the touchpoints picked, searching by name', async () => {
    const { user } = renderPage(<TouchpointGroupFormPage />, { path: '/add-touchpoint-group' });
    expect(screen.getByRole('heading', { name: 'Add Touchpoint Group' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Gyms');
    await user.type(screen.getByRole('searchbox', { name: /Search Touchpoints/ }), 'gym');
    await waitFor(() =>
      expect(server.bodies('POST /merchant/touchpoints/options').at(-1)).toEqual({ q: 'gym', limit: 20 }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Gym Locker (Daalchini)' }));
    expect(
      within(screen.getByLabelText('Chosen: Touchpoints (1)')).getByText('Gym Locker (Daalchini)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/touchpoint-groups')).toEqual([{ name: 'Gyms', touchpoint_ids: [23] }]),
    );
    await waitFor(() => expect(useToastStore.getState().after).toEqual({ redirectTo: '/touchpoint-groups-list' }));
  });
});

describe('Edit Touchpoint Group', () => {
  it('pages the current touchpoints and sends the ones added and removed as deltas, with updated_at', async () => {
    const { user } = renderEdit();
    const table = await screen.findByRole('table', { name: 'Touchpoints of Tower B Machines' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('heading', { name: 'Current Touchpoints (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Remove Reception Kiosk' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Gym Locker (Daalchini)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/touchpoint-groups/:id')).toEqual([
        {
          name: 'Tower B Machines',
          add_touchpoint_ids: [23],
          remove_touchpoint_ids: [22],
          updated_at: '2026-11-02T09:30:00.123456Z',
        },
      ]),
    );
    expect(server.paths('PUT /merchant/touchpoint-groups/:id')).toEqual(['/merchant/touchpoint-groups/7']);
  });
});
