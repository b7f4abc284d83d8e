/**
 * A page's code that fails to load because a newer build replaced it: the hashed chunk the running
 * build asks for is gone from its server, which answers 404 (or 410) when asked again. That is not
 * a crash nor a section that is down (no answer, a 5xx, the browser offline): reloading the page
 * loads the new build, so the console offers "A new version is available — Reload" instead.
 */
import { useEffect, useState } from 'react';

/** Reloads the page at the same address: the newest build of the host and every remote loads. */
export function reloadPage(): void {
  window.location.reload();
}

/** How long the check of the failed chunk's address may take before the failure is shown as it is. */
export const CHUNK_CHECK_MS = 5000;

// webpack's ChunkLoadError and CSS chunk failure, and the browsers' failed dynamic import().
const CHUNK_FAILED =
  /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** The error and its causes (a runtime may wrap a chunk's failure), nearest first. */
function chain(error: unknown): Error[] {
  const errors: Error[] = [];
  for (let e = error; e instanceof Error && errors.length < 5; e = e.cause) errors.push(e);
  return errors;
}

/** The failed chunk's address when `error` is a chunk that did not load, else undefined. */
export function failedChunkUrl(error: unknown): string | undefined {
  for (const e of chain(error)) {
    if (e.name !== 'ChunkLoadError' && !CHUNK_FAILED.test(e.message)) continue;
    const request = (e as { request?: unknown }).request;
    if (typeof request === 'string' && /^https?:\/\//.test(request)) return request;
    const inMessage = /https?:\/\/[^\s)'"]+/.exec(e.message)?.[0];
    if (inMessage) return inMessage;
  }
  return undefined;
}

/**
 * Whether `error` is a chunk a newer build removed: its server, asked again (HEAD, not from the
 * cache), says it no longer has it (404, 410, or its HTML page in the script's place). A chunk that cannot be fetched at all is not: the section is
 * down or the browser offline, and Retry is the way on.
 */
export async function isStaleBuild(error: unknown, probe: typeof fetch = fetch): Promise<boolean> {
  const url = failedChunkUrl(error);
  if (!url) return false;
  try {
    const response = await probe(url, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(CHUNK_CHECK_MS),
    });
    // A server that answers every missing path with its page (an SPA fallback) says it with HTML.
    const page = response.ok && /text\/html/i.test(response.headers.get('content-type') ?? '');
    return response.status === 404 || response.status === 410 || page;
  } catch {
    return false;
  }
}

/** 'checking' while the failed chunk is asked about, then whether a newer build replaced it. */
export function useStaleBuild(error: unknown): 'checking' | boolean {
  const [verdict, setVerdict] = useState<{ error: unknown; stale: boolean } | null>(null);
  const known = verdict && verdict.error === error ? verdict.stale : undefined;
  const chunk = failedChunkUrl(error) !== undefined;
  useEffect(() => {
    if (!chunk) return;
    let live = true;
    void isStaleBuild(error).then((stale) => live && setVerdict({ error, stale }));
    return () => {
      live = false;
    };
  }, [error, chunk]);
  if (!chunk) return false;
  return known ?? 'checking';
}
