/** The signed-in user the host's tests sign in as: one role code and its permissions. */
import type { SessionUser } from '@console/shared/contracts';

export const sessionUser = (role_code: string, permissions: string[] = []): SessionUser => ({
  id: 1,
  module_id: 1,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@demo.local',
  Role: { name: role_code, role_code, permissions },
});
