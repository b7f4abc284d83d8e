import type { SessionUser } from '@console/shared/contracts';
import type { RemoteState } from '../federation/registry-store';
import { allowedRoutes, landingPath, stillLoading, visibleSections } from './access';

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

  it('waits while a remote is loading', () => {
    expect(
      stillLoading({ user: admin, permissions: [], remoteStates: { 'remote-admin': { status: 'loading' } } }),
    ).toBe(true);
    expect(
      visibleSections({ user: admin, permissions: [], remoteStates: { 'remote-admin': { status: 'loading' } } }),
    ).toEqual([]);
  });
});
