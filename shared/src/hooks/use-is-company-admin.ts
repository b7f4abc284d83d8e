/**
 * Whether the signed-in operator is the company admin (ROLE_COMPANY_ADMIN): only they decide
 * requests (remote-transactions) and convert a wallet back to prepaid (remote-people). A role, not a permission code — the server
 * answers 403 to anyone else whatever the screen shows.
 */
import { useSessionStore } from '../auth/session-store';
import { ADMIN_ROLE_CODE } from '../contracts/permissions';

export function useIsCompanyAdmin(): boolean {
  return useSessionStore((s) => s.user?.Role.role_code === ADMIN_ROLE_CODE);
}
