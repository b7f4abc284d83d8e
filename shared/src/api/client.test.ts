import { useSessionStore } from '../auth/session-store';
import { useLicenceStore } from '../stores/licence-store';
import { useLoaderStore } from '../stores/loader-store';
import { ANSWER_WITHIN_MS, NO_ANSWER, useToastStore } from '../stores/toast-store';
import { api, cancelAllRequests, unwrap } from './client';
import { signedIn } from './client-test-session';
import { inPlaceRead } from './reads';

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
