/**
 * Whether the browser is online, as its `online` and `offline` events say: the one answer the API
 * client (a call waits while offline and is sent when the connection returns), the console's query
 * client (queries and mutations pause and resume) and the shell's offline banner all read. It
 * starts online and follows the events only: `navigator.onLine` can say offline on a machine that
 * is not, and would hold every call back.
 */
import { useSyncExternalStore } from 'react';

let online = true;
const listeners = new Set<(online: boolean) => void>();

function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  for (const listener of [...listeners]) listener(next);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}

export function isOnline(): boolean {
  return online;
}

/** Calls `listener` each time the browser goes offline or comes back; returns the unsubscribe. */
export function onConnectionChange(listener: (online: boolean) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Resolves true once the browser is online (at once when it is), false if `signal` aborts first. */
export function whenOnline(signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  if (online) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      stop();
      signal?.removeEventListener('abort', aborted);
      resolve(value);
    };
    const aborted = () => done(false);
    const stop = onConnectionChange((now) => now && done(true));
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** Whether the browser is online, re-rendering when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(onConnectionChange, isOnline, () => true);
}
