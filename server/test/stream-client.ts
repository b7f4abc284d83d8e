/** The stream of new orders read as the console reads it: over a real socket, with a bearer token. */
import type { TestContext } from './helper';

export const STREAM_URL = '/api/transaction/orders/stream';

export interface StreamClient {
  response: Response;
  /** A refused open's JSON answer (`{ message, code }`); null for an open stream. */
  body: { message?: string; code?: string } | null;
  /** The `order` events read so far. */
  events: { id: number; channel_id: number | null; touchpoint_id: number | null }[];
  /** Settles when the stream ends, whichever side ended it (at once for a refused open). */
  ended: Promise<void>;
  /** False once the stream has ended. */
  readonly open: boolean;
  close(): void;
}

/** Listens on a free port of the loopback; returns the app's base URL. */
export async function listen(t: Pick<TestContext, 'app'>): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Opens the stream and collects its `order` events until the stream ends or is closed. */
export async function openStream(base: string, token: string | null): Promise<StreamClient> {
  const controller = new AbortController();
  const response = await fetch(`${base}${STREAM_URL}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: StreamClient['events'] = [];
  let open = response.ok;
  const body = response.ok ? null : ((await response.json()) as StreamClient['body']);
  const read = async () => {
    if (!response.ok) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: order$/m.test(block) && data) events.push(JSON.parse(data));
        }
      }
    } catch {
      // Closed by this side.
    } finally {
      open = false;
    }
  };
  return {
    response,
    body,
    events,
    ended: read(),
    get open() {
      return open;
    },
    close: () => controller.abort(),
  };
}

/** Opens `count` streams at once, all sent before any is answered. */
export function openMany(base: string, token: string, count: number): Promise<StreamClient[]> {
  return Promise.all(Array.from({ length: count }, () => openStream(base, token)));
}

/** Waits until `check` holds, checking every few milliseconds; fails with `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Still not true after ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits for `promise`; fails with `what` if it has not settled after `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Still waiting after ${ms} ms for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits for the stream to end; fails if it is still open after `ms`. */
export const ends = (stream: StreamClient, ms = 10_000) => within(stream.ended, ms, 'the stream to end');
