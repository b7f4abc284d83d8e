/** Sign In: the credentials for a session (tokens and the user), or the refusal the login form shows under itself (never toasted). */
import { ANSWER_WITHIN_MS, api } from '@console/shared';

export function signInWith(credentials: { email: string; password: string }) {
  return api.post(
    '/merchant/users/login',
    { email: credentials.email.trim(), password: credentials.password },
    { anonymous: true, noErrorToast: true, timeoutMs: ANSWER_WITHIN_MS },
  );
}
