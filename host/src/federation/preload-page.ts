/**
 * Starts downloading the code of the page `pathname` opens (or of the landing page, for a path no
 * allowed route serves) as soon as its remote's routes are known, rather than when the page
 * first renders.
 */
import { matchPath } from 'react-router-dom';
import { allowedRoutes, landingPath, type Access } from '../app/access';
import { loadRemoteRoutes } from './remote-loader';

export function preloadPage(pathname: string, access: Access): void {
  const routes = allowedRoutes(access);
  const landing = landingPath(access);
  const route = routes.find((r) => matchPath(r.path, pathname) !== null) ?? routes.find((r) => r.path === landing);
  if (!route) return;
  // A failure here is the page's own to report when it renders.
  void loadRemoteRoutes(route.remote)
    .then((mod) => mod.routes[route.path]?.())
    .catch(() => undefined);
}
