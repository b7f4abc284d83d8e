import type { RemoteState } from '../federation/registry-store';
import { DEFAULT_LABELS } from '@console/shared';
import { PLATFORM_ROLE_CODE } from '@console/shared/permissions';
import { allowedRoutes, closedReason, landingPath, pageName, remoteFor, visibleSections } from './access';
import { sessionUser } from '../testing/session-user';

const admin = sessionUser('ROLE_COMPANY_ADMIN', []);
const adminReady: Record<string, RemoteState> = {
  'remote-admin': { status: 'ready', paths: ['/users-list', '/add-user', '/roles', '/role'] },
};

describe('access to sections and paths', () => {
  it('shows only sections whose remote serves the page, for the codes held', () => {
    const titles = visibleSections({ user: admin, permissions: [], remoteStates: adminReady }).map((s) => s.key);
    expect(titles).toEqual(['users', 'roles']);
  });

  it('hides a section whose remote is not enabled for the tenant', () => {
    const ops = sessionUser('ROLE_OPERATIONS', ['PERM_VIEW_CUSTOMER_LIST', 'PERM_VIEW_TRANSACTION_LIST']);
    expect(visibleSections({ user: ops, permissions: ops.Role.permissions, remoteStates: adminReady })).toEqual([]);
    expect(landingPath({ user: ops, permissions: ops.Role.permissions, remoteStates: adminReady })).toBeNull();
  });

  it('needs one of the listed codes; Role Management only for the admin role', () => {
    const usersOnly = sessionUser('ROLE_HR', ['PERM_VIEW_USERS_LIST']);
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
    const viewer = sessionUser('ROLE_VIEWER', ['PERM_VIEW_TRANSACTION_LIST']);
    expect(landingPath({ user: viewer, permissions: viewer.Role.permissions, remoteStates })).toBe('/transaction-list');
    const hr = sessionUser('ROLE_HR', ['PERM_VIEW_USERS_LIST']);
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
  const ops = sessionUser('ROLE_OPERATIONS', ['PERM_VIEW_CUSTOMER_LIST']);
  const opsAccess = { user: ops, permissions: ops.Role.permissions, remoteStates: adminReady };

  it('a page of the console the role does not open is closed to it; one it opens or nobody serves is not', () => {
    const people = { ...opsAccess, remoteStates: { ...adminReady, 'remote-people': { status: 'loading' } as const } };
    expect(closedReason('/users-list', people)).toBe('role');
    expect(closedReason('/user-view/12', people)).toBe('role');
    expect(closedReason('/roles', people)).toBe('role');
    expect(closedReason('/customer-list', people)).toBeNull();
    expect(closedReason('/no-such-page', people)).toBeNull();
    expect(closedReason('/roles', { user: admin, permissions: [], remoteStates: adminReady })).toBeNull();
  });

  it('a page whose remote the registry leaves out (not enabled, switched off) is closed, not a crash or a redirect', () => {
    // The kill switch: the registry answers without remote-people.
    expect(closedReason('/customer-list', opsAccess)).toBe('switched off');
    expect(closedReason('/customer-view/3', opsAccess)).toBe('switched off');
    expect(allowedRoutes(opsAccess).map((r) => r.path)).not.toContain('/customer-list');
    // A page the role does not open says so first.
    expect(closedReason('/wallet-list', opsAccess)).toBe('role');
  });

  it("names a page by its menu item, in the tenant's words", () => {
    expect(pageName('/wallet/801', DEFAULT_LABELS)).toBe('Employee Wallets');
    expect(pageName('/customer-view/3', DEFAULT_LABELS)).toBe('People List');
    expect(pageName('/customer-view/3', { ...DEFAULT_LABELS, customers: 'Employees' })).toBe('Employees List');
    expect(pageName('/nowhere', DEFAULT_LABELS)).toBeNull();
    expect(pageName('/transaction/4', DEFAULT_LABELS, 'hi')).toBe('टचपॉइंट ऑर्डर');
  });
});

describe('the platform operator and tenant users', () => {
  const operator = sessionUser(PLATFORM_ROLE_CODE, []);
  const platformReady: Record<string, RemoteState> = {
    'remote-admin': {
      status: 'ready',
      paths: ['/users-list', '/roles', '/audit-log', '/platform/tenants', '/platform/remotes', '/platform/health'],
    },
  };
  const everything: Record<string, RemoteState> = {
    'remote-admin': { status: 'loading' },
    'remote-people': { status: 'loading' },
    'remote-touchpoints': { status: 'loading' },
    'remote-transactions': { status: 'loading' },
  };

  it('shows the platform operator only the Platform section and the audit log, landing on Tenants', () => {
    const access = { user: operator, permissions: [], remoteStates: platformReady };
    expect(visibleSections(access).map((s) => [s.key, s.visibleItems.map((i) => i.paths[0])])).toEqual([
      ['audit', ['/audit-log']],
      ['platform', ['/platform/tenants', '/platform/remotes', '/platform/health']],
    ]);
    expect(landingPath(access)).toBe('/platform/tenants');
    // Every remote enabled: still nothing of a tenant's, the open request list included.
    const paths = allowedRoutes({ ...access, remoteStates: everything }).map((r) => r.path);
    expect(paths).not.toContain('/request-list');
    expect(paths).not.toContain('/users-list');
    expect(closedReason('/users-list', access)).toBe('role');
    expect(closedReason('/platform/deploy-tokens', { ...access, remoteStates: everything })).toBeNull();
  });

  it('never shows or opens a platform page for a tenant user, the company admin included', () => {
    for (const tenantUser of [admin, sessionUser('ROLE_OPERATIONS', ['PERM_VIEW_USERS_LIST'])]) {
      const access = { user: tenantUser, permissions: tenantUser.Role.permissions, remoteStates: everything };
      expect(visibleSections(access).map((s) => s.key)).not.toContain('platform');
      expect(allowedRoutes(access).some((r) => r.path.startsWith('/platform'))).toBe(false);
      expect(closedReason('/platform/tenants', access)).toBe('platform');
      expect(closedReason('/platform/remotes', access)).toBe('platform');
      expect(landingPath(access)).not.toMatch(/^\/platform/);
    }
  });
});
