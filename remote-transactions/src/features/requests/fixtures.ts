/** This feature's test helpers (a request itself is `makeWalletRequest` from `@console/shared/testing`). */
import { useSessionStore } from '@console/shared';

export { offsetPage as page } from '@console/shared/testing';

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
