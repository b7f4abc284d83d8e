import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useDirtyFormStore } from '../stores/dirty-form-store';
import { useRouteAccessStore } from '../stores/route-access-store';
import { DEFAULT_LABELS, useTenantStore } from '../tenant/tenant-store';
import { Breadcrumbs } from './breadcrumbs';
import { PageHeader } from './page-header';
import { RecordFormRoute } from './record-form-route';
import { RecordViewRoute } from './record-view-route';
import { renderUi } from './test-utils';

interface Thing {
  id: number;
  name: string;
}

const load = jest.fn<Promise<Thing>, [number]>();
const thingQuery = (id: number) => ({ queryKey: ['things', id], queryFn: () => load(id) });

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** `page` mounted at `route`, opened at `path`, as the console's router would. */
function renderAt(path: string, route: string, page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderUi(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const trail = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const crumbs = () =>
  within(trail())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const realMatchMedia = window.matchMedia;
const phone = ((query: string) => ({
  matches: /max-width:\s*767px/.test(query),
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

beforeEach(() => {
  load.mockReset();
  load.mockImplementation((id) => Promise.resolve({ id, name: id === 12 ? 'Asha Rao' : `Thing ${id}` }));
  useRouteAccessStore.getState().publish(() => true);
  useDirtyFormStore.getState().reset();
  useTenantStore.getState().reset();
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which marks the page itself', () => {
    renderAt(
      '/here',
      '/here',
      <Breadcrumbs
        items={[
          { label: 'Users List', to: '/users-list' },
          { label: 'Asha Rao', to: '/user-view/12' },
          { label: 'Edit' },
        ]}
      />,
    );
    expect(crumbs()).toEqual(['Users List', 'Asha Rao', 'Edit']);
    expect(within(trail()).getByRole('link', { name: 'Users List' })).toHaveAttribute('href', '/users-list');
    expect(within(trail()).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/user-view/12');
    // The page's own crumb is no link: only the two ways up are.
    expect(within(trail()).getAllByRole('link')).toHaveLength(2);
    expect(within(trail()).getByText('Edit')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a crumb the operator cannot open as text', () => {
    useRouteAccessStore.getState().publish((path) => path !== '/user-view/12');
    renderAt(
      '/here',
      '/here',
      <Breadcrumbs
        items={[
          { label: 'Users List', to: '/users-list' },
          { label: 'Asha Rao', to: '/user-view/12' },
          { label: 'Edit' },
        ]}
      />,
    );
    expect(crumbs()).toEqual(['Users List', 'Asha Rao', 'Edit']);
    expect(
      within(trail())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users List']);
  });

  it('on a phone shows only the way up, so it never wraps', () => {
    window.matchMedia = phone;
    renderAt(
      '/here',
      '/here',
      <Breadcrumbs
        items={[
          { label: 'Users List', to: '/users-list' },
          { label: 'Asha Rao', to: '/user-view/12' },
          { label: 'Edit' },
        ]}
      />,
    );
    expect(crumbs()).toEqual(['‹Asha Rao']);
    expect(within(trail()).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/user-view/12');
    expect(screen.queryByText('Users List')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
  });

  it('follows a crumb at once from a clean page, and asks first from a dirty form', async () => {
    const items = [{ label: 'Users List', to: '/users-list' }, { label: 'Edit' }];
    const { user } = renderAt('/add-user/12', '/add-user/:id', <Breadcrumbs items={items} />);
    useDirtyFormStore.getState().setDirty(true);
    await user.click(screen.getByRole('link', { name: 'Users List' }));
    expect(useDirtyFormStore.getState()).toMatchObject({ showModal: true, targetPath: '/users-list' });
    expect(screen.getByTestId('location')).toHaveTextContent('/add-user/12');

    useDirtyFormStore.getState().reset();
    await user.click(screen.getByRole('link', { name: 'Users List' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/users-list');
  });
});

describe('a record page’s trail, from the route table', () => {
  const form = (
    <RecordFormRoute query={thingQuery} noun="User">
      {(thing) => <PageHeader title={thing ? 'Edit User' : 'Add User'} />}
    </RecordFormRoute>
  );

  it('an edit form: the list by its sidebar name › the record, linked to its view › Edit', async () => {
    renderAt('/add-user/12', '/add-user/:id', form);
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(crumbs()).toEqual(['Users List', 'Asha Rao', 'Edit']);
    expect(within(trail()).getByText('Edit')).toHaveAttribute('aria-current', 'page');
    expect(within(trail()).getByRole('link', { name: 'Users List' })).toHaveAttribute('href', '/users-list');
    expect(within(trail()).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/user-view/12');
    // Above the title, in its header.
    const header = screen.getByRole('banner');
    expect(header.firstElementChild).toContainElement(trail());
  });

  it('a create form: the list › New <noun>', () => {
    renderAt('/add-user', '/add-user', form);
    expect(screen.getByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Users List', 'New User']);
    expect(load).not.toHaveBeenCalled();
  });

  it('while the record loads: the list › Edit on a form, › #id on a view; never the title again', () => {
    load.mockImplementation(() => new Promise(() => {}));
    renderAt('/add-user/12', '/add-user/:id', form);
    expect(crumbs()).toEqual(['Users List', 'Edit']);
    expect(screen.getAllByText('Edit User')).toHaveLength(1);
  });

  it('a view page: while it loads the list › #id; with no valid id the list alone, as a link', async () => {
    load.mockImplementation(() => new Promise(() => {}));
    const view = (
      <RecordViewRoute query={thingQuery} noun="User" title="User Details" listPath="/users-list">
        {(thing, back) => <PageHeader title="User Details" subtitle={thing.name} right={back} />}
      </RecordViewRoute>
    );
    const { unmount } = renderAt('/user-view/12', '/user-view/:id', view);
    expect(crumbs()).toEqual(['Users List', '#12']);
    expect(screen.getByText('#12')).toHaveAttribute('aria-current', 'page');
    unmount();
    renderAt('/user-view/abc', '/user-view/:id', view);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(crumbs()).toEqual(['Users List']);
    expect(within(trail()).getByRole('link', { name: 'Users List' })).toHaveAttribute('href', '/users-list');
  });

  it('a view page: the list › the record, by the name the page gives it', async () => {
    renderAt(
      '/transaction/12',
      '/transaction/:id',
      <RecordViewRoute
        query={thingQuery}
        noun="Order"
        title="Order Details"
        listPath="/transaction-list"
        recordName={(thing) => `ORD-${thing.id}`}
      >
        {(thing, back) => <PageHeader title="Order Details" subtitle={thing.name} right={back} />}
      </RecordViewRoute>,
    );
    expect(await screen.findByText('ORD-12')).toHaveAttribute('aria-current', 'page');
    expect(crumbs()).toEqual(['Touchpoint Orders', 'ORD-12']);
  });

  it('says the list in the tenant’s nouns', async () => {
    useTenantStore.getState().setTenant(2, { ...DEFAULT_LABELS, customer: 'Employee', customers: 'Employees' });
    renderAt(
      '/add-customer/12',
      '/add-customer/:id',
      <RecordFormRoute query={thingQuery} noun="Employee">
        {() => <PageHeader title="Edit Employee" />}
      </RecordFormRoute>,
    );
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/customer-view/12');
    expect(crumbs()).toEqual(['Employees List', 'Asha Rao', 'Edit']);
  });

  it('a record whose pages carry the id in the query links its view the same way', async () => {
    renderAt(
      '/edit-role?id=12',
      '/edit-role',
      <RecordFormRoute query={thingQuery} noun="Role" idFrom="query">
        {() => <PageHeader title="Edit Role" />}
      </RecordFormRoute>,
    );
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/role?id=12');
    expect(crumbs()).toEqual(['Role Management', 'Asha Rao', 'Edit']);
  });

  it('draws no trail on a page the route table does not serve', async () => {
    renderAt('/thing-view/12', '/thing-view/:id', form);
    await screen.findByRole('heading', { name: 'Edit User' });
    expect(load).toHaveBeenCalledWith(12);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
