/** Whether a media query matches now, kept current as the window changes. */
import { useSyncExternalStore } from 'react';

/** A phone: lists become cards. */
export const PHONE_QUERY = '(max-width: 767px)';
/** Narrower than a laptop: a row's actions collapse into one menu. */
export const NARROW_QUERY = '(max-width: 1023px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
