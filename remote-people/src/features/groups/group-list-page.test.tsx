import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { makeGroup, page } from './fixtures';
import GroupListPage from './group-list-page';

let server: FakeApi;

beforeEach(() => {
  jest.clearAllMocks();
  server = fakeApi().on('POST /customer/customer-groups/list', () =>
    page([makeGroup(), makeGroup({ id: 1, name: 'Default', is_default: true })]),
  );
});

const renderList = (path = '/group-list') => renderPage(<GroupListPage />, { path, route: '/group-list' });

describe('Employee Groups', () => {
  it('lists the groups with SPEC columns and opens one on click', async () => {
    const { user } = renderList();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    for (const title of ['Name', 'Action']) expect(screen.getByRole('columnheader', { name: title })).toBeVisible();
    await user.click(within(table).getByText('Night Shift'));
    expect(currentLocation()).toBe('/group-view/7');
  });

  it('keeps search and page in the URL and sends them to the server', async () => {
    renderList('/group-list?search=night&page=2');
    await waitFor(() => expect(server.bodies('POST /customer/customer-groups/list')).not.toHaveLength(0));
    expect(server.bodies('POST /customer/customer-groups/list')[0]).toMatchObject({
      search: 'night',
      offset: 10,
      limit: 10,
    });
  });

  it('a failed list says why and offers Retry, never "No Data Available"', async () => {
    let failing = true;
    server.on('POST /customer/customer-groups/list', () =>
      failing ? fail(503, 'The service is restarting.') : page([makeGroup()]),
    );
    const { user } = renderList();
    expect(await screen.findByText('The service is restarting.')).toBeInTheDocument();
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Night Shift')).toBeInTheDocument();
  });
});
