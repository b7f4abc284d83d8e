import { useDeleteModalStore, useRouteAccessStore } from '@console/shared';
import { currentLocation, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeGroup, members, page } from './fixtures';
import TouchpointGroupViewPage from './touchpoint-group-view-page';

let server: FakeApi;

beforeEach(() => {
  server = fakeApi()
    .on('GET /merchant/touchpoint-groups/:id', (_, path) =>
      path === '/merchant/touchpoint-groups/8'
        ? { data: makeGroup({ id: 8, name: 'Campus Lockers', institution_count: 1, institutions: ['Acme Campus'] }) }
        : { data: makeGroup() },
    )
    .on('POST /merchant/touchpoint-groups/:id/members/list', () => page(members));
  useRouteAccessStore.getState().publish(() => true);
  useDeleteModalStore.getState().reset();
});

const renderView = (id = '7') =>
  renderPage(<TouchpointGroupViewPage />, {
    path: `/touchpoint-group-view/${id}`,
    route: '/touchpoint-group-view/:id',
  });

describe('Touchpoint group view', () => {
  it('shows the group and its touchpoints, each linking to its store', async () => {
    renderView();
    const table = await screen.findByRole('table', { name: 'Touchpoints of Tower B Machines' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('link', { name: 'Lobby Vending 1' })).toHaveAttribute('href', '/touchpoint/21');
    expect(server.bodies('POST /merchant/touchpoint-groups/:id/members/list')[0]).toMatchObject({
      offset: 0,
      limit: 10,
    });
  });

  it('deletes through the delete dialog and edits', async () => {
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({
      name: 'Tower B Machines',
      path: '/merchant/touchpoint-groups/7',
      redirectTo: '/touchpoint-groups-list',
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe('/add-touchpoint-group/7');
  });

  it('keeps Delete unavailable for a group an institution links, and says why', async () => {
    const { user } = renderView('8');
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(
      'This group is linked to the institution Acme Campus; unlink it there first',
    );
    await user.click(remove);
    expect(useDeleteModalStore.getState().visible).toBe(false);
  });
});
