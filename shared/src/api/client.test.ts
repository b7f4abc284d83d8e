import { waitFor } from '@testing-library/react';
import { http, HttpResponse, passthrough } from 'msw';
import { useSessionStore } from '../auth/session-store';
import { useLicenceStore } from '../stores/licence-store';
import { useLoaderStore } from '../stores/loader-store';
import { kit } from '../i18n/kit-messages';
import { ANSWER_WITHIN_MS, useToastStore } from '../stores/toast-store';
import { mswServer } from '../testing/msw-server';
import { api, cancelAllRequests, unwrap } from './client';
import { signedIn } from './client-test-session';
import { inPlaceRead } from './reads';

/** The server answers every request with `status` and `body` as JSON; returns the requests it got. */
function respond(status: number, body: unknown) {
  const requests: Request[] = [];
  mswServer.use(
    http.all('*', ({ request }) => {
      requests.push(request);
      return HttpResponse.json(body as never, { status });
    }),
  );
  return requests;
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
    const requests = respond(200, { data: [1] });
    const result = await api.post('/merchant/users/list', { limit: 10 });
    expect(result).toEqual({ ok: true, status: 200, data: { data: [1] } });
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer tok');
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
    const requests = respond(200, { data: [] });
    await api.post('/customer/wallet/list', { offset: 0 });
    // jsdom's page is http://localhost/, the API base '/api'.
    expect(requests.map((r) => r.url)).toEqual(['http://localhost/api/customer/wallet/list']);
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
    mswServer.use(
      http.post('*', () => new HttpResponse(text, { status: 400, headers: { 'Content-Type': 'application/json' } })),
    );
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
    // Answered never: the call is still in flight when it is cancelled.
    mswServer.use(http.get('*', () => new Promise<never>(() => undefined)));
    const pending = api.get('/merchant/users/1');
    cancelAllRequests();
    expect(await pending).toMatchObject({ ok: false, aborted: true });
    expect(useToastStore.getState().error).toBeNull();
    expect(useLoaderStore.getState().inFlight).toBe(0);
  });

  it('reports a network failure with the SPEC wording', async () => {
    mswServer.use(http.get('*', () => HttpResponse.error()));
    const result = await api.get('/merchant/users/1');
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(useToastStore.getState().error).toBe('Network/CORS error has occured.');
  });

  it('gives up on a read the server has not answered within 10 s and says so; a write waits', async () => {
    const timeouts: number[] = [];
    // Mock Service Worker does not emulate an XHR's timeout: these go on to jsdom's XHR, whose send
    // stands in for a server that never answers.
    mswServer.use(http.all('*', () => passthrough()));
    jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      timeouts.push(this.timeout);
      // The browser fires this once `timeout` has passed without an answer.
      if (this.timeout > 0) setTimeout(() => this.ontimeout?.(new ProgressEvent('timeout')), 0);
    });
    const read = await api.get('/merchant/users/1', inPlaceRead({ signal: new AbortController().signal }));
    expect(read).toMatchObject({ ok: false, status: 0, message: kit.messages.en['api.noAnswer'], aborted: false });
    // A list says so where its rows would be (with Retry): no toast on top.
    expect(useToastStore.getState().error).toBeNull();
    void api.post('/customer/wallet/wallet-transaction', { wallet_id: 1, transaction_amount: 10 });
    // Sent on once the server's handlers have let it through, a moment later.
    await waitFor(() => expect(timeouts).toEqual([ANSWER_WITHIN_MS, 0]));
    cancelAllRequests();
  });
});
