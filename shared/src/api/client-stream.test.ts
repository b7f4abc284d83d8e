import { useSessionStore } from '../auth/session-store';
import { useToastStore } from '../stores/toast-store';
import { api } from './client';
import { signedIn } from './client-test-session';

describe('api.stream', () => {
  const encoder = new TextEncoder();
  /** A fetch answering a stream of these chunks, then ending; records what each call sent. */
  function streamFetch(chunks: string[], status = 200) {
    const sent: { url: string; headers: Record<string, string> }[] = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      const queue = chunks.map((c) => encoder.encode(c));
      return {
        ok: status === 200,
        status,
        json: async () => ({ message: status === 200 ? '' : 'Forbidden' }),
        body: {
          getReader: () => ({
            read: async () => (queue.length ? { value: queue.shift(), done: false } : { done: true }),
          }),
        },
      };
    }) as unknown as typeof fetch;
    return sent;
  }

  beforeEach(() => useSessionStore.getState().signIn(signedIn));
  afterEach(() => jest.restoreAllMocks());

  it('sends the bearer token and hands over each event, split across chunks, as parsed JSON', async () => {
    const sent = streamFetch([
      'retry: 3000\n\n: keep-alive\n\nevent: order\ndata: {"id":7,"channel_id":1,',
      '"touchpoint_id":2}\n\nevent: order\ndata: {"id":8,"channel_id":null,"touchpoint_id":null}\n\n',
    ]);
    const events: unknown[] = [];
    const opened = jest.fn();
    const close = api.stream('/transaction/orders/stream', {
      onEvent: ({ name, data }) => events.push([name, data]),
      onOpen: opened,
    });
    await new Promise((r) => setTimeout(r, 20));
    close();
    expect(sent[0]).toMatchObject({ url: '/api/transaction/orders/stream', headers: { Authorization: 'Bearer tok' } });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(events).toEqual([
      ['order', { id: 7, channel_id: 1, touchpoint_id: 2 }],
      ['order', { id: 8, channel_id: null, touchpoint_id: null }],
    ]);
  });

  it('stops for good on a refusal, without a toast', async () => {
    useToastStore.getState().clear();
    const sent = streamFetch([], 403);
    const onError = jest.fn();
    api.stream('/transaction/orders/stream', { onEvent: jest.fn(), onError });
    await new Promise((r) => setTimeout(r, 20));
    expect(onError).toHaveBeenCalledWith({ status: 403, message: 'Forbidden', willRetry: false });
    expect(sent).toHaveLength(1);
    expect(useToastStore.getState().error).toBeNull();
  });

  it('reconnects after the stream ends, with the token current then', async () => {
    jest.useFakeTimers();
    const sent = streamFetch(['retry: 50\n\n']);
    const close = api.stream('/transaction/orders/stream', { onEvent: jest.fn() });
    await jest.advanceTimersByTimeAsync(10);
    useSessionStore.getState().setToken('tok2', new Date(Date.now() + 3600_000).toISOString());
    await jest.advanceTimersByTimeAsync(60);
    close();
    jest.useRealTimers();
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer tok', 'Bearer tok2']);
  });

  describe('one connection per tab, held while the page is visible', () => {
    interface Connection {
      authorization: string | undefined;
      signal: AbortSignal;
      /** Sends `text` down this connection. */
      push(text: string): void;
    }

    /** A fetch answering 200 with a stream that stays open until its request is aborted. */
    function liveFetch(statuses: number[] = []) {
      const connections: Connection[] = [];
      global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
        const signal = init.signal!;
        const queue: Uint8Array[] = [];
        let wake = () => {};
        signal.addEventListener('abort', () => wake());
        connections.push({
          authorization: (init.headers as Record<string, string>).Authorization,
          signal,
          push: (text) => {
            queue.push(encoder.encode(text));
            wake();
          },
        });
        const status = statuses.shift() ?? 200;
        return {
          ok: status === 200,
          status,
          json: async () => ({ message: 'You already have 3 live update streams open.' }),
          body: {
            getReader: () => ({
              read: async () => {
                while (queue.length === 0) {
                  if (signal.aborted) throw new DOMException('The stream was closed.', 'AbortError');
                  await new Promise<void>((resolve) => (wake = resolve));
                }
                return { value: queue.shift(), done: false };
              },
            }),
          },
        };
      }) as unknown as typeof fetch;
      return connections;
    }

    const show = (state: 'visible' | 'hidden') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    const PATH = '/transaction/orders/stream';

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      delete (document as { visibilityState?: unknown }).visibilityState;
    });

    it('closes the stream when the page is hidden and opens it again, with the current token, when shown', async () => {
      const connections = liveFetch();
      const onOpen = jest.fn();
      const onError = jest.fn();
      const close = api.stream(PATH, { onEvent: jest.fn(), onOpen, onError });
      await jest.advanceTimersByTimeAsync(0);
      expect(connections).toHaveLength(1);
      expect(onOpen).toHaveBeenCalledTimes(1);

      show('hidden');
      expect(connections[0]!.signal.aborted).toBe(true);
      useSessionStore.getState().setToken('tok2', new Date(Date.now() + 3600_000).toISOString());
      // Hidden for a while: no reconnection, however many retry delays pass.
      await jest.advanceTimersByTimeAsync(60_000);
      expect(connections).toHaveLength(1);
      expect(onError).not.toHaveBeenCalled();

      show('visible');
      await jest.advanceTimersByTimeAsync(0);
      expect(connections.map((c) => c.authorization)).toEqual(['Bearer tok', 'Bearer tok2']);
      expect(onOpen).toHaveBeenCalledTimes(2);
      close();
      expect(connections[1]!.signal.aborted).toBe(true);
    });

    it('opened while the page is hidden, connects only once it is shown', async () => {
      const connections = liveFetch();
      show('hidden');
      const close = api.stream(PATH, { onEvent: jest.fn() });
      await jest.advanceTimersByTimeAsync(10_000);
      expect(connections).toHaveLength(0);
      show('visible');
      await jest.advanceTimersByTimeAsync(0);
      expect(connections).toHaveLength(1);
      close();
      expect(connections[0]!.signal.aborted).toBe(true);
    });

    it('shares one connection among every reader of the path, closed with the last one', async () => {
      const connections = liveFetch();
      const first: unknown[] = [];
      const second: unknown[] = [];
      const closeFirst = api.stream(PATH, { onEvent: ({ data }) => first.push(data) });
      const closeSecond = api.stream(PATH, { onEvent: ({ data }) => second.push(data) });
      await jest.advanceTimersByTimeAsync(0);
      expect(connections).toHaveLength(1);
      connections[0]!.push('event: order\ndata: {"id":7,"channel_id":null,"touchpoint_id":null}\n\n');
      await jest.advanceTimersByTimeAsync(0);
      expect(first).toEqual([{ id: 7, channel_id: null, touchpoint_id: null }]);
      expect(second).toEqual(first);

      closeFirst();
      expect(connections[0]!.signal.aborted).toBe(false);
      closeSecond();
      expect(connections[0]!.signal.aborted).toBe(true);

      // A later reader opens a connection of its own.
      const closeThird = api.stream(PATH, { onEvent: jest.fn() });
      await jest.advanceTimersByTimeAsync(0);
      expect(connections).toHaveLength(2);
      closeThird();
    });

    it('tries again after 30 s, not 3, when the server has too many streams open (429)', async () => {
      const connections = liveFetch([429]);
      const onError = jest.fn();
      const close = api.stream(PATH, { onEvent: jest.fn(), onError });
      await jest.advanceTimersByTimeAsync(0);
      expect(onError).toHaveBeenCalledWith({
        status: 429,
        message: 'You already have 3 live update streams open.',
        willRetry: true,
      });
      await jest.advanceTimersByTimeAsync(29_000);
      expect(connections).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(connections).toHaveLength(2);
      close();
    });
  });
});
