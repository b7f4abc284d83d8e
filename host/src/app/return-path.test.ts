import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of ours with its query and hash', () => {
    expect(safeReturnPath('/wallet/801')).toBe('/wallet/801');
    expect(safeReturnPath('/edit-role?id=3')).toBe('/edit-role?id=3');
    expect(safeReturnPath('/customer-list?search=asha&page=2#top')).toBe('/customer-list?search=asha&page=2#top');
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/wallet\\..\\x'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['relative', 'wallet/801'],
    ['a control character', '/wallet/801\n'],
    ['an encoded control character', '/wallet/%0d%0aSet-Cookie'],
    ['bad encoding', '/wallet/%E0%A4%A'],
    ['the login page', '/login'],
    ['not a string', { pathname: '/x' }],
    ['nothing', undefined],
  ])('refuses %s', (_, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });
});
