import { useDeleteModalStore, useDirtyFormStore, useRouteAccessStore, useToastStore } from '@console/shared';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeInstitution, page } from './fixtures';
import InstitutionFormPage from './institution-form-page';
import InstitutionListPage from './institution-list-page';
import { contractSpelling } from './institution-paths';
import InstitutionRedirect from './institution-redirect';
import InstitutionViewPage from './institution-view-page';

let server: FakeApi;
const campus = makeInstitution();
const empty = makeInstitution({ id: 8, name: 'Guindy Works', customer_groups: [], touchpoint_groups: [] });

beforeEach(() => {
  server = fakeApi()
    .on('POST /merchant/institutions/list', () => page([campus, empty]))
    .on('GET /merchant/institutions/:id', (_, path) =>
      path === '/merchant/institutions/7' ? { data: campus } : fail(404, 'Institution not found.'),
    )
    .on('POST /merchant/institutions/customer-group-options', () => ({
      data: [{ id: 5, name: 'Canteen Staff' }],
      total: 1,
    }))
    .on('POST /merchant/institutions/touchpoint-group-options', () => ({
      data: [{ id: 11, name: 'Lobby Kiosks' }],
      total: 1,
    }))
    .on('POST /merchant/institutions', () => ({ data: makeInstitution({ id: 12 }) }))
    .on('PUT /merchant/institutions/:id', () => ({ data: campus }));
  useRouteAccessStore.getState().publish((path) => path.startsWith('/group-view/'));
  useToastStore.getState().clear();
  useDirtyFormStore.getState().reset();
  useDeleteModalStore.getState().reset();
});

describe('Institutions list', () => {
  it('shows SPEC’s columns with the linked groups by name, and opens the delete dialog', async () => {
    const { user } = renderPage(<InstitutionListPage />, { path: '/instituition-list' });
    expect(await screen.findByText('Whitefield Campus')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Institution Name', 'Linked Customer Groups', 'Linked Touchpoint Groups', 'Action']);
    const cells = within(screen.getByText('Whitefield Campus').closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['Whitefield Campus', 'Night Shift, Interns', 'Tower B Machines']);
    const none = within(screen.getByText('Guindy Works').closest('tr')!).getAllByRole('cell');
    expect(none[1]!.textContent).toBe('--');
    await user.click(screen.getByRole('button', { name: 'Delete Whitefield Campus' }));
    expect(useDeleteModalStore.getState()).toMatchObject({
      visible: true,
      request: { name: 'Whitefield Campus', path: '/merchant/institutions/7' },
    });
  });
});

describe('Add and edit institution', () => {
  it('creates an institution with a customer group and a touchpoint group picked by search', async () => {
    const { user } = renderPage(<InstitutionFormPage />, { path: '/add-instituition' });
    await user.type(screen.getByLabelText(/^Institution Name/), 'Koramangala Campus');
    await user.type(screen.getByRole('searchbox', { name: /Search Customer Groups/ }), 'cant');
    // The picker asks the server with the search (debounced) before the choice is made.
    await waitFor(() =>
      expect(server.bodies('POST /merchant/institutions/customer-group-options').at(-1)).toEqual({
        q: 'cant',
        limit: 20,
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Canteen Staff' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Lobby Kiosks' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/institutions')).toEqual([
        { name: 'Koramangala Campus', customer_group_ids: [5], touchpoint_group_ids: [11] },
      ]),
    );
    await waitFor(() => expect(useToastStore.getState().after).toEqual({ redirectTo: '/instituition-list' }));
  });

  it('sends the links added and removed as deltas with the updated_at it loaded', async () => {
    const { user } = renderPage(<InstitutionFormPage />, {
      path: '/add-instituition/7',
      route: '/add-instituition/:id',
    });
    expect(await screen.findByDisplayValue('Whitefield Campus')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Interns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Lobby Kiosks' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/institutions/:id')).toEqual([
        {
          name: 'Whitefield Campus',
          add_customer_group_ids: [],
          remove_customer_group_ids: [4],
          add_touchpoint_group_ids: [11],
          remove_touchpoint_group_ids: [],
          updated_at: '2026-11-02T09:30:00.123456Z',
        },
      ]),
    );
  });

  it("shows the server's refusal of another tenant's group on the form", async () => {
    server.on('POST /merchant/institutions', () =>
      fail(400, 'customer_group_ids: 5 is not a customer group of your company.', { code: 'UNKNOWN_RECORD' }),
    );
    const { user } = renderPage(<InstitutionFormPage />, { path: '/add-instituition' });
    await user.type(screen.getByLabelText(/^Institution Name/), 'Leaky');
    await user.click(await screen.findByRole('checkbox', { name: 'Canteen Staff' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/is not a customer group of your company/)).toBeInTheDocument();
    expect(currentLocation()).toBe('/add-instituition');
  });
});

describe('Institution view', () => {
  it('lists both kinds of linked groups, linking those the operator may open', async () => {
    renderPage(<InstitutionViewPage />, { path: '/instituition-view/7', route: '/instituition-view/:id' });
    expect(await screen.findByRole('heading', { name: 'Institution Details' })).toBeInTheDocument();
    // The heading stands while the record loads; its links come with it.
    expect(await screen.findByRole('link', { name: 'Night Shift' })).toHaveAttribute('href', '/group-view/3');
    expect(screen.getByRole('link', { name: 'Interns' })).toHaveAttribute('href', '/group-view/4');
    // The operator cannot open touchpoint groups: the name stays, without a link.
    expect(screen.getByText('Tower B Machines')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tower B Machines' })).not.toBeInTheDocument();
  });

  it('answers an unknown institution with not found', async () => {
    renderPage(<InstitutionViewPage />, { path: '/instituition-view/99', route: '/instituition-view/:id' });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});

describe('the other spelling', () => {
  it('maps each /institution-… path to the contract’s /instituition-… path with its id', () => {
    expect(contractSpelling('/institution-list')).toBe('/instituition-list');
    expect(contractSpelling('/institution-view/7')).toBe('/instituition-view/7');
    expect(contractSpelling('/add-institution')).toBe('/add-instituition');
    expect(contractSpelling('/add-institution/12')).toBe('/add-instituition/12');
    expect(contractSpelling('/instituition-list')).toBe('/instituition-list');
  });

  it('redirects the page, keeping the id and the query', async () => {
    renderPage(<InstitutionRedirect />, { path: '/institution-view/7?tab=1', route: '/institution-view/:id' });
    await waitFor(() => expect(currentLocation()).toBe('/instituition-view/7?tab=1'));
  });
});
