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

// The shell (sidebar, motion, idle timer, the UI kit) stays out of the /login bundle. Loaded into
// state, not React.lazy: Suspense would hold its reveal back by up to 300 ms after sign-in.
const loadShell: PageLoader = () => import('../features/shell/shell');

function ShellWhenLoaded() {
  const shell = useLoadedPage(loadShell);
  if (shell.status === 'failed') throw shell.error;
  return shell.status === 'ready' ? <shell.Page /> : null;
}

function SignedOutOnly() {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  return isLoggedIn ? <Navigate to="/" replace /> : <LoginPage />;
}

function SignedInOnly() {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
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
