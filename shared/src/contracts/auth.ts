import { Type, type Static } from 'typebox';
import { OneOf } from './common';
import { FIELDS } from './fields';
import { ConsoleRegistry } from './registry';

export const LoginBody = Type.Object(
  {
    email: Type.String(FIELDS.auth.email),
    password: Type.String(FIELDS.auth.password),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const SessionRole = Type.Object({
  name: Type.String(),
  role_code: Type.String(),
  permissions: Type.Array(Type.String()),
});

export const SessionUser = Type.Object({
  id: Type.Integer(),
  module_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  Role: SessionRole,
});
export type SessionUser = Static<typeof SessionUser>;

export const LoginResponse = Type.Object({
  token: Type.String(),
  /** ISO date-time at which the token stops being accepted. */
  expiresAt: Type.String(),
  data: SessionUser,
  /** The tenant's console registry, so the console boots without asking for it again. */
  console: ConsoleRegistry,
});
export type LoginResponse = Static<typeof LoginResponse>;
/** What a session keeps of the sign-in answer. */
export type SignedInSession = Pick<LoginResponse, 'token' | 'expiresAt' | 'data'>;

export const UserManagementBody = Type.Object(
  { action: OneOf(['refresh_token', 'logout']) },
  { additionalProperties: false },
);
export type UserManagementBody = Static<typeof UserManagementBody>;

export const RefreshResponse = Type.Object({
  data: Type.Object({ refresh_token: Type.String(), expires_at: Type.String() }),
});
export type RefreshResponse = Static<typeof RefreshResponse>;
