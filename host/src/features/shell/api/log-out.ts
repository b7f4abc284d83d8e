/** Logout: revokes the session's refresh on the server. Quiet: signing out locally never waits on its answer. */
import { api } from '@console/shared';

export function logOut() {
  return api.post('/merchant/user-management', { action: 'logout' }, { noErrorToast: true, quiet: true });
}
