/**
 * Between the sign-in answer and the shell: the remote that serves the page being opened loads
 * from the answer's registry, the page's code starts downloading and its first data is asked
 * for, all before the shell renders — its first render is the console's longest task and would
 * hold those requests back. The shell waits for that remote at most `FIRST_REMOTE_WAIT_MS`; a
 * slow remote shows its own spinner.
 */
import type { LoginResponse } from '@console/shared/contracts';
import { matchPath } from 'react-router-dom';
import { queryClient } from '../../app/query-client';
import { pageRoute, preloadPage } from '../../federation/preload-page';
import { useRegistryStore } from '../../federation/registry-store';
import { loadedRemoteRoutes } from '../../federation/remote-loader';

const FIRST_REMOTE_WAIT_MS = 1_500;

export interface OpenedConsole {
  /** Where to go: `target`, or the landing page when `target` is no page the operator opens. */
  path: string;
  /** Asks the page's first data; call it once the session holds the token. */
  prefetch(): void;
}

export async function openConsole(target: string, session: LoginResponse): Promise<OpenedConsole> {
  const url = new URL(target, window.location.origin);
  const deadline = new Promise((resolve) => setTimeout(resolve, FIRST_REMOTE_WAIT_MS));
  await Promise.race([useRegistryStore.getState().load(url.pathname, session.console), deadline]);
  const { remoteStates } = useRegistryStore.getState();
  const access = { user: session.data, permissions: session.data.Role.permissions, remoteStates };
  const route = pageRoute(url.pathname, access);
  // The page's code, loaded now, renders with the shell's first render.
  await Promise.race([preloadPage(route), deadline]);
  const mod = route && remoteStates[route.remote]?.status === 'ready' ? loadedRemoteRoutes(route.remote) : undefined;
  if (!route || !mod) return { path: target, prefetch: () => undefined };
  const opensTarget = matchPath(route.path, url.pathname) !== null;
  return {
    path: opensTarget ? target : route.path,
    prefetch: () => mod.prefetch?.[route.path]?.(queryClient, opensTarget ? url.searchParams : new URLSearchParams()),
  };
}
