import { useSessionStore } from '../auth/session-store';
import { useLicenceStore } from '../stores/licence-store';
import { useLoaderStore } from '../stores/loader-store';
import { ANSWER_WITHIN_MS, NO_ANSWER, useToastStore } from '../stores/toast-store';
import { api, cancelAllRequests, unwrap } from './client';
import { inPlaceRead } from './reads';

const signedIn = {
  token: 'tok',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  data: {
    id: 1,
    module_id: 1,
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@demo.local',
    Role: { name: 'Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: ['PERM_VIEW_USERS_LIST'] },
  },
};

function respond(status: number, body: unknown) {
  global.fetch = jest.fn();
  return jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
    Object.defineProperty(this, 'readyState', { value: 4, configurable: true });
    Object.defineProperty(this, 'status', { value: status, configurable: true });
    Object.defineProperty(this, 'responseText', { value: JSON.stringify(body), configurable: true });
    Object.defineProperty(this, 'response', { value: JSON.stringify(body), configurable: true });
    this.getAllResponseHeaders = () => 'content-type: application/json';
    setTimeout(() => this.onloadend?.(new ProgressEvent('loadend')), 0);
  });
}

describe('API client', () => {
  beforeEach(() => {
    useSessionStore.getState().signIn(signedIn);
    useToastStore.getState().clear();
    useLicenceStore.getState().dismiss();
    useLoaderStore.getState().reset();
  });
  afterEach(() => jest.restoreAllMocks());

  it('returns data on success and sends the bearer token', async () => {
    const headers: Record<string, string> = {};
    jest.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation((k, v) => void (headers[k] = v));
    respond(200, { data: [1] });
    const result = await api.post('/merchant/users/list', { limit: 10 });
    expect(result).toEqual({ ok: true, status: 200, data: { data: [1] } });
    expect(headers.Authorization).toBe('Bearer tok');
    expect(useLoaderStore.getState().inFlight).toBe(0);
  });

  it('returns an error value with the server message and toasts it', async () => {
    respond(409, { message: 'That e-mail is already in use.' });
    const result = await api.post('/merchant/users', {} as never);
    expect(result).toMatchObject({ ok: false, status: 409, message: 'That e-mail is already in use.' });
    expect(useToastStore.getState().error).toBe('That e-mail is already in use.');
    expect(() => unwrap(result)).toThrow('That e-mail is already in use.');
  });

  it('calls the path under the API base, the service first', async () => {
    const opened: string[] = [];
    jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (this: XMLHttpRequest, _m, url) {
      opened.push(String(url));
    });
    respond(200, { data: [] });
    await api.post('/customer/wallet/list', { offset: 0 });
    expect(opened).toEqual(['/api/customer/wallet/list']);
  });

  it("hands a refusal's code and field errors to the form through unwrap", async () => {
    respond(409, {
      message: 'This record was changed by someone else. Reload to see the latest.',
      code: 'STALE_RECORD',
      details: [{ field: 'email', message: 'That e-mail is already in use.' }, { nonsense: 1 }],
    });
    const result = await api.get('/merchant/users/1', { noErrorToast: true });
    expect(useToastStore.getState().error).toBeNull();
    expect(() => unwrap(result)).toThrow(
      expect.objectContaining({
        status: 409,
        code: 'STALE_RECORD',
        details: [{ field: 'email', message: 'That e-mail is already in use.' }],
      }),
    );
  });

  it("reads a refused download's JSON from its bytes: message, code and details", async () => {
    const text = JSON.stringify({
      message: 'The export would hold more than 200 rows; narrow the filter and export again.',
      code: 'EXPORT_TOO_LARGE',
    });
    const bytes = new ArrayBuffer(text.length);
    new Uint8Array(bytes).set([...text].map((c) => c.charCodeAt(0)));
    global.fetch = jest.fn();
    jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      Object.defineProperty(this, 'readyState', { value: 4, configurable: true });
      Object.defineProperty(this, 'status', { value: 400, configurable: true });
      Object.defineProperty(this, 'response', { value: bytes, configurable: true });
      this.getAllResponseHeaders = () => 'content-type: application/json';
      setTimeout(() => this.onloadend?.(new ProgressEvent('loadend')), 0);
    });
    const result = await api.download('/customer/customers/export', { format: 'csv' }, { noErrorToast: true });
    expect(() => unwrap(result)).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'EXPORT_TOO_LARGE',
        message: 'The export would hold more than 200 rows; narrow the filter and export again.',
      }),
    );
  });

  it('falls back to the generic message', async () => {
    respond(500, {});
    await api.get('/merchant/users/1');
    expect(useToastStore.getState().error).toBe('Error occurred, please try again!');
  });

  it('signs out on 401 "token expired."', async () => {
    respond(401, { message: 'token expired.' });
    await api.get('/merchant/users/1');
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, endedBy: 'expired', token: null });
    expect(localStorage.length).toBe(0);
  });

  it('signs out on 402 and shows the licence modal for the role', async () => {
    respond(402, { message: 'Your License has expired', role_code: 'ROLE_OPERATIONS' });
    await api.get('/merchant/users/1');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(useLicenceStore.getState()).toMatchObject({ expired: true, roleCode: 'ROLE_OPERATIONS' });
  });

  it('cancels pending calls without a toast', async () => {
    jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    const pending = api.get('/merchant/users/1');
    cancelAllRequests();
    expect(await pending).toMatchObject({ ok: false, aborted: true });
    expect(useToastStore.getState().error).toBeNull();
    expect(useLoaderStore.getState().inFlight).toBe(0);
  });

  it('reports a network failure with the SPEC wording', async () => {
    jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      setTimeout(() => this.onerror?.(new ProgressEvent('error')), 0);
    });
    const result = await api.get('/merchant/users/1');
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(useToastStore.getState().error).toBe('Network/CORS error has occured.');
  });

  it('gives up on a read the server has not answered within 10 s and says so; a write waits', async () => {
    const timeouts: number[] = [];
    jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      timeouts.push(this.timeout);
      // The browser fires this once `timeout` has passed without an answer.
      if (this.timeout > 0) setTimeout(() => this.ontimeout?.(new ProgressEvent('timeout')), 0);
    });
    const read = await api.get('/merchant/users/1', inPlaceRead({ signal: new AbortController().signal }));
    expect(read).toMatchObject({ ok: false, status: 0, message: NO_ANSWER, aborted: false });
    // A list says so where its rows would be (with Retry): no toast on top.
    expect(useToastStore.getState().error).toBeNull();
    void api.post('/customer/wallet/wallet-transaction', { wallet_id: 1, transaction_amount: 10 });
    expect(timeouts).toEqual([ANSWER_WITHIN_MS, 0]);
    cancelAllRequests();
  });
});

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
