import { getCookie } from './cookies';
import { displayName, initials, onSessionEnd, useSessionStore } from './session-store';

const response = {
  token: 'abc.def.ghi',
  expiresAt: '2030-01-01T00:00:00.000Z',
  data: {
    id: 7,
    module_id: 2,
    first_name: 'Ravi',
    last_name: 'Kumar',
    email: 'ravi@acme.local',
    Role: { name: 'Operations', role_code: 'ROLE_OPERATIONS', permissions: ['PERM_VIEW_WALLET_LIST'] },
  },
};

describe('session', () => {
  it('keeps the token and expiry in cookies and the user and permissions in local storage', () => {
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      cookieWrites.push(v);
      descriptor.set!.call(document, v);
    });
    useSessionStore.getState().signIn(response);
    expect(getCookie('token')).toBe('abc.def.ghi');
    expect(Number(getCookie('expiresAt'))).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    expect(cookieWrites.every((c) => c.includes(`Max-Age=${23 * 3600}`))).toBe(true);
    expect(JSON.parse(localStorage.getItem('permissions')!)).toEqual(['PERM_VIEW_WALLET_LIST']);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, permissions: ['PERM_VIEW_WALLET_LIST'] });
    jest.restoreAllMocks();
  });

  it('logout clears cookies, all local storage and every held store', () => {
    useSessionStore.getState().signIn(response);
    localStorage.setItem('something-else', '1');
    const reset = jest.fn();
    const off = onSessionEnd(reset);
    useSessionStore.getState().signOut('user');
    off();
    expect(getCookie('token')).toBeNull();
    expect(getCookie('expiresAt')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: false,
      user: null,
      permissions: [],
      endedBy: 'user',
    });
  });

  it('names an unauthenticated user Guest User', () => {
    expect(displayName(null)).toBe('Guest User');
    expect(initials(null)).toBe('GU');
    expect(displayName(response.data)).toBe('Ravi Kumar');
    expect(initials(response.data)).toBe('RK');
  });
});
