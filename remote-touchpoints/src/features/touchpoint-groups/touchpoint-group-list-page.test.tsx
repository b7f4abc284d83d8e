import { useDeleteModalStore } from '@console/shared';
import { currentLocation, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeGroup, page } from './fixtures';
import TouchpointGroupListPage from './touchpoint-group-list-page';

let server: FakeApi;

beforeEach(() => {
  server = fakeApi().on('POST /merchant/touchpoint-groups/list', () =>
    page([
      makeGroup(),
      makeGroup({ id: 8, name: 'Campus Lockers', institution_count: 2, institutions: ['Acme Campus', 'Tower B'] }),
    ]),
  );
  useDeleteModalStore.getState().reset();
});

const renderList = (path = '/touchpoint-groups-list') =>
  renderPage(<TouchpointGroupListPage />, { path, route: '/touchpoint-groups-list' });

describe('Touchpoint Groups', () => {
  it('lists the groups with the SPEC columns and opens one on click', async () => {
    const { user } = renderList();
    expect(screen.getByRole('heading', { name: 'Touchpoint Groups' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Name', 'Actions']);
    await user.click(within(table).getByText('Tower B Machines'));
    expect(currentLocation()).toBe('/touchpoint-group-view/7');
  });

  it('deletes a group no institution links; a linked group’s Delete stays, focusable, and says why', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Tower B Machines' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({ path: '/merchant/touchpoint-groups/7' });
    useDeleteModalStore.getState().reset();

    const linked = screen.getByRole('button', { name: 'Delete Campus Lockers' });
    expect(linked).toHaveAttribute('aria-disabled', 'true');
    expect(linked).not.toBeDisabled();
    // It names the institutions that link it.
    const reason = 'This group is linked to the institutions Acme Campus, Tower B; unlink it there first';
    expect(linked).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    linked.focus();
    expect(linked).toHaveFocus();
    await user.click(linked);
    expect(useDeleteModalStore.getState().request).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Campus Lockers' })).toBeInTheDocument();
  });

  it('keeps search and page in the URL and sends them to the server', async () => {
    renderList('/touchpoint-groups-list?search=tower&page=2');
    await waitFor(() => expect(server.bodies('POST /merchant/touchpoint-groups/list')).not.toHaveLength(0));
    expect(server.bodies('POST /merchant/touchpoint-groups/list')[0]).toMatchObject({ search: 'tower', offset: 10 });
  });
});
