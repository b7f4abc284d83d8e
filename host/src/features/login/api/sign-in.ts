/** Sign In: the credentials for a session (tokens and the user), or the refusal the API client toasts. */
import { api } from '@console/shared';

export function signInWith(credentials: { email: string; password: string }) {
  return api.post(
    '/merchant/users/login',
    { email: credentials.email.trim(), password: credentials.password },
    { anonymous: true },
  );
}
