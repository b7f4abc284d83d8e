/** What every screen has, signed in or out: toasts, the loader overlay, the licence modal, keys. */
import { cancelAllRequests, useLicenceStore } from '@console/shared';
import { lazy, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CrashBoundary } from '../features/errors/crash-boundary';
import { LoaderOverlay } from '../features/frame/loader-overlay';
import { Toasts } from '../features/frame/toasts';
import { useFormKeys } from '../features/frame/use-form-keys';

const LicenceModal = lazy(() => import('../features/frame/licence-modal'));

export function AppFrame({ children }: { children: ReactNode }) {
  const location = useLocation();
  const previous = useRef(location.pathname);
  // Leaving a page cancels its calls; a layout effect runs before the next page starts its own.
  useLayoutEffect(() => {
    if (previous.current !== location.pathname) cancelAllRequests();
    previous.current = location.pathname;
  }, [location.pathname]);
  useFormKeys();
  const licenceExpired = useLicenceStore((s) => s.expired);
  return (
    <>
      <CrashBoundary>{children}</CrashBoundary>
      <LoaderOverlay />
      <Toasts />
      {licenceExpired && (
        <Suspense fallback={null}>
          <LicenceModal />
        </Suspense>
      )}
    </>
  );
}
