/** Users and roles as the API answers them, for this feature's tests. */
import type { Role, User } from '@console/shared/contracts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 12,
    first_name: 'Asha',
    last_name: 'Rao',
    name: 'Asha Rao',
    email: 'asha@demo.local',
    mobile: '9876543210',
    number: '9876543210',
    role_id: 3,
    role: 'Operations',
    role_code: 'ROLE_OPERATIONS',
    status: 1,
    is_default: false,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-02-01T12:30:00.000Z',
    ...overrides,
  };
}

export function makeRole(overrides: Partial<Role> = {}): Role {
  return {
    id: 3,
    name: 'Operations',
    role_code: 'ROLE_OPERATIONS',
    permissions: ['PERM_VIEW_USERS_LIST'],
    is_default: false,
    user_count: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export { offsetPage as page } from '@console/shared/testing';

/** 23 roles: 21 auditors come first by name, so Finance (4) and Operations (3) are found by typing. */
export const ROLES = [
  ...Array.from({ length: 21 }, (_, i) => ({ id: 100 + i, name: `Auditor ${String(i + 1).padStart(2, '0')}` })),
  { id: 4, name: 'Finance' },
  { id: 3, name: 'Operations' },
];
