/** Requests as the API answers them, for this feature's tests. */
import type { WalletRequest } from '@console/shared/contracts';
import { useSessionStore } from '@console/shared';

export function makeRequest(overrides: Partial<WalletRequest> = {}): WalletRequest {
  return {
    id: 31,
    wallet_id: 12,
    wallet_name: 'Meal Wallet',
    customer_id: 40,
    customer_name: 'Asha Rao',
    customer_phone: '9876500011',
    remark: 'Night shift meals',
    status: 'pending',
    credit_limit: null,
    decision_remark: null,
    requested_by: 'ops@demo.local',
    decided_by: null,
    decided_at: null,
    created_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(data: T[], total = data.length, limit = 10, offset = 0) => ({
  data,
  pagination: { limit, offset, total, currentPage: Math.floor(offset / limit) + 1 },
});

/** Signs the test in with a role: the company admin, or someone else. */
export function signInAs(roleCode: 'ROLE_COMPANY_ADMIN' | 'ROLE_VIEWER') {
  useSessionStore.setState({
    user: {
      id: 7,
      module_id: 1,
      first_name: 'Ravi',
      last_name: 'Menon',
      email: 'ravi@demo.local',
      Role: { name: roleCode === 'ROLE_VIEWER' ? 'Viewer' : 'Admin', role_code: roleCode, permissions: [] },
    },
  });
}
