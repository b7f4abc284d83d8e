import { api, inPlaceRead, unwrap, useToastStore } from '@console/shared';
import type { Role } from '@console/shared/contracts';
import { fakeApi } from '@console/shared/testing';
import { ConsoleUiProvider } from '@console/shared/ui';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../app/query-client';
import { useRegistryStore } from '../../federation/registry-store';
import { ConsoleBanners, OFFLINE_NOTICE } from './console-banners';

jest.mock('../../federation/remote-loader', () => ({
  registerTenantRemotes: jest.fn(),
  loadRemoteRoutes: jest.fn(() => Promise.resolve({ routes: {} })),
}));
jest.mock('../../federation/first-page', () => ({ whenFirstPageSettles: () => Promise.resolve() }));
jest.mock('../../federation/remote-loads', () => ({ reportRemoteLoad: jest.fn() }));

const role: Role = {
  id: 7,
  name: 'Operations',
  role_code: 'ROLE_OPERATIONS',
  permissions: [],
  is_default: false,
  user_count: 2,
  created_at: '2030-01-01T09:00:00Z',
  updated_at: '2030-01-01T09:00:00Z',
};
const page = { limit: 10, offset: 0, total: 1, currentPage: 1 };

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

/** A list read as the remotes' pages read theirs, and a save as their forms send it. */
function RolesScreen() {
  const roles = useQuery({
    queryKey: ['offline-test', 'roles'],
    queryFn: async ({ signal }) =>
      unwrap(await api.post('/merchant/roles/list', { limit: 10, offset: 0 }, inPlaceRead({ signal }))),
  });
  const save = useMutation({
    mutationFn: async () =>
      unwrap(await api.post('/merchant/roles', { name: 'Support', permissions: [] }, { noErrorToast: false })),
  });
  return (
    <div>
      <p>
        list {roles.status} {roles.fetchStatus}
      </p>
      <ul>
        {roles.data?.data.map((r) => (
          <li key={r.id}>{r.name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
      <p>save {save.isPaused ? 'paused' : save.status}</p>
    </div>
  );
}

function renderShell() {
  return render(
    <ConsoleUiProvider>
      <QueryClientProvider client={queryClient}>
        <ConsoleBanners reload={jest.fn()} />
        <RolesScreen />
      </QueryClientProvider>
    </ConsoleUiProvider>,
  );
}

describe('offline', () => {
  beforeEach(() => {
    useRegistryStore.getState().reset();
    useToastStore.getState().clear();
    queryClient.clear();
  });
  // Every test ends online, as the next one starts.
  afterEach(() => goOnline());

  it('shows the banner while the browser is offline and clears it when the connection returns', () => {
    renderShell();
    fakeApi().on('POST /merchant/roles/list', () => ({ data: [role], pagination: page }));
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline — changes will be sent when the connection returns',
    );
    goOnline();
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pauses a list read while offline, not failing it, and loads its rows when the connection returns', async () => {
    const server = fakeApi().on('POST /merchant/roles/list', () => ({ data: [role], pagination: page }));
    goOffline();
    renderShell();
    expect(await screen.findByText('list pending paused')).toBeInTheDocument();
    expect(server.bodies('POST /merchant/roles/list')).toHaveLength(0);
    goOnline();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Operations');
    expect(screen.getByText('list success idle')).toBeInTheDocument();
    expect(server.bodies('POST /merchant/roles/list')).toHaveLength(1);
    expect(useToastStore.getState().error).toBeFalsy();
  });

  it('holds a save made offline and sends it once when the connection returns', async () => {
    const server = fakeApi()
      .on('POST /merchant/roles/list', () => ({ data: [role], pagination: page }))
      .on('POST /merchant/roles', (body) => ({ data: { ...role, id: 8, name: body.name } }));
    renderShell();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Operations');
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('save paused')).toBeInTheDocument();
    expect(server.bodies('POST /merchant/roles')).toHaveLength(0);
    goOnline();
    expect(await screen.findByText('save success')).toBeInTheDocument();
    expect(server.bodies('POST /merchant/roles')).toEqual([{ name: 'Support', permissions: [] }]);
    expect(useToastStore.getState().error).toBeFalsy();
  });

  it('holds a call made outside the query client too, and sends it when the connection returns', async () => {
    const server = fakeApi().on('POST /merchant/roles/list', () => ({ data: [role], pagination: page }));
    goOffline();
    let settled = false;
    const call = api.post('/merchant/roles/list', { limit: 10, offset: 0 }).then((result) => {
      settled = true;
      return result;
    });
    // Long enough for a request to have been answered (and the call settled), were it sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(server.bodies('POST /merchant/roles/list')).toHaveLength(0);
    goOnline();
    await waitFor(() => expect(settled).toBe(true));
    expect(await call).toMatchObject({ ok: true, data: { data: [role] } });
  });
});
