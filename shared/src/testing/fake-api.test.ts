/**
 * fakeApi answers at the network, so what a page test sees has been through the real client: each
 * test here passes only if the request reached the wire (a fake that stubbed `api`'s methods would
 * send no bearer token, start no loader, toast nothing and sign nobody out).
 */
import { act, waitFor } from '@testing-library/react';
import { api } from '../api/client';
import type { ImportDryRun } from '../contracts/imports';
import { signedIn } from '../api/client-test-session';
import { useSessionStore } from '../auth/session-store';
import { refreshToken } from '../auth/token-refresh';
import { useLoaderStore } from '../stores/loader-store';
import { useToastStore } from '../stores/toast-store';
import { fakeApi } from './fake-api';
import { unansweredRequests } from './msw-server';
import { fail } from './render-page';

const user = { id: 1, first_name: 'Asha', last_name: 'Rao', email: 'asha@demo.local' };

beforeEach(() => {
  useSessionStore.getState().signIn(signedIn);
  useToastStore.getState().clear();
  useLoaderStore.getState().reset();
});

describe('fakeApi, through the real client', () => {
  it('records what went over the wire: the bearer token, the JSON body and the Idempotency-Key', async () => {
    const server = fakeApi().on('POST /customer/wallet/wallet-transaction', () => ({ data: null }) as never);
    await api.post(
      '/customer/wallet/wallet-transaction',
      { wallet_id: 3, transaction_amount: 10 },
      { headers: { 'Idempotency-Key': 'k1' } },
    );
    expect(server.bodies('POST /customer/wallet/wallet-transaction')).toEqual([
      { wallet_id: 3, transaction_amount: 10 },
    ]);
    expect(server.headers('POST /customer/wallet/wallet-transaction')[0]).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': expect.stringContaining('application/json'),
      'Idempotency-Key': 'k1',
    });
  });

  it('records an upload as its text fields and the file by its name and text', async () => {
    const checked: ImportDryRun = {
      kind: 'group-members',
      total: 0,
      counts: { created: 0, updated: 0, unchanged: 0, failed: 0 },
      rows: [],
      rows_left_off: 0,
    };
    const server = fakeApi().on('POST /customer/imports/dry-run', () => ({ data: checked }));
    const file = new File(['first_name,last_name,mobile\n'], 'people.csv', { type: 'text/csv' });
    const result = await api.upload('/customer/imports/dry-run', { kind: 'group-members', group_id: '7' }, file);
    expect(result.ok).toBe(true);
    expect(server.bodies('POST /customer/imports/dry-run')).toEqual([
      { kind: 'group-members', group_id: '7', file: { name: 'people.csv', text: 'first_name,last_name,mobile\n' } },
    ]);
    expect(server.headers('POST /customer/imports/dry-run')[0]!['Content-Type']).toMatch(
      /^multipart\/form-data; boundary=/,
    );
  });

  it('sends the refreshed token on the next call', async () => {
    const server = fakeApi()
      .on('POST /merchant/user-management', () => ({ data: { refresh_token: 'tok2', expires_at: signedIn.expiresAt } }))
      .on('GET /merchant/users/:id', () => ({ data: user }) as never);
    expect(await refreshToken()).toBe(true);
    await api.get('/merchant/users/7');
    expect(server.bodies('POST /merchant/user-management')).toEqual([{ action: 'refresh_token' }]);
    expect(server.headers('POST /merchant/user-management')[0]!.Authorization).toBe('Bearer tok');
    expect(server.paths('GET /merchant/users/:id')).toEqual(['/merchant/users/7']);
    expect(server.headers('GET /merchant/users/:id')[0]!.Authorization).toBe('Bearer tok2');
  });

  it('turns a refusal into the HTTP answer the client reads back as that result, and toasts its message', async () => {
    fakeApi().on('GET /merchant/users/:id', () =>
      fail(409, 'That e-mail is already in use.', { code: 'DUPLICATE_EMAIL' }),
    );
    expect(await api.get('/merchant/users/1')).toEqual({
      ok: false,
      status: 409,
      message: 'That e-mail is already in use.',
      aborted: false,
      body: { message: 'That e-mail is already in use.', code: 'DUPLICATE_EMAIL' },
    });
    expect(useToastStore.getState().error).toBe('That e-mail is already in use.');
  });

  it('signs out on a 401 "token expired." answer', async () => {
    fakeApi().on('GET /merchant/users/:id', () => fail(401, 'token expired.'));
    await api.get('/merchant/users/1');
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, endedBy: 'expired', token: null });
  });

  it('holds the loader up while a call waits for its answer', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi().on('GET /merchant/users/:id', async () => {
      await answered;
      return { data: user } as never;
    });
    const call = api.get('/merchant/users/1');
    expect(useLoaderStore.getState().inFlight).toBe(1);
    answer();
    expect(await call).toMatchObject({ ok: true, status: 200 });
    expect(useLoaderStore.getState().inFlight).toBe(0);
  });

  it('sends a file answer with the headers the client reads its type and name from', async () => {
    const bytes = new TextEncoder().encode('id,name\n1,Asha\n');
    fakeApi().on('POST /customer/customers/export', () => ({
      bytes: bytes.buffer,
      type: 'text/csv',
      fileName: 'customers.csv',
    }));
    const result = await api.download('/customer/customers/export', { format: 'csv' });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.type).toBe('text/csv');
    expect(result.data.fileName).toBe('customers.csv');
    expect(new TextDecoder().decode(result.data.bytes)).toBe('id,name\n1,Asha\n');
  });

  it('refuses a request nobody answers, naming it, and names it for the test to fail', async () => {
    fakeApi();
    expect(await api.get('/merchant/users/1')).toMatchObject({
      ok: false,
      status: 500,
      message: 'fakeApi: no answer for GET /merchant/users/1',
    });
    // Taken here, so that this test, which expects it, passes; left, it fails the test after it.
    expect(unansweredRequests()).toEqual(['GET /merchant/users/1']);
  });

  it('serves a stream read with fetch: an event reaches the subscriber, and closing ends the connection', async () => {
    const server = fakeApi();
    const events: unknown[] = [];
    const opened = jest.fn();
    const close = api.stream('/transaction/orders/stream', { onEvent: (event) => events.push(event), onOpen: opened });
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(server.openStreams('/transaction/orders/stream')).toBe(1);
    await act(() => server.emit('/transaction/orders/stream', 'order', { id: 90, channel_id: 1, touchpoint_id: 7 }));
    expect(events).toEqual([{ name: 'order', data: { id: 90, channel_id: 1, touchpoint_id: 7 } }]);
    close();
    expect(server.openStreams('/transaction/orders/stream')).toBe(0);
  });
});
