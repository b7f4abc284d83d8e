import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '../auth/session-store';
import { useLoaderStore } from '../stores/loader-store';
import { kit } from '../i18n/kit-messages';
import { useToastStore } from '../stores/toast-store';
import { mswServer } from '../testing/msw-server';
import { api, cancelAllRequests } from './client';
import { signedIn } from './client-test-session';
import { isOnline, onConnectionChange, whenOnline } from './connection';
import { inPlaceRead } from './reads';

const goOffline = () => window.dispatchEvent(new Event('offline'));
const goOnline = () => window.dispatchEvent(new Event('online'));

/**
 * Every request is counted; the first `drop` of them lose the connection under them (the browser
 * goes offline and the request gets no answer), the rest are answered.
 */
function server(drop = 0) {
  const requests: Request[] = [];
  mswServer.use(
    http.all('*', ({ request }) => {
      requests.push(request);
      if (requests.length <= drop) {
        goOffline();
        return HttpResponse.error();
      }
      return HttpResponse.json({ data: [], pagination: { limit: 10, offset: 0, total: 0, currentPage: 1 } });
    }),
  );
  return requests;
}

describe('the API client offline', () => {
  beforeEach(() => {
    useSessionStore.getState().signIn(signedIn);
    useToastStore.getState().clear();
    useLoaderStore.getState().reset();
  });
  afterEach(() => goOnline());

  it('follows the online and offline events', () => {
    const heard: boolean[] = [];
    const stop = onConnectionChange((online) => heard.push(online));
    expect(isOnline()).toBe(true);
    goOffline();
    goOffline();
    expect(isOnline()).toBe(false);
    goOnline();
    stop();
    goOffline();
    expect(heard).toEqual([false, true]);
  });

  it('holds a call while offline, without the loader or a toast, and sends it when the connection returns', async () => {
    const requests = server();
    goOffline();
    const call = api.post('/merchant/users', {} as never);
    await Promise.resolve();
    expect(useLoaderStore.getState().inFlight).toBe(0);
    expect(requests).toHaveLength(0);
    goOnline();
    expect(await call).toMatchObject({ ok: true });
    expect(requests).toHaveLength(1);
    expect(useToastStore.getState().error).toBeFalsy();
    expect(useLoaderStore.getState().inFlight).toBe(0);
  });

  it('gives up a held call that is cancelled (the page left), sending nothing', async () => {
    const requests = server();
    goOffline();
    const call = api.post('/merchant/users/list', { limit: 10 });
    cancelAllRequests();
    expect(await call).toMatchObject({ ok: false, aborted: true });
    goOnline();
    expect(requests).toHaveLength(0);
    const controller = new AbortController();
    goOffline();
    const waiting = whenOnline(controller.signal);
    controller.abort();
    expect(await waiting).toBe(false);
  });

  it('sends a read again when the connection was lost under it, once it returns', async () => {
    const requests = server(1);
    const call = api.post('/merchant/users/list', { limit: 10 }, inPlaceRead({ signal: new AbortController().signal }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(isOnline()).toBe(false);
    goOnline();
    expect(await call).toMatchObject({ ok: true });
    expect(requests).toHaveLength(2);
    expect(useToastStore.getState().error).toBeFalsy();
  });

  it('fails a write without an Idempotency-Key cut off by the lost connection: it may have been applied', async () => {
    const requests = server(1);
    const result = await api.post('/merchant/users', {} as never);
    expect(result).toMatchObject({ ok: false, status: 0, message: kit.messages.en['api.network'] });
    expect(requests).toHaveLength(1);
  });

  it('sends a write with an Idempotency-Key again, with the same key', async () => {
    const requests = server(1);
    const call = api.post('/merchant/users', {} as never, { headers: { 'Idempotency-Key': 'k1' } });
    await waitFor(() => expect(requests).toHaveLength(1));
    goOnline();
    expect(await call).toMatchObject({ ok: true });
    expect(requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['k1', 'k1']);
  });
});
