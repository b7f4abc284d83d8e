/**
 * Reads one JSON file of a remote's build (its mf-manifest.json, its console-remote.json) from
 * where a team serves it, within limits: the whole answer within `timeoutMs`, at most `maxBytes`.
 * Every failure is a sentence that says what was wrong with the URL, for the publisher to read.
 * Only the allowed hosts are asked, and a redirect is refused rather than followed (it could lead
 * anywhere, the server's own network included).
 */
import { hostAllowed, type HostRule } from '../../../lib/allowed-hosts';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** The hosts a build may be fetched from (`PUBLISH_ALLOWED_HOSTS`). */
  allowedHosts: readonly HostRule[];
}

export type Fetched = { ok: true; value: unknown } | { ok: false; message: string };

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`);

/** Why a fetch failed, in a few words (the socket's code when there is one). */
function cause(error: unknown): string {
  const inner = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (inner && typeof inner.code === 'string') return inner.code;
  if (inner && typeof inner.message === 'string') return inner.message;
  return error instanceof Error ? error.message : String(error);
}

/** `what` names the file in the messages ("The manifest", "console-remote.json"). */
export async function fetchBuildFile(url: string, what: string, limits: FetchLimits): Promise<Fetched> {
  const target = new URL(url);
  if (!hostAllowed(limits.allowedHosts, target)) {
    return {
      ok: false,
      message: `${what} at ${url} is on ${target.host}, which is not one of the hosts builds are published from (PUBLISH_ALLOWED_HOSTS).`,
    };
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  const slow: Fetched = { ok: false, message: `${what} at ${url} did not answer within ${seconds(limits.timeoutMs)}.` };
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
        redirect: 'manual',
      });
    } catch (error) {
      return timedOut ? slow : { ok: false, message: `${what} at ${url} could not be fetched (${cause(error)}).` };
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined);
      return {
        ok: false,
        message: `${what} at ${url} answered a redirect (HTTP ${response.status}): publish the URL the file is served at.`,
      };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, message: `${what} at ${url} answered HTTP ${response.status}, not the file.` };
    }
    const tooLarge: Fetched = { ok: false, message: `${what} at ${url} is larger than ${size(limits.maxBytes)}.` };
    if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
      controller.abort();
      return tooLarge;
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    try {
      for await (const chunk of response.body ?? []) {
        total += chunk.byteLength;
        if (total > limits.maxBytes) {
          controller.abort();
          return tooLarge;
        }
        chunks.push(chunk);
      }
    } catch (error) {
      return timedOut ? slow : { ok: false, message: `${what} at ${url} could not be read (${cause(error)}).` };
    }
    try {
      return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
    } catch {
      return { ok: false, message: `${what} at ${url} is not JSON.` };
    }
  } finally {
    clearTimeout(timer);
  }
}
