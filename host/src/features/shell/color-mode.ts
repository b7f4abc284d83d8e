/**
 * Light or dark: the system's setting until the operator picks one in the profile menu, then
 * their pick, remembered in this browser. Chakra's semantic tokens switch on the `dark` class of
 * <html>; `color-scheme` makes the browser's own parts (scrollbars, form controls) follow.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';
const KEY = 'console.colorMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function stored(): ColorMode | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}

function current(): ColorMode {
  return stored() ?? (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
}

export function setColorMode(mode: ColorMode) {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // Without storage the choice lasts for this page.
  }
  apply(mode);
  listeners.forEach((l) => l());
}

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** The mode in force, kept on <html> while the shell is mounted (the login screen stays light). */
export function useColorMode(): ColorMode {
  const mode = useSyncExternalStore(subscribe, current);
  useEffect(() => {
    apply(mode);
    return () => apply('light');
  }, [mode]);
  return mode;
}
