import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '../auth/session-store';
import { DEFAULT_LABELS } from '../contracts/labels';
import { useLanguageStore } from '../i18n/language';
import { loadServerMessages, useServerMessage } from '../i18n/server-message-shown';
import { useToastStore } from '../stores/toast-store';
import { useTenantStore } from '../tenant/tenant-store';
import { mswServer } from '../testing/msw-server';
import { api, unwrap } from './client';
import { signedIn } from './client-test-session';

const TAKEN = 'This mobile number already belongs to another customer.';
const TAKEN_HI = 'यह मोबाइल नंबर पहले से किसी दूसरे ग्राहक का है।';

function respond(status: number, body: unknown) {
  mswServer.use(http.all('*', () => HttpResponse.json(body as never, { status })));
}

describe("the API client shows the server's messages in the language shown", () => {
  beforeEach(async () => {
    useSessionStore.getState().signIn(signedIn);
    useToastStore.getState().clear();
    act(() => useLanguageStore.getState().setLanguage('hi'));
    await loadServerMessages();
  });
  afterEach(() =>
    act(() => {
      useLanguageStore.getState().setLanguage('en');
      useTenantStore.getState().reset();
    }),
  );

  it("says a refusal's message and its field errors in Hindi", async () => {
    respond(409, { message: TAKEN, code: 'MOBILE_TAKEN', details: [{ field: 'mobile', message: TAKEN }] });
    const result = await api.post('/customer/customers', {} as never);
    expect(result).toMatchObject({ ok: false, status: 409, message: TAKEN_HI });
    expect(useToastStore.getState().error).toBe(TAKEN_HI);
    expect(() => unwrap(result)).toThrow(
      expect.objectContaining({ code: 'MOBILE_TAKEN', details: [{ field: 'mobile', message: TAKEN_HI }] }),
    );
  });

  it('says them in English as sent when English is shown', async () => {
    act(() => useLanguageStore.getState().setLanguage('en'));
    respond(409, { message: TAKEN });
    expect(await api.post('/customer/customers', {} as never)).toMatchObject({ message: TAKEN });
  });

  it('still signs out on 401 "token expired." (the server\'s English, read before it is translated)', async () => {
    respond(401, { message: 'token expired.' });
    const result = await api.get('/merchant/users/1');
    expect(result).toMatchObject({ message: 'टोकन की अवधि समाप्त हो गई है।' });
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, endedBy: 'expired' });
  });

  it('gives a component the message in the language and the tenant’s nouns', () => {
    act(() =>
      useTenantStore.getState().setTenant(1, { ...DEFAULT_LABELS, customer: 'Employee', customers: 'Employees' }),
    );
    const { result } = renderHook(() => useServerMessage());
    expect(result.current(TAKEN)).toBe('यह मोबाइल नंबर पहले से किसी दूसरे Employee का है।');
    act(() => useLanguageStore.getState().setLanguage('en'));
    expect(result.current(TAKEN)).toBe('This mobile number already belongs to another employee.');
  });
});
