/** Registers the top bar's refresh-data action for as long as the screen is mounted (none when `action` is undefined). */
import { useEffect, useRef } from 'react';
import { useRefreshStore } from '../stores/refresh-store';

export function useRefreshAction(action: (() => unknown) | undefined, loading: boolean): void {
  const latest = useRef(action);
  latest.current = action;
  const enabled = action !== undefined;
  useEffect(() => (enabled ? useRefreshStore.getState().register(() => latest.current?.()) : undefined), [enabled]);
  useEffect(() => {
    if (enabled) useRefreshStore.getState().setLoading(loading);
  }, [enabled, loading]);
}
