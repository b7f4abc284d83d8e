/** Refreshes the token about 20 s before it expires, for as long as the session lives. */
import { api } from '../api/client';
import { REFRESH_LEAD_MS, useSessionStore } from './session-store';

export async function refreshToken(): Promise<boolean> {
  const result = await api.post('/merchant/user-management', { action: 'refresh_token' }, { quiet: true });
  if (!result.ok) return false;
  useSessionStore.getState().setToken(result.data.data.refresh_token, result.data.data.expires_at);
  return true;
}

/** Starts the refresh timer; returns the stop function. */
export function startTokenRefresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (expiresAt: number | null, loggedIn: boolean) => {
    clearTimeout(timer);
    if (!loggedIn || !expiresAt) return;
    const wait = Math.max(0, expiresAt - Date.now() - REFRESH_LEAD_MS);
    // setTimeout overflows above ~24.8 days; tokens live 23 h, so this is only a guard.
    timer = setTimeout(() => void refreshToken(), Math.min(wait, 2 ** 31 - 1));
  };
  const state = useSessionStore.getState();
  schedule(state.expiresAt, state.isLoggedIn);
  const unsubscribe = useSessionStore.subscribe((s, prev) => {
    if (s.expiresAt !== prev.expiresAt || s.isLoggedIn !== prev.isLoggedIn) schedule(s.expiresAt, s.isLoggedIn);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
