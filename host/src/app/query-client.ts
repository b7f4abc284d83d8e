/**
 * One query client for every remote's pages (it stays out of the /login bundle: the shell and the
 * sign-in's page prefetch import it). Logout resets every held state, cached server data included.
 */
import { onSessionEnd } from '@console/shared';
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Failures are toasted by the API client; a retry would toast them again.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
    mutations: { retry: false },
  },
});
onSessionEnd(() => queryClient.clear());
