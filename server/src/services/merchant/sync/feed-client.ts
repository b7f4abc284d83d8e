/**
 * The HTTP client that reads a channel's feed. The feed URL is typed in by an operator, so every
 * request is one the server makes on someone else's say-so: it goes only to an allowed host
 * (SYNC_ALLOWED_HOSTS) over http(s), follows redirects only within the same origin (the token
 * never leaves it), reads at most `maxResponseBytes` and gives up after `timeoutMs` per attempt.
 * Transient failures (5xx, a dropped connection, a timeout) are retried with exponential backoff;
 * an answer that will not change on retry (4xx, bad JSON, a body off the format) is not. Every
 * failure is a FeedError whose message an operator can read and act on; it never quotes the token.
 */
import { hostAllowed, hostRule } from '../../../lib/allowed-hosts';
import { checkFeedPage, checkFeedStock, type FeedCheck, type FeedPage, type FeedStock } from './feed-format';

export type FeedErrorKind = 'refused' | 'unreachable' | 'timeout' | 'http' | 'malformed' | 'too_large' | 'not_allowed';

/** Why a feed could not be read. `message` is a sentence for the operator; `status` the HTTP status, if one came. */
export class FeedError extends Error {
  override readonly name = 'FeedError';
  constructor(
    readonly kind: FeedErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface FeedClientOptions {
  /** `host` (any port) or `host:port` entries; `*` is refused, and an empty list allows nothing. */
  allowedHosts: string[];
  /** The limit of one attempt: connecting, every redirect and reading the body. */
  timeoutMs: number;
  maxResponseBytes: number;
  /** Further attempts after a transient failure (so `retries + 1` attempts at most). */
  retries: number;
  /** The wait before the first retry; it doubles with each further one. */
  backoffMs: number;
}

export interface FeedClient {
  /** Throws FeedError `not_allowed` unless the URL is http(s) to an allowed host. */
  assertAllowed(url: string | URL): void;
  fetchPage(feedUrl: string, token: string, page: number, pageSize: number): Promise<FeedPage>;
  fetchStock(feedUrl: string, token: string, sourceId: string): Promise<FeedStock>;
}

/** Redirects followed within one attempt before the feed is refused as looping. */
const MAX_REDIRECTS = 3;
/** Longest piece of a feed's own error text quoted back to the operator. */
const QUOTE_MAX = 200;

/** Only the host is named in messages: the path or query of a feed URL may carry a secret. */
function where(url: URL): string {
  return url.host;
}

/** The URL of a resource under the feed: its path appended to the feed's, its query kept. */
function feedResource(feedUrl: string, path: string, query: Record<string, string> = {}): URL {
  const url = parseUrl(feedUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

function parseUrl(url: string | URL): URL {
  try {
    return new URL(String(url));
  } catch {
    throw new FeedError('not_allowed', 'The feed URL is not a valid address.');
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A feed's own error message, if its error body has one, shortened: context for the operator. */
function quoteMessage(text: string): string {
  try {
    const message: unknown = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message !== 'string' || message.trim() === '') return '';
    const clean = message.replace(/\s+/g, ' ').trim();
    return `: "${clean.length > QUOTE_MAX ? `${clean.slice(0, QUOTE_MAX)}…` : clean}"`;
  } catch {
    return '';
  }
}

/** True for a failure worth another attempt: the feed or the network may recover. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof FeedError)) return false;
  if (error.kind === 'unreachable' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}

/** The network cause of a failed fetch, e.g. ECONNREFUSED, for the message. */
function networkCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export function createFeedClient(options: FeedClientOptions): FeedClient {
  const rules = options.allowedHosts.map((host) => hostRule(host, 'SYNC_ALLOWED_HOSTS'));

  function assertAllowed(input: string | URL): void {
    const url = parseUrl(input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FeedError('not_allowed', `The feed URL must start with http:// or https://, not ${url.protocol}//.`);
    }
    if (url.username || url.password) {
      throw new FeedError('not_allowed', 'The feed URL must not carry a user name or password; use the feed token.');
    }
    if (!hostAllowed(rules, url)) {
      throw new FeedError(
        'not_allowed',
        `The feed host ${where(url)} is not in the allowed hosts of this server (SYNC_ALLOWED_HOSTS).`,
      );
    }
  }

  /**
   * Reads the body as it streams, stopping at the cap: a feed that sends more than it should is
   * cut off rather than buffered. A declared Content-Length over the cap is refused before reading.
   */
  async function readCapped(response: Response, url: URL): Promise<string> {
    const tooLarge = () =>
      new FeedError(
        'too_large',
        `The feed at ${where(url)} sent more than ${options.maxResponseBytes} bytes in one response (SYNC_MAX_RESPONSE_BYTES); ask for smaller pages.`,
      );
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > options.maxResponseBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    if (!response.body) return '';
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxResponseBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Turns a status that is not 2xx or 3xx into the FeedError it means. */
  async function statusError(response: Response, url: URL): Promise<FeedError> {
    const status = response.status;
    const quoted = quoteMessage(await readCapped(response, url).catch(() => ''));
    if (status === 401 || status === 403) {
      return new FeedError(
        'refused',
        `The feed at ${where(url)} refused the token (HTTP ${status}); check the feed token.`,
        status,
      );
    }
    return new FeedError('http', `The feed at ${where(url)} answered HTTP ${status}${quoted}.`, status);
  }

  /**
   * The next URL of a redirect, if the feed may be followed there: same origin only, so the
   * token is never sent to another host, and only so many hops.
   */
  function redirectTarget(location: string, url: URL, hops: number, status: number): URL {
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new FeedError('refused', `The feed at ${where(url)} redirected to an invalid address.`, status);
    }
    if (next.origin !== url.origin) {
      throw new FeedError(
        'refused',
        `The feed at ${where(url)} redirected to another site (${next.protocol}//${next.host}); update the channel's feed URL if it moved.`,
        status,
      );
    }
    if (hops >= MAX_REDIRECTS) {
      throw new FeedError('refused', `The feed at ${where(url)} redirected more than ${MAX_REDIRECTS} times.`, status);
    }
    return next;
  }

  /** One attempt: the request, its same-origin redirects and the JSON body, within `timeoutMs`. */
  async function attempt(start: URL, token: string): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    let url = start;
    try {
      for (let hops = 0; ; hops++) {
        assertAllowed(url);
        const response = await fetch(url, {
          method: 'GET',
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          redirect: 'manual',
          signal: controller.signal,
        });
        if (response.status >= 300 && response.status < 400) {
          await response.body?.cancel().catch(() => undefined);
          const location = response.headers.get('location');
          if (!location) {
            throw new FeedError('http', `The feed at ${where(url)} answered HTTP ${response.status}.`, response.status);
          }
          url = redirectTarget(location, url, hops, response.status);
          continue;
        }
        if (response.status < 200 || response.status >= 300) throw await statusError(response, url);
        const text = await readCapped(response, url);
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new FeedError('malformed', `The feed at ${where(url)} answered something that is not JSON.`);
        }
      }
    } catch (error) {
      if (error instanceof FeedError) throw error;
      if (controller.signal.aborted) {
        throw new FeedError('timeout', `The feed at ${where(url)} did not answer within ${options.timeoutMs} ms.`);
      }
      throw new FeedError('unreachable', `The feed at ${where(url)} could not be reached (${networkCode(error)}).`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Attempts until one succeeds, a failure is not transient, or the retries are spent. */
  async function getJson(url: URL, token: string): Promise<unknown> {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt(url, token);
      } catch (error) {
        if (!isTransient(error) || tries >= options.retries) throw withAttempts(error, tries + 1);
        await sleep(options.backoffMs * 2 ** tries);
      }
    }
  }

  /** Says how many attempts a transient failure took, so "it failed" reads as "it kept failing". */
  function withAttempts(error: unknown, attempts: number): unknown {
    if (!(error instanceof FeedError) || attempts < 2 || !isTransient(error)) return error;
    const sentence = error.message.replace(/\.$/, '');
    return new FeedError(error.kind, `${sentence} (${attempts} attempts).`, error.status);
  }

  /** A checked body, or FeedError `malformed` with the checker's reason. */
  function accept<T>(check: FeedCheck<T>, url: URL): T {
    if (check.ok) return check.value;
    throw new FeedError('malformed', `The feed at ${where(url)} does not follow the feed format: ${check.reason}.`);
  }

  return {
    assertAllowed,
    async fetchPage(feedUrl, token, page, pageSize) {
      const url = feedResource(feedUrl, '/touchpoints', { page: String(page), page_size: String(pageSize) });
      return accept(checkFeedPage(await getJson(url, token), page), url);
    },
    async fetchStock(feedUrl, token, sourceId) {
      const url = feedResource(feedUrl, `/touchpoints/${encodeURIComponent(sourceId)}/stock`);
      return accept(checkFeedStock(await getJson(url, token), sourceId), url);
    },
  };
}
