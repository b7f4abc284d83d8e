/** What every screen has, signed in or out: toasts, the loader overlay, the licence modal, keys. */
import { cancelAllRequests } from '@console/shared';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CrashBoundary } from '../features/errors/crash-boundary';
import { LicenceModal } from '../features/frame/licence-modal';
import { LoaderOverlay } from '../features/frame/loader-overlay';
import { Toasts } from '../features/frame/toasts';
import { useFormKeys } from '../features/frame/use-form-keys';

export function AppFrame({ children }: { children: ReactNode }) {
  const location = useLocation();
  const previous = useRef(location.pathname);
  // Leaving a page cancels its calls; a layout effect runs before the next page starts its own.
  useLayoutEffect(() => {
    if (previous.current !== location.pathname) cancelAllRequests();
    previous.current = location.pathname;
  }, [location.pathname]);
  useFormKeys();
  return (
    <>
      <CrashBoundary>{children}</CrashBoundary>
      <LoaderOverlay />
      <Toasts />
      <LicenceModal />
    </>
  );
}
