/**
 * The server-sent event streams (`api.stream`): one connection per path for every subscriber in
 * the tab, open only while the page is visible, reconnecting after the server's `retry`; the
 * event-stream format is read by eventsource-parser.
 */
import type { createParser as CreateParser, EventSourceMessage } from 'eventsource-parser';
import { useSessionStore } from '../auth/session-store';
import { consoleConfig } from '../config';
import { kit } from '../i18n/kit-messages';
import { endsSession, messageOf } from './refusal';

export interface StreamHandlers<E> {
  /** One event: its name (`event:` line, `message` when none) and its parsed JSON data. */
  onEvent(event: { [N in keyof E & string]: { name: N; data: E[N] } }[keyof E & string]): void;
  /** The stream is open (also after each reconnection: events sent meanwhile were missed). */
  onOpen?(): void;
  /** The stream dropped (`willRetry`) or was refused for good. */
  onError?(error: { status: number; message: string; willRetry: boolean }): void;
}

const STREAM_RETRY_MS = 3000;
/** How long a stream refused for being over the server's bounds (429) waits before trying again. */
const STREAM_BUSY_RETRY_MS = 30_000;

type AnyHandlers = StreamHandlers<Record<string, unknown>>;

/** The connection of each path this tab reads, shared by its subscribers. */
const sharedStreams = new Map<string, { add(handlers: AnyHandlers): () => void }>();

export function subscribeStream(path: string, handlers: AnyHandlers): () => void {
  let stream = sharedStreams.get(path);
  if (!stream) {
    const created = sharedStream(path, () => {
      if (sharedStreams.get(path) === created) sharedStreams.delete(path);
    });
    sharedStreams.set(path, created);
    stream = created;
  }
  return stream.add(handlers);
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * One connection to `path` for every subscriber, open while there is one and the page is not
 * hidden; `forget` is called when it is closed for good (no subscriber left, or refused).
 */
function sharedStream(path: string, forget: () => void) {
  const subscribers = new Set<AnyHandlers>();
  let retryMs = STREAM_RETRY_MS;
  /** The connection being opened or read; undefined between connections. */
  let connection: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let open = false;
  let closed = false;

  const each = (call: (handlers: AnyHandlers) => void) => {
    for (const handlers of [...subscribers]) call(handlers);
  };

  /** One event as the parser read it: its name (`message` when it has none) and its JSON data. */
  const dispatch = ({ event: name = 'message', data }: EventSourceMessage) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return; // Not JSON: no event of the contracts.
    }
    each((handlers) => {
      try {
        handlers.onEvent({ name, data: parsed });
      } catch {
        // One subscriber's failure is its own: the others still get the event.
      }
    });
  };

  const disconnect = () => {
    clearTimeout(timer);
    timer = undefined;
    connection?.abort();
    connection = undefined;
    open = false;
  };

  const connectWhenShown = () => {
    if (!closed && !connection && timer === undefined && subscribers.size > 0 && !pageHidden()) void connect();
  };

  const onVisibility = () => (pageHidden() ? disconnect() : connectWhenShown());

  const close = () => {
    closed = true;
    disconnect();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    forget();
  };

  /** The connection `controller` dropped: try again after `waitMs`, unless it was closed meanwhile. */
  const retry = (controller: AbortController, status: number, message: string, waitMs = retryMs) => {
    if (connection !== controller) return;
    connection = undefined;
    open = false;
    each((handlers) => handlers.onError?.({ status, message, willRetry: true }));
    timer = setTimeout(() => {
      timer = undefined;
      connectWhenShown();
    }, waitMs);
  };

  const connect = async (): Promise<void> => {
    const controller = new AbortController();
    connection = controller;
    // The parser loads with the first stream, beside its request: the sign-in page carries none of it.
    const parsing = import('eventsource-parser');
    parsing.catch(() => undefined);
    const token = useSessionStore.getState().token;
    let response: Response;
    try {
      response = await fetch(`${consoleConfig().apiBaseUrl}${path}`, {
        headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch {
      return retry(controller, 0, kit.t('api.network'));
    }
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => null)) as unknown;
      if (connection !== controller) return;
      const message = messageOf(body) ?? kit.t('api.genericError');
      endsSession(response.status, body);
      if ([401, 402, 403, 404].includes(response.status)) {
        const refused = [...subscribers];
        close();
        for (const handlers of refused) handlers.onError?.({ status: response.status, message, willRetry: false });
        return;
      }
      const wait = response.status === 429 ? Math.max(retryMs, STREAM_BUSY_RETRY_MS) : retryMs;
      return retry(controller, response.status, message, wait);
    }
    let createParser: typeof CreateParser;
    try {
      ({ createParser } = await parsing);
    } catch {
      controller.abort();
      return retry(controller, 0, kit.t('api.network'));
    }
    if (connection !== controller) return;
    open = true;
    each((handlers) => handlers.onOpen?.());
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    // The event-stream format (fields, comments, line endings, `retry`) is eventsource-parser's.
    const parser = createParser({
      onEvent: (event) => {
        if (connection === controller) dispatch(event);
      },
      onRetry: (ms) => {
        retryMs = ms;
      },
    });
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Dropped mid-stream, or closed by this side (hidden, unsubscribed).
    }
    return retry(controller, 0, kit.t('api.streamEnded'));
  };

  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);

  return {
    add(handlers: AnyHandlers): () => void {
      subscribers.add(handlers);
      if (open) handlers.onOpen?.();
      connectWhenShown();
      return () => {
        if (subscribers.delete(handlers) && subscribers.size === 0) close();
      };
    },
  };
}
