/** Registers the top bar's refresh-data action for as long as the screen is mounted. */
import { useEffect, useRef } from 'react';
import { useRefreshStore } from '../stores/refresh-store';

export function useRefreshAction(action: () => unknown, loading: boolean): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => useRefreshStore.getState().register(() => latest.current()), []);
  useEffect(() => useRefreshStore.getState().setLoading(loading), [loading]);
}
