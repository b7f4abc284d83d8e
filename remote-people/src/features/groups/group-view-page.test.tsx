import { useDeleteModalStore } from '@console/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { makeDryRun } from '../../lib/imports/fixtures';
import { makeGroup, members, page } from './fixtures';

const NO_ROWS = { created: 0, updated: 0, unchanged: 0, failed: 0 };
import GroupViewPage from './group-view-page';

const MEMBERS = 'POST /customer/customer-groups/:id/members/list';
let server: FakeApi;

beforeEach(() => {
  server = fakeApi()
    .on('GET /customer/customer-groups/:id', (_, path) => {
      if (path === '/customer/customer-groups/7') return { data: makeGroup() };
      if (path === '/customer/customer-groups/1')
        return { data: makeGroup({ id: 1, name: 'Default', is_default: true }) };
      return fail(404, 'Group not found.');
    })
    .on(MEMBERS, () => page(members, 12));
  useDeleteModalStore.getState().reset();
});

const renderView = (path: string) => renderPage(<GroupViewPage />, { path, route: '/group-view/:id' });

describe('Group Details', () => {
  it('shows the group and pages its members from the server', async () => {
    const { user } = renderView('/group-view/7');
    expect(await screen.findByText('Canteen after 10 pm')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members of Night Shift' });
    await waitFor(() => expect(within(table).getByText('Vikram Shah')).toBeInTheDocument());
    expect(server.paths(MEMBERS)[0]).toBe('/customer/customer-groups/7/members/list');
    expect(server.bodies(MEMBERS)[0]).toMatchObject({ offset: 0, limit: 10 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.bodies(MEMBERS).at(-1)).toMatchObject({ offset: 10, limit: 10 }));
  });

  it('edits and deletes (back to the list afterwards)', async () => {
    const { user } = renderView('/group-view/7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({
      name: 'Night Shift',
      path: '/customer/customer-groups/7',
      redirectTo: '/group-list',
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe('/add-group/7');
  });

  it('imports members into this group from a CSV file', async () => {
    const checked = makeDryRun({ kind: 'group-members', total: 2, counts: { ...NO_ROWS, created: 2 }, rows: [] });
    server.on('POST /customer/imports/dry-run', () => ({ data: checked }));
    const { user } = renderView('/group-view/7');
    await user.click(await screen.findByRole('button', { name: 'Import Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Members into Night Shift' });
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['mobile\r\n'], 'm.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Dry Run' }));
    expect(await within(dialog).findByRole('status', { name: 'Dry run summary' })).toHaveTextContent(
      '2 will be added.',
    );
    expect(server.bodies('POST /customer/imports/dry-run')[0]).toMatchObject({ kind: 'group-members', group_id: '7' });
  });

  it('offers neither Import Members, Edit nor Delete on the default group', async () => {
    renderView('/group-view/1');
    expect(await screen.findByText('Default', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says "Group not found" for a bad id without calling the API, and for a 404', async () => {
    const { unmount } = renderView('/group-view/0x7');
    expect(screen.getByText('Group not found')).toBeInTheDocument();
    expect(server.paths('GET /customer/customer-groups/:id')).toHaveLength(0);
    unmount();
    renderView('/group-view/99');
    expect(await screen.findByText('Group not found')).toBeInTheDocument();
  });
});
