/**
 * Signed out, /login is the only route (forgot/reset addresses included); signed in, the shell
 * mounts lazily with the routes the operator may open. A data router, so a render failure in a
 * route gets the "Unexpected Application Error!" fallback.
 */
import { useLoadedPage, useSessionStore, type PageLoader } from '@console/shared';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router-dom';
import { RouterFallback } from '../features/errors/router-fallback';
import { LoginPage } from '../features/login/login-page';
import { AppFrame } from './app-frame';
import { safeReturnPath } from './return-path';

// The shell (sidebar, motion, idle timer, the UI kit) stays out of the /login bundle. Loaded into
// state, not React.lazy: Suspense would hold its reveal back by up to 300 ms after sign-in.
const loadShell: PageLoader = () => import('../features/shell/shell');

function ShellWhenLoaded() {
  const shell = useLoadedPage(loadShell);
  if (shell.status === 'failed') throw shell.error;
  return shell.status === 'ready' ? <shell.Page /> : null;
}

/** Signed in (just now, or already), /login leads on to where the operator was sent from. */
function SignedOutOnly() {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return isLoggedIn ? <Navigate to={safeReturnPath(from) ?? '/'} replace /> : <LoginPage />;
}

function SignedInOnly() {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const location = useLocation();
  // The whole address (query and hash too): sign-in returns there (see return-path.ts).
  if (!isLoggedIn)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return <ShellWhenLoaded />;
}

export const router = createBrowserRouter([
  {
    element: (
      <AppFrame>
        <Outlet />
      </AppFrame>
    ),
    errorElement: <RouterFallback />,
    children: [
      { path: '/login', element: <SignedOutOnly /> },
      { path: '*', element: <SignedInOnly /> },
    ],
  },
]);
