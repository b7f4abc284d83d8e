/** Providers and the router: one Chakra system and one router for every remote (the query client lives in the shell). */
import { ConsoleUiProvider } from '@console/shared';
import { RouterProvider } from 'react-router-dom';
import { CrashBoundary } from '../features/errors/crash-boundary';
import { router } from './router';

export function App() {
  return (
    <ConsoleUiProvider>
      <CrashBoundary>
        <RouterProvider router={router} />
      </CrashBoundary>
    </ConsoleUiProvider>
  );
}
