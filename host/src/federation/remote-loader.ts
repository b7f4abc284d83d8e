/**
 * Registers the tenant's remotes with the Module Federation runtime and loads each one's
 * `./routes` module once. A failed load is forgotten so Retry starts from scratch (the script
 * tag of a failed remoteEntry is removed too, or the runtime would wait on it again).
 */
import type { RemoteEntry } from '@console/shared/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageLoader, PagePrefetch } from '@console/shared';

/**
 * What every remote exposes as `./routes`: the paths it serves and how to load each page, and
 * for some paths how to ask the page's first data while its code loads.
 */
export interface RemoteRoutesModule {
  routes: Record<string, PageLoader>;
  prefetch?: Record<string, PagePrefetch>;
}

const loads = new Map<string, Promise<RemoteRoutesModule>>();
/** Each remote's routes once loaded, for a render that needs them at once. */
const loaded = new Map<string, RemoteRoutesModule>();
const registered = new Map<string, RemoteEntry>();

/** `remote-admin` → `remote_admin`: a federation name must be an identifier. */
export function federationName(remote: string): string {
  return remote.replace(/-/g, '_');
}

export function registerTenantRemotes(remotes: RemoteEntry[]): void {
  const fresh = remotes.filter((r) => registered.get(r.name)?.manifestUrl !== r.manifestUrl);
  if (fresh.length === 0) return;
  registerRemotes(
    fresh.map((r) => ({ name: federationName(r.name), entry: r.manifestUrl })),
    { force: true },
  );
  for (const r of fresh) {
    registered.set(r.name, r);
    loads.delete(r.name);
  }
}

export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  let load = loads.get(remote);
  if (!load) {
    load = loadRemote<RemoteRoutesModule>(`${federationName(remote)}/routes`).then((mod) => {
      if (!mod || typeof mod.routes !== 'object') throw new Error(`${remote} did not expose ./routes`);
      if (loads.get(remote) === load) loaded.set(remote, mod);
      return mod;
    });
    const mine = load;
    // Forget only this attempt: a newer registration may have replaced it meanwhile.
    load.catch(() => {
      if (loads.get(remote) === mine) forgetRemote(remote);
    });
    loads.set(remote, load);
  }
  return load;
}

/** The remote's routes if they have loaded (and not been forgotten since). */
export function loadedRemoteRoutes(remote: string): RemoteRoutesModule | undefined {
  return loaded.get(remote);
}

export function forgetRemote(remote: string): void {
  loads.delete(remote);
  loaded.delete(remote);
  const entry = registered.get(remote);
  if (!entry) return;
  const base = new URL('.', entry.manifestUrl).href;
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src.startsWith(base)) script.remove();
  }
  registerRemotes([{ name: federationName(remote), entry: entry.manifestUrl }], { force: true });
}
