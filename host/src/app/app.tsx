/** Providers and the router: one Chakra system, one query client, one router for every remote. */
import { ConsoleUiProvider } from '@console/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { CrashBoundary } from '../features/errors/crash-boundary';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // Failures are toasted by the API client; a retry would toast them again.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
    mutations: { retry: false },
  },
});

export function App() {
  return (
    <ConsoleUiProvider>
      <CrashBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </CrashBoundary>
    </ConsoleUiProvider>
  );
}
