/**
 * Whether the signed-in operator is the company admin (ROLE_COMPANY_ADMIN): only they decide
 * requests and convert a wallet back to prepaid. A role, not a permission code — the server
 * answers 403 to anyone else whatever the screen shows.
 */
import { useSessionStore } from '@console/shared';
import { ADMIN_ROLE_CODE } from '@console/shared/permissions';

export function useIsCompanyAdmin(): boolean {
  return useSessionStore((s) => s.user?.Role.role_code === ADMIN_ROLE_CODE);
}
