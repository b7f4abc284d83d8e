/**
 * One query client for every remote's pages (it stays out of the /login bundle: the shell and the
 * sign-in's page prefetch import it). Logout resets every held state, cached server data included.
 * Offline, queries and mutations pause (networkMode 'online') and resume when the connection
 * returns: the query layer hears the same online/offline answer as the API client and the banner.
 */
import { isOnline, onConnectionChange, onSessionEnd } from '@console/shared';
import { onlineManager, QueryClient } from '@tanstack/react-query';

// Followed at all times, not only while a page listens: a query started before the provider mounts pauses too.
onlineManager.setEventListener((setOnline) => void setOnline(isOnline()));
onConnectionChange((online) => onlineManager.setOnline(online));

export const queryClient = new QueryClient({
  defaultOptions: {
    // Failures are toasted by the API client; a retry would toast them again.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000, networkMode: 'online' },
    mutations: { retry: false, networkMode: 'online' },
  },
});
onSessionEnd(() => queryClient.clear());
