/** Whether the signed-in user holds one of `codes` (the admin role holds all): gates actions across sections. */
import { useSessionStore } from '../auth/session-store';
import { can } from '../permissions';

export function useCan(codes: readonly string[]): boolean {
  const permissions = useSessionStore((s) => s.permissions);
  const roleCode = useSessionStore((s) => s.user?.Role.role_code ?? null);
  return can({ permissions, roleCode }, codes);
}
