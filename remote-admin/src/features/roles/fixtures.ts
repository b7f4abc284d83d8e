/** Roles as the API answers them, for this feature's tests. */
import type { Role } from '@console/shared/contracts';
import { PERMISSIONS } from '@console/shared/permissions';

export function makeRole(overrides: Partial<Role> = {}): Role {
  return {
    id: 3,
    name: 'Operations',
    role_code: 'ROLE_OPERATIONS',
    permissions: ['PERM_VIEW_USERS_LIST', 'PERM_VIEW_WALLET_LIST'],
    is_default: false,
    user_count: 2,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export const adminRole = makeRole({
  id: 1,
  name: 'Company Admin',
  role_code: 'ROLE_COMPANY_ADMIN',
  permissions: [...PERMISSIONS],
  is_default: true,
});

export { offsetPage as page } from '@console/shared/testing';
