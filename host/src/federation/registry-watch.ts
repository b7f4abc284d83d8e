/**
 * An open console learns of a new version of its remotes: it reads the registry again when the
 * window gets the focus and every `REGISTRY_CHECK_MS`, and a remote whose version or manifest
 * changed since it was registered is offered as "A new version of … is available — Reload". The
 * remotes on screen are never swapped under the operator: only a reload loads the new ones.
 */
import type { RemoteEntry } from '@console/shared/contracts';

export const REGISTRY_CHECK_MS = 5 * 60_000;
/** A focus this soon after the last check does not ask again (focus comes and goes often). */
export const MIN_CHECK_GAP_MS = 30_000;

/** The remotes of `running` that `fresh` lists with another version or manifest, in `running`'s order. */
export function changedRemotes(running: RemoteEntry[], fresh: RemoteEntry[]): string[] {
  return running
    .filter((r) => {
      const now = fresh.find((f) => f.name === r.name);
      return now !== undefined && (now.version !== r.version || now.manifestUrl !== r.manifestUrl);
    })
    .map((r) => r.name);
}

/**
 * Calls `check` on each focus of the window (not within `minGapMs` of the last) and every
 * `intervalMs` while the page is visible. Answers the function that stops it.
 */
export function watchRegistry(
  check: () => void,
  { intervalMs = REGISTRY_CHECK_MS, minGapMs = MIN_CHECK_GAP_MS, now = () => Date.now() } = {},
): () => void {
  let last = now();
  const run = () => {
    last = now();
    check();
  };
  const onFocus = () => {
    if (now() - last >= minGapMs) run();
  };
  const timer = setInterval(() => {
    if (document.visibilityState !== 'hidden') run();
  }, intervalMs);
  window.addEventListener('focus', onFocus);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', onFocus);
  };
}
