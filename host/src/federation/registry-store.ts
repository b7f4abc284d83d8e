/**
 * The tenant's console: its remotes, read from the registry after sign-in (falling back to the
 * static `registry.json` served with the host when the API cannot answer), and the state of each
 * remote's `./routes` — loading, ready with the paths it serves, or failed. Its labels go to the
 * tenant store of @console/shared, which every remote reads. The remote that serves the page being
 * opened loads first and alone; the others wait until that page has shown with its data.
 */
import { onSessionEnd, useTenantStore } from '@console/shared';
import type { ConsoleRegistry, RemoteEntry } from '@console/shared/contracts';
import { create } from 'zustand';
import { remoteFor } from '../app/access';
import { fetchRegistry } from '../features/shell/api/get-registry';
import { whenFirstPageSettles } from './first-page';
import { loadRemoteRoutes, registerTenantRemotes } from './remote-loader';

export type RemoteState =
  { status: 'loading' } | { status: 'ready'; paths: string[] } | { status: 'failed'; error: string };

interface RegistryState {
  status: 'idle' | 'loading' | 'ready';
  /** The company's name (the page title says it). */
  tenantName: string;
  remotes: RemoteEntry[];
  remoteStates: Record<string, RemoteState>;
  /**
   * Loads the remotes of the registry (the one the sign-in answer carried, else read now), first
   * the one that serves `pathname`; resolves when that one has loaded (or failed).
   */
  load(pathname?: string, registry?: ConsoleRegistry): Promise<void>;
  retryRemote(name: string): Promise<void>;
  reset(): void;
}

const initial = { status: 'idle' as const, tenantName: '', remotes: [], remoteStates: {} };

export const useRegistryStore = create<RegistryState>((set, get) => {
  const loadOne = async (name: string) => {
    // A remote the registry has just listed is already loading: no state change, no render for it.
    if (get().remoteStates[name]?.status !== 'loading') {
      set((s) => ({ remoteStates: { ...s.remoteStates, [name]: { status: 'loading' } } }));
    }
    try {
      const mod = await loadRemoteRoutes(name);
      set((s) => ({
        remoteStates: { ...s.remoteStates, [name]: { status: 'ready', paths: Object.keys(mod.routes) } },
      }));
    } catch (error) {
      console.error(`remote ${name} failed to load`, error);
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
    load: async (pathname = window.location.pathname, registry) => {
      if (get().status !== 'idle') return;
      set({ status: 'loading' });
      const data = registry ?? (await fetchRegistry());
      if (!data) {
        set({ ...initial });
        return;
      }
      registerTenantRemotes(data.remotes);
      useTenantStore.getState().setTenant(data.module_id, data.labels, data.time_zone);
      set({
        status: 'ready',
        tenantName: data.tenant_name,
        remotes: data.remotes,
        remoteStates: Object.fromEntries(data.remotes.map((r) => [r.name, { status: 'loading' } as RemoteState])),
      });
      const first = data.remotes.find((r) => r.name === remoteFor(pathname));
      const rest = data.remotes.filter((r) => r !== first);
      const loadRest = async () => {
        if (first) await whenFirstPageSettles();
        await Promise.all(rest.map((r) => loadOne(r.name)));
      };
      if (first) await loadOne(first.name);
      void loadRest();
    },
    retryRemote: (name) => loadOne(name),
    reset: () => set({ ...initial }),
  };
});

onSessionEnd(() => useRegistryStore.getState().reset());
