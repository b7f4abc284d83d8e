import { DEFAULT_LABELS, useTenantStore } from '@console/shared';
import type { ConsoleRegistry, RemoteEntry, SessionUser } from '@console/shared/contracts';
import { PLATFORM_ROLE_CODE } from '@console/shared/permissions';
import { ConsoleUiProvider } from '@console/shared/ui';
import { render, screen } from '@testing-library/react';
import { ConsoleBanners } from '../features/shell/console-banners';
import { useRegistryStore } from './registry-store';
import { loadRemoteRoutes, registerTenantRemotes } from './remote-loader';
import { reportRemoteLoad } from './remote-loads';
import { OVERRIDES_KEY } from './remote-overrides';
import { sessionUser } from '../testing/session-user';

jest.mock('./remote-loader', () => ({ registerTenantRemotes: jest.fn(), loadRemoteRoutes: jest.fn() }));
jest.mock('./first-page', () => ({ whenFirstPageSettles: () => Promise.resolve() }));
jest.mock('./remote-loads', () => ({ reportRemoteLoad: jest.fn() }));

const entry = (name: string, version = '1.0.0'): RemoteEntry => ({
  name,
  version,
  manifestUrl: `https://cdn.test/${name}/${version}/mf-manifest.json`,
});
const registry: ConsoleRegistry = {
  module_id: 1,
  tenant_name: 'Demo',
  labels: DEFAULT_LABELS,
  time_zone: 'Asia/Kolkata',
  remotes: [entry('remote-people', '1.2.0'), entry('remote-admin', '2.0.0'), entry('remote-transactions')],
};

const loadRoutes = jest.mocked(loadRemoteRoutes);
const report = jest.mocked(reportRemoteLoad);

beforeEach(() => {
  useRegistryStore.getState().reset();
  sessionStorage.clear();
  useTenantStore.getState().setTenant(1, DEFAULT_LABELS, 'Asia/Kolkata');
  loadRoutes.mockReset();
  report.mockReset();
  jest.mocked(registerTenantRemotes).mockReset();
});

async function loadAll(target: string, who: SessionUser | null) {
  await useRegistryStore.getState().load(target, registry, who);
  // The other remotes load after the first page; let them settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('reporting each remote load', () => {
  it('reports the version loaded, its time, and a failure with its reason', async () => {
    loadRoutes.mockImplementation((name) =>
      name === 'remote-admin'
        ? Promise.reject(new Error('Loading remote entry timed out'))
        : Promise.resolve({ routes: {} }),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadAll('/customer-list', null);
    logged.mockRestore();
    const reports = report.mock.calls.map(([load]) => load);
    for (const load of reports) expect(load.duration_ms).toBeGreaterThanOrEqual(0);
    expect(reports.map(({ duration_ms: _ms, ...rest }) => rest)).toEqual([
      { remote: 'remote-people', version: '1.2.0', ok: true },
      { remote: 'remote-admin', version: '2.0.0', ok: false, reason: 'Loading remote entry timed out' },
      { remote: 'remote-transactions', version: '1.0.0', ok: true },
    ]);
  });
});

describe('the tab’s overrides when the console loads', () => {
  const asking =
    '/customer-list?disable-remotes=remote-people&override-remote=remote-admin@https://cdn.test/admin-rc/mf-manifest.json';

  it('leave out the disabled remote, load the overridden one from its manifest unreported, and say so in a banner', async () => {
    loadRoutes.mockResolvedValue({ routes: {} });
    // Outside a production build (the tests'), anyone's overrides are honoured.
    await loadAll(asking, sessionUser('ROLE_COMPANY_ADMIN'));
    expect(jest.mocked(registerTenantRemotes).mock.calls[0]![0]).toEqual([
      { name: 'remote-admin', manifestUrl: 'https://cdn.test/admin-rc/mf-manifest.json', version: 'override' },
      entry('remote-transactions'),
    ]);
    expect(Object.keys(useRegistryStore.getState().remoteStates)).toEqual(['remote-admin', 'remote-transactions']);
    expect(report.mock.calls.map(([load]) => load.remote)).toEqual(['remote-transactions']);
    expect(sessionStorage.getItem(OVERRIDES_KEY)).not.toBeNull();

    render(
      <ConsoleUiProvider>
        <ConsoleBanners />
      </ConsoleUiProvider>,
    );
    expect(screen.getByTestId('override-banner')).toHaveTextContent(
      'Diagnosis in this tab: People (remote-people) switched off; Administration (remote-admin) loaded from https://cdn.test/admin-rc/mf-manifest.json.',
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();
  });

  it('a reload of the tab keeps them for the platform operator', async () => {
    loadRoutes.mockResolvedValue({ routes: {} });
    await loadAll(asking, sessionUser(PLATFORM_ROLE_CODE));
    useRegistryStore.getState().reset();
    await loadAll('/platform/tenants', sessionUser(PLATFORM_ROLE_CODE));
    expect(Object.keys(useRegistryStore.getState().remoteStates)).toEqual(['remote-admin', 'remote-transactions']);
  });
});
