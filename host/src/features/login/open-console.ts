/**
 * Between the sign-in answer and the shell: the remote that serves the page being opened loads
 * from the answer's registry, then the page's code and its first data are asked for together,
 * all before the shell renders. The shell waits for that remote at most `FIRST_REMOTE_WAIT_MS`
 * (a slow remote shows its own spinner), and for the page's first data at most
 * `FIRST_DATA_WAIT_MS` more: rows already in render with the shell's first render, which is the
 * console's longest task, instead of in a second one after it.
 */
import type { LoginResponse } from '@console/shared/contracts';
import { useSessionStore } from '@console/shared';
import { prefetchSavedViews } from '@console/shared/ui';
import { matchPath } from 'react-router-dom';
import { queryClient } from '../../app/query-client';
import { pageRoute, preloadPage } from '../../federation/preload-page';
import { useRegistryStore } from '../../federation/registry-store';
import { loadedRemoteRoutes } from '../../federation/remote-loader';

const FIRST_REMOTE_WAIT_MS = 1_500;
const FIRST_DATA_WAIT_MS = 400;

export interface OpenedConsole {
  /** Where to go: `target`, or the landing page when `target` is no page the operator opens. */
  path: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function openConsole(target: string, session: LoginResponse): Promise<OpenedConsole> {
  const url = new URL(target, window.location.origin);
  const deadline = wait(FIRST_REMOTE_WAIT_MS);
  await Promise.race([useRegistryStore.getState().load(target, session.console, session.data), deadline]);
  const { remoteStates } = useRegistryStore.getState();
  const access = { user: session.data, permissions: session.data.Role.permissions, remoteStates };
  const route = pageRoute(url.pathname, access);
  const mod = route && remoteStates[route.remote]?.status === 'ready' ? loadedRemoteRoutes(route.remote) : undefined;
  const opensTarget = route !== undefined && matchPath(route.path, url.pathname) !== null;
  const prefetch = route && mod?.prefetch?.[route.path];
  // The first data request carries the new token; the session is signed in when the shell mounts.
  if (prefetch) useSessionStore.getState().setToken(session.token, session.expiresAt);
  const search = opensTarget ? url.searchParams : new URLSearchParams();
  const rows = prefetch?.(queryClient, search);
  // A list opened with no search reads its rows once it knows its default view: ask beside them.
  const views = rows && route && search.toString() === '' ? prefetchSavedViews(queryClient, route.path) : undefined;
  const data = rows && Promise.all([rows, views]);
  // The page's code, loaded now, renders with the shell's first render.
  await Promise.race([preloadPage(route), deadline]);
  if (data) await Promise.race([data, wait(FIRST_DATA_WAIT_MS)]);
  return { path: !route || opensTarget ? target : route.path };
}
