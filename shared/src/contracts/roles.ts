import { Type, type Static } from 'typebox';
import { Label, ListRequest, UpdatedAt } from './common';
import { FIELDS } from './fields';
import { PERMISSIONS, type PermissionCode } from './permissions';

export const PermissionCodeSchema = Type.Unsafe<PermissionCode>(
  Type.Union(PERMISSIONS.map((code) => Type.Literal(code))),
);

export const RoleBody = Type.Object(
  {
    name: Label,
    /** Upper-case code such as ROLE_OPERATIONS; generated from the name when omitted. */
    role_code: Type.Optional(Type.String(FIELDS.role.role_code)),
    permissions: Type.Array(PermissionCodeSchema, { uniqueItems: true, maxItems: PERMISSIONS.length }),
  },
  { additionalProperties: false },
);
export type RoleBody = Static<typeof RoleBody>;

/** An edit: the same fields and the `updated_at` the form loaded (409 STALE_RECORD when the role changed since). */
export const RoleUpdateBody = Type.Object(
  { ...RoleBody.properties, updated_at: UpdatedAt },
  { additionalProperties: false },
);
export type RoleUpdateBody = Static<typeof RoleUpdateBody>;

export const Role = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role_code: Type.String(),
  permissions: Type.Array(Type.String()),
  is_default: Type.Boolean(),
  user_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Role = Static<typeof Role>;

export const RoleListRequest = ListRequest({});
export type RoleListRequest = Static<typeof RoleListRequest>;
