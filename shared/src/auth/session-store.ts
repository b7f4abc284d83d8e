/**
 * The session: token and expiry in 23-hour cookies, user details and permissions
 * in local storage, refreshed about 20 s before expiry. Logout clears the cookies, all local
 * storage and every held store, so nothing of one operator survives for the next.
 */
import type { SessionUser, SignedInSession } from '../contracts/auth';
import { ADMIN_ROLE_CODE } from '../contracts/permissions';
import { create } from 'zustand';
import { deleteCookie, getCookie, setCookie } from './cookies';

export const TOKEN_COOKIE = 'token';
export const EXPIRY_COOKIE = 'expiresAt';
export const USER_KEY = 'userDetails';
export const PERMISSIONS_KEY = 'permissions';
/** Refresh this long before the token expires. */
export const REFRESH_LEAD_MS = 20_000;

export type LogoutReason = 'user' | 'expired' | 'licence' | 'idle';

interface SessionState {
  token: string | null;
  expiresAt: number | null;
  user: SessionUser | null;
  permissions: string[];
  isLoggedIn: boolean;
  /** Why the last session ended (the login screen may say so). */
  endedBy: LogoutReason | null;
  signIn(response: SignedInSession): void;
  setToken(token: string, expiresAt: string | number): void;
  signOut(reason?: LogoutReason): void;
}

function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

function readPermissions(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(PERMISSIONS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

function initialState() {
  if (typeof document === 'undefined')
    return { token: null, expiresAt: null, user: null, permissions: [], isLoggedIn: false };
  const token = getCookie(TOKEN_COOKIE);
  const expiresAt = Number(getCookie(EXPIRY_COOKIE)) || null;
  const user = readUser();
  const live = Boolean(token && expiresAt && expiresAt > Date.now() && user);
  return live
    ? { token, expiresAt, user, permissions: readPermissions(), isLoggedIn: true }
    : { token: null, expiresAt: null, user: null, permissions: [], isLoggedIn: false };
}

/** Stores registered here are reset on logout ("resets all held state"). */
const resetters = new Set<() => void>();
export function onSessionEnd(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

export const useSessionStore = create<SessionState>((set) => ({
  ...initialState(),
  endedBy: null,
  signIn: (response) => {
    const expiresAt = new Date(response.expiresAt).getTime();
    setCookie(TOKEN_COOKIE, response.token);
    setCookie(EXPIRY_COOKIE, String(expiresAt));
    localStorage.setItem(USER_KEY, JSON.stringify(response.data));
    localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(response.data.Role.permissions));
    set({
      token: response.token,
      expiresAt,
      user: response.data,
      permissions: [...response.data.Role.permissions],
      isLoggedIn: true,
      endedBy: null,
    });
  },
  setToken: (token, expires) => {
    const expiresAt = typeof expires === 'number' ? expires : new Date(expires).getTime();
    setCookie(TOKEN_COOKIE, token);
    setCookie(EXPIRY_COOKIE, String(expiresAt));
    set({ token, expiresAt });
  },
  signOut: (reason = 'user') => {
    deleteCookie(TOKEN_COOKIE);
    deleteCookie(EXPIRY_COOKIE);
    localStorage.clear();
    for (const reset of resetters) reset();
    set({ token: null, expiresAt: null, user: null, permissions: [], isLoggedIn: false, endedBy: reason });
  },
}));

/** "Guest User" names whoever is not signed in. */
export function displayName(user: SessionUser | null): string {
  if (!user) return 'Guest User';
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

export function initials(user: SessionUser | null): string {
  if (!user) return 'GU';
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
}

/**
 * Whether `user` is the company admin (ROLE_COMPANY_ADMIN). The one decision the console makes
 * by role rather than by permission code (only the company admin opens Role Management and
 * the audit log, decides postpaid requests and converts a wallet back to prepaid); the server
 * answers 403 to anyone else whatever a screen shows. Remotes ask `useIsCompanyAdmin()` and never
 * read a role code themselves (lint).
 */
export function isCompanyAdmin(user: SessionUser | null | undefined): boolean {
  return user?.Role.role_code === ADMIN_ROLE_CODE;
}

/** `isCompanyAdmin` of the signed-in operator, for a screen. */
export function useIsCompanyAdmin(): boolean {
  return useSessionStore((s) => isCompanyAdmin(s.user));
}
