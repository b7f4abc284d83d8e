/**
 * Signed out, /login is the only route (forgot/reset addresses included); signed in, the shell
 * mounts lazily with the routes the operator may open. A data router, so a render failure in a
 * route gets the "Unexpected Application Error!" fallback.
 */
import { useSessionStore } from '@console/shared';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router-dom';
import { RouterFallback } from '../features/errors/router-fallback';
import { LoginPage } from '../features/login/login-page';
import { AppFrame } from './app-frame';

// The shell (sidebar, motion, idle timer) stays out of the /login bundle.
const Shell = lazy(() => import('../features/shell/shell'));

function SignedOutOnly() {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  return isLoggedIn ? <Navigate to="/" replace /> : <LoginPage />;
}

function SignedInOnly() {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
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
