/**
 * The tenant's console: its remotes, read from the registry after sign-in (falling back to the
 * static `registry.json` served with the host when the API cannot answer), and the state of each
 * remote's `./routes` — loading, ready with the paths it serves, or failed. Its labels go to the
 * tenant store of @console/shared, which every remote reads. The remote that serves the page being
 * opened loads first and alone; the others wait until that page has shown with its data. Each
 * load is reported for the platform's Health page; the tab's diagnosis overrides (disabled remotes,
 * another manifest) apply before anything is registered; a later read of the registry that lists
 * another version of a remote offers a reload.
 */
import { onSessionEnd, useSessionStore, useTenantStore } from '@console/shared';
import type { ConsoleRegistry, RemoteEntry, SessionUser } from '@console/shared/contracts';
import { create } from 'zustand';
import { remoteFor } from '../app/access';
import { fetchRegistry } from '../features/shell/api/get-registry';
import { whenFirstPageSettles } from './first-page';
import { reportRemoteLoad } from './remote-loads';
import { loadRemoteRoutes, registerTenantRemotes } from './remote-loader';
import { applyOverrides, isOverridden, sessionOverrides, type RemoteOverrides } from './remote-overrides';
import { changedRemotes } from './registry-watch';

export type RemoteState =
  { status: 'loading' } | { status: 'ready'; paths: string[] } | { status: 'failed'; error: string };

interface RegistryState {
  status: 'idle' | 'loading' | 'ready';
  /** The company's name (the page title says it). */
  tenantName: string;
  remotes: RemoteEntry[];
  remoteStates: Record<string, RemoteState>;
  /** The tab's diagnosis overrides in force (null: none). */
  overrides: RemoteOverrides | null;
  /** Remotes the registry now lists with another version than the one running. */
  updates: string[];
  /**
   * Loads the remotes of the registry (the one the sign-in answer carried, else read now), first
   * the one that serves `target`'s page; resolves when that one has loaded (or failed). `target`
   * (a path, with its query) and `user` (who signs in) decide the tab's overrides.
   */
  load(target?: string, registry?: ConsoleRegistry, user?: SessionUser | null): Promise<void>;
  retryRemote(name: string): Promise<void>;
  /** Reads the registry again and notes the remotes that have a new version. */
  checkForUpdates(): Promise<void>;
  reset(): void;
}

const initial = {
  status: 'idle' as const,
  tenantName: '',
  remotes: [],
  remoteStates: {},
  overrides: null,
  updates: [],
};

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

export const useRegistryStore = create<RegistryState>((set, get) => {
  const loadOne = async (name: string) => {
    // A remote the registry has just listed is already loading: no state change, no render for it.
    if (get().remoteStates[name]?.status !== 'loading') {
      set((s) => ({ remoteStates: { ...s.remoteStates, [name]: { status: 'loading' } } }));
    }
    const entry = get().remotes.find((r) => r.name === name);
    // A remote loaded from an address override is not the published version: not reported.
    const report = entry && !isOverridden(name, get().overrides) ? entry : undefined;
    const started = now();
    try {
      const mod = await loadRemoteRoutes(name);
      if (report) reportRemoteLoad({ remote: name, version: report.version, ok: true, duration_ms: now() - started });
      set((s) => ({
        remoteStates: { ...s.remoteStates, [name]: { status: 'ready', paths: Object.keys(mod.routes) } },
      }));
    } catch (error) {
      console.error(`remote ${name} failed to load`, error);
      const reason = error instanceof Error ? error.message : String(error);
      if (report)
        reportRemoteLoad({ remote: name, version: report.version, ok: false, duration_ms: now() - started, reason });
      set((s) => ({
        remoteStates: {
          ...s.remoteStates,
          [name]: { status: 'failed', error: error instanceof Error ? error.message : String(error) },
        },
      }));
    }
  };
  return {
    ...initial,
    load: async (
      target = `${window.location.pathname}${window.location.search}`,
      registry,
      user = useSessionStore.getState().user,
    ) => {
      if (get().status !== 'idle') return;
      set({ status: 'loading' });
      const data = registry ?? (await fetchRegistry());
      if (!data) {
        set({ ...initial });
        return;
      }
      const url = new URL(target, window.location.origin);
      const overrides = sessionOverrides(url.search, user);
      const remotes = applyOverrides(data.remotes, overrides);
      registerTenantRemotes(remotes);
      useTenantStore.getState().setTenant(data.module_id, data.labels, data.time_zone);
      set({
        status: 'ready',
        tenantName: data.tenant_name,
        remotes,
        overrides,
        remoteStates: Object.fromEntries(remotes.map((r) => [r.name, { status: 'loading' } as RemoteState])),
      });
      const first = remotes.find((r) => r.name === remoteFor(url.pathname));
      const rest = remotes.filter((r) => r !== first);
      const loadRest = async () => {
        if (first) await whenFirstPageSettles();
        await Promise.all(rest.map((r) => loadOne(r.name)));
      };
      if (first) await loadOne(first.name);
      void loadRest();
    },
    retryRemote: (name) => loadOne(name),
    checkForUpdates: async () => {
      if (get().status !== 'ready') return;
      const data = await fetchRegistry({ fallback: false });
      const { status, remotes, overrides, updates } = get();
      if (!data || status !== 'ready') return;
      const changed = changedRemotes(remotes, applyOverrides(data.remotes, overrides));
      // Once offered, a reload stays offered (a later answer may not list it again).
      const next = [...updates, ...changed.filter((name) => !updates.includes(name))];
      if (next.length !== updates.length) set({ updates: next });
    },
    reset: () => set({ ...initial }),
  };
});

onSessionEnd(() => useRegistryStore.getState().reset());
