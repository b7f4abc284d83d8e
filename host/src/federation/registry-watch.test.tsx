import { DEFAULT_LABELS, useTenantStore } from '@console/shared';
import type { ConsoleRegistry, RemoteEntry } from '@console/shared/contracts';
import { ACME_LABELS, fakeApi } from '@console/shared/testing';
import { ConsoleUiProvider } from '@console/shared/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleBanners, remoteNoun } from '../features/shell/console-banners';
import { useRegistryStore } from './registry-store';
import { changedRemotes, MIN_CHECK_GAP_MS, REGISTRY_CHECK_MS, watchRegistry } from './registry-watch';

jest.mock('./remote-loader', () => ({
  registerTenantRemotes: jest.fn(),
  loadRemoteRoutes: jest.fn(() => Promise.resolve({ routes: {} })),
}));
jest.mock('./first-page', () => ({ whenFirstPageSettles: () => Promise.resolve() }));
jest.mock('./remote-loads', () => ({ reportRemoteLoad: jest.fn() }));

const entry = (name: string, version: string): RemoteEntry => ({
  name,
  version,
  manifestUrl: `https://cdn.test/${name}/${version}/mf-manifest.json`,
});
const registry = (...remotes: RemoteEntry[]): ConsoleRegistry => ({
  module_id: 1,
  tenant_name: 'Demo',
  labels: DEFAULT_LABELS,
  time_zone: 'Asia/Kolkata',
  remotes,
});

describe('which remotes changed', () => {
  const running = [entry('remote-people', '1.0.0'), entry('remote-admin', '1.0.0')];
  it('names a remote with another version or manifest; one no longer listed or new is not an update', () => {
    expect(changedRemotes(running, running)).toEqual([]);
    expect(changedRemotes(running, [entry('remote-people', '1.1.0'), entry('remote-admin', '1.0.0')])).toEqual([
      'remote-people',
    ]);
    const moved = { ...entry('remote-admin', '1.0.0'), manifestUrl: 'https://other.test/mf-manifest.json' };
    expect(changedRemotes(running, [entry('remote-people', '1.0.0'), moved])).toEqual(['remote-admin']);
    expect(changedRemotes(running, [entry('remote-touchpoints', '1.0.0')])).toEqual([]);
  });
});

describe('when the registry is read again', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('reads it every five minutes while the page is visible', () => {
    const check = jest.fn();
    const stop = watchRegistry(check);
    jest.advanceTimersByTime(REGISTRY_CHECK_MS - 1);
    expect(check).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    jest.advanceTimersByTime(REGISTRY_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(1);
    hidden.mockRestore();
    jest.advanceTimersByTime(REGISTRY_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(REGISTRY_CHECK_MS * 3);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('reads it when the window gets the focus, not again within the gap', () => {
    const check = jest.fn();
    const stop = watchRegistry(check);
    window.dispatchEvent(new Event('focus'));
    expect(check).not.toHaveBeenCalled();
    jest.advanceTimersByTime(MIN_CHECK_GAP_MS);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(MIN_CHECK_GAP_MS - 1);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('the new-version banner', () => {
  beforeEach(() => {
    useRegistryStore.getState().reset();
    useTenantStore.getState().setTenant(1, DEFAULT_LABELS, 'Asia/Kolkata');
  });

  it('offers a reload for a running remote the registry now lists with a new version', async () => {
    const server = fakeApi().on('GET /merchant/console/registry', () => ({
      data: registry(entry('remote-people', '1.0.0'), entry('remote-admin', '1.0.0')),
    }));
    await useRegistryStore
      .getState()
      .load('/customer-list', registry(entry('remote-people', '1.0.0'), entry('remote-admin', '1.0.0')), null);
    const reload = jest.fn();
    render(
      <ConsoleUiProvider>
        <ConsoleBanners reload={reload} />
      </ConsoleUiProvider>,
    );
    await act(() => useRegistryStore.getState().checkForUpdates());
    expect(screen.queryByText(/A new version/)).toBeNull();

    server.on('GET /merchant/console/registry', () => ({
      data: registry(entry('remote-people', '1.1.0'), entry('remote-admin', '1.0.0')),
    }));
    await act(() => useRegistryStore.getState().checkForUpdates());
    expect(screen.getByRole('status')).toHaveTextContent('A new version of People is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);

    // A failed read changes nothing (and falls back to no static file).
    server.on('GET /merchant/console/registry', () => ({ ok: false, status: 503, message: 'down', aborted: false }));
    await act(() => useRegistryStore.getState().checkForUpdates());
    expect(screen.getAllByText(/A new version of/)).toHaveLength(1);
  });

  it('names the section in the tenant’s words', () => {
    expect(remoteNoun('remote-people', DEFAULT_LABELS)).toBe('People');
    expect(remoteNoun('remote-transactions', DEFAULT_LABELS)).toBe('Transactions');
    expect(remoteNoun('remote-touchpoints', DEFAULT_LABELS)).toBe('Touchpoints');
    expect(remoteNoun('remote-admin', DEFAULT_LABELS)).toBe('Administration');
    expect(remoteNoun('remote-people', ACME_LABELS)).toBe(ACME_LABELS.peopleSection);
    expect(remoteNoun('remote-transactions', ACME_LABELS)).toBe(ACME_LABELS.transactionsSection);
  });
});
