import type { SessionUser } from '@console/shared/contracts';
import type { RemoteState } from '../federation/registry-store';
import { DEFAULT_LABELS } from '@console/shared';
import { allowedRoutes, forbidden, landingPath, pageName, remoteFor, visibleSections } from './access';

const user = (role_code: string, permissions: string[]): SessionUser => ({
  id: 1,
  module_id: 1,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@demo.local',
  Role: { name: role_code, role_code, permissions },
});

const admin = user('ROLE_COMPANY_ADMIN', []);
const adminReady: Record<string, RemoteState> = {
  'remote-admin': { status: 'ready', paths: ['/users-list', '/add-user', '/roles', '/role'] },
};

describe('access to sections and paths', () => {
  it('shows only sections whose remote serves the page, for the codes held', () => {
    const titles = visibleSections({ user: admin, permissions: [], remoteStates: adminReady }).map((s) => s.key);
    expect(titles).toEqual(['users', 'roles']);
  });

  it('hides a section whose remote is not enabled for the tenant', () => {
    const ops = user('ROLE_OPERATIONS', ['PERM_VIEW_CUSTOMER_LIST', 'PERM_VIEW_TRANSACTION_LIST']);
    expect(visibleSections({ user: ops, permissions: ops.Role.permissions, remoteStates: adminReady })).toEqual([]);
    expect(landingPath({ user: ops, permissions: ops.Role.permissions, remoteStates: adminReady })).toBeNull();
  });

  it('needs one of the listed codes; Role Management only for the admin role', () => {
    const usersOnly = user('ROLE_HR', ['PERM_VIEW_USERS_LIST']);
    const keys = visibleSections({
      user: usersOnly,
      permissions: usersOnly.Role.permissions,
      remoteStates: adminReady,
    }).map((s) => s.key);
    expect(keys).toEqual(['users']);
  });

  it('lands on the transaction list when it is served and permitted', () => {
    const remoteStates: Record<string, RemoteState> = {
      ...adminReady,
      'remote-transactions': { status: 'ready', paths: ['/transaction-list', '/dashboard'] },
    };
    expect(landingPath({ user: admin, permissions: [], remoteStates })).toBe('/transaction-list');
    const viewer = user('ROLE_VIEWER', ['PERM_VIEW_TRANSACTION_LIST']);
    expect(landingPath({ user: viewer, permissions: viewer.Role.permissions, remoteStates })).toBe('/transaction-list');
    const hr = user('ROLE_HR', ['PERM_VIEW_USERS_LIST']);
    expect(landingPath({ user: hr, permissions: hr.Role.permissions, remoteStates })).toBe('/users-list');
  });

  it('keeps a failed remote’s sections so its fallback and Retry are reachable', () => {
    const remoteStates: Record<string, RemoteState> = { 'remote-admin': { status: 'failed', error: 'down' } };
    const paths = allowedRoutes({ user: admin, permissions: [], remoteStates }).map((r) => r.path);
    expect(paths).toContain('/users-list');
    expect(paths).toContain('/instituition-list');
  });

  it('shows a loading remote’s sections as the route table has them, and lands without waiting for the others', () => {
    const remoteStates: Record<string, RemoteState> = {
      'remote-admin': { status: 'loading' },
      'remote-transactions': { status: 'ready', paths: ['/transaction-list'] },
    };
    const access = { user: admin, permissions: [], remoteStates };
    const keys = (a: typeof access) => visibleSections(a).map((s) => s.key);
    expect(keys(access)).toEqual(['users', 'institutions', 'rules', 'transactions', 'roles', 'audit']);
    expect(landingPath(access)).toBe('/transaction-list');
    // Once loaded, only what the remote really serves stays.
    const loaded = { ...access, remoteStates: { ...remoteStates, 'remote-admin': adminReady['remote-admin']! } };
    expect(keys(loaded)).toEqual(['users', 'transactions', 'roles']);
  });

  // A path nobody serves is the home page's remote's.
  it.each([
    ['/users-list', 'remote-admin'],
    ['/user-view/12', 'remote-admin'],
    ['/customer-list', 'remote-people'],
    ['/', 'remote-transactions'],
    ['/no-such-page', 'remote-transactions'],
  ])('names the remote that serves %s: %s', (path, remote) => expect(remoteFor(path)).toBe(remote));
});

describe('forbidden pages and page names', () => {
  const ops = user('ROLE_OPERATIONS', ['PERM_VIEW_CUSTOMER_LIST']);
  const opsAccess = { user: ops, permissions: ops.Role.permissions, remoteStates: adminReady };

  it('a page of the console the role does not open is forbidden; one it opens or nobody serves is not', () => {
    expect(forbidden('/users-list', opsAccess)).toBe(true);
    expect(forbidden('/user-view/12', opsAccess)).toBe(true);
    expect(forbidden('/roles', opsAccess)).toBe(true);
    expect(forbidden('/customer-list', opsAccess)).toBe(false);
    expect(forbidden('/no-such-page', opsAccess)).toBe(false);
    expect(forbidden('/roles', { user: admin, permissions: [], remoteStates: adminReady })).toBe(false);
  });

  it("names a page by its menu item, in the tenant's words", () => {
    expect(pageName('/wallet/801', DEFAULT_LABELS)).toBe('Employee Wallets');
    expect(pageName('/customer-view/3', DEFAULT_LABELS)).toBe('People List');
    expect(pageName('/customer-view/3', { ...DEFAULT_LABELS, customers: 'Employees' })).toBe('Employees List');
    expect(pageName('/nowhere', DEFAULT_LABELS)).toBeNull();
  });
});
