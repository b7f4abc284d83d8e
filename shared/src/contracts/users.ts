import { Type, type Static } from 'typebox';
import { Email, Id, ListRequest, Mobile, PersonName, Status, UpdatedAt } from './common';
import { FIELDS } from './fields';

const Password = Type.String(FIELDS.user.password);

export const UserCreateBody = Type.Object(
  {
    first_name: PersonName,
    last_name: PersonName,
    email: Email,
    mobile: Mobile,
    password: Password,
    role_id: Id,
    status: Type.Optional(Status),
  },
  { additionalProperties: false },
);
export type UserCreateBody = Static<typeof UserCreateBody>;

/**
 * Same fields; the password is optional on edit (left empty keeps the current one), and
 * `updated_at` is the one the form loaded (409 STALE_RECORD when the user changed since).
 */
export const UserUpdateBody = Type.Object(
  {
    first_name: PersonName,
    last_name: PersonName,
    email: Email,
    mobile: Mobile,
    password: Type.Optional(Password),
    role_id: Id,
    status: Type.Optional(Status),
    updated_at: UpdatedAt,
  },
  { additionalProperties: false },
);
export type UserUpdateBody = Static<typeof UserUpdateBody>;

export const User = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  /** Name, number, role. */
  name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  number: Type.String(),
  role_id: Type.Integer(),
  role: Type.String(),
  role_code: Type.String(),
  status: Type.Integer(),
  is_default: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type User = Static<typeof User>;

export const UserListRequest = ListRequest({
  status: Type.Optional(Type.Union([Status, Type.Literal('ALL')])),
  role_id: Type.Optional(Type.Union([Id, Type.Literal('ALL')])),
});
export type UserListRequest = Static<typeof UserListRequest>;
