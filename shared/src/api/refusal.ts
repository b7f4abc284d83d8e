/**
 * What a refusal means, the same for a call and a stream: its message in the language shown and
 * the tenant's words, and whether it ends the session — 401 "token expired." signs out; 402 signs
 * out and shows the License Expired modal.
 */
import { useSessionStore } from '../auth/session-store';
import { shownServerMessage } from '../i18n/server-message-shown';
import { useLicenceStore } from '../stores/licence-store';

export const TOKEN_EXPIRED = 'token expired.';

/** The refusal's `message` as the server sent it (English); null when it has none. */
function sentMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return null;
}

/** The refusal's `message`, in the language shown and the signed-in tenant's words; null when it has none. */
export function messageOf(body: unknown): string | null {
  const message = sentMessage(body);
  return message === null ? null : shownServerMessage(message);
}

/**
 * Ends the session a refusal ends: 'expired' (401 whose message, as the server words it, is
 * "token expired."), 'licence' (402, with its modal for the role the body names, else the
 * signed-in user's), or null when it ends nothing.
 */
export function endsSession(status: number, body: unknown): 'expired' | 'licence' | null {
  const session = useSessionStore.getState();
  if (status === 401 && sentMessage(body) === TOKEN_EXPIRED) {
    if (session.isLoggedIn) session.signOut('expired');
    return 'expired';
  }
  if (status !== 402) return null;
  const roleCode =
    (body && typeof body === 'object' && 'role_code' in body && typeof body.role_code === 'string'
      ? body.role_code
      : null) ??
    session.user?.Role.role_code ??
    null;
  if (session.isLoggedIn) session.signOut('licence');
  useLicenceStore.getState().show(roleCode);
  return 'licence';
}
