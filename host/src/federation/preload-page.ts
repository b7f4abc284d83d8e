/**
 * The page `pathname` opens for the operator (or the landing page, for a path no allowed route
 * serves), and starting to download its code as soon as its remote's routes are known rather
 * than when the page first renders.
 */
import { preloadPageCode } from '@console/shared';
import { matchPath } from 'react-router-dom';
import { allowedRoutes, landingPath, type Access, type AllowedRoute } from '../app/access';
import { loadRemoteRoutes } from './remote-loader';

export function pageRoute(pathname: string, access: Access): AllowedRoute | undefined {
  const routes = allowedRoutes(access);
  const landing = landingPath(access);
  return routes.find((r) => matchPath(r.path, pathname) !== null) ?? routes.find((r) => r.path === landing);
}

export function preloadPage(route: AllowedRoute | undefined): Promise<void> {
  if (!route) return Promise.resolve();
  // A failure here is the page's own to report when it renders.
  return loadRemoteRoutes(route.remote)
    .then((mod) => {
      const load = mod.routes[route.path];
      return load && preloadPageCode(load);
    })
    .catch(() => undefined);
}
