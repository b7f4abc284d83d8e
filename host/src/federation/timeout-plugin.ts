/**
 * A remote that accepts the connection and never answers would hang the manifest fetch forever
 * and `remoteEntry.js` for ~21 s. Five seconds each brings its section's
 * fallback up in about six.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_TIMEOUT_MS = 5000;

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'console-remote-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: REMOTE_TIMEOUT_MS };
    },
  };
}
