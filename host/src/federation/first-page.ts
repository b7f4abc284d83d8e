/**
 * When the first page the console opens has shown and its data has arrived: the remotes that page
 * does not need load after that, so their code does not compete with its first render.
 */
import { queryClient } from '../app/query-client';

let shown!: () => void;
const pageShown = new Promise<void>((resolve) => (shown = resolve));

/** A remote's page has rendered (RemoteRoute). */
export function markPageShown(): void {
  shown();
}

function queriesSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 0);
  });
}

/** Resolves once the first page has shown, its queries have settled and the browser is idle — after `capMs` at the latest. */
export function whenFirstPageSettles(capMs = 3_000): Promise<void> {
  const settled = pageShown.then(queriesSettled).then(idle);
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}
