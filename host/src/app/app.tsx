/** The router under a crash boundary; the Chakra provider and the query client live in the shell. */
import { RouterProvider } from 'react-router-dom';
import { CrashBoundary } from '../features/errors/crash-boundary';
import { router } from './router';

export function App() {
  return (
    <CrashBoundary>
      <RouterProvider router={router} />
    </CrashBoundary>
  );
}
