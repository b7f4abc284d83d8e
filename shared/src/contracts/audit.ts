import { Type, type Static } from 'typebox';
import { Id, ListRequest } from './common';

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  user_email: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  entity: Type.String(),
  entity_id: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditListRequest = ListRequest({
  entity: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z_-]+$' })),
  action: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z_.-]+$' })),
  user_id: Type.Optional(Id),
});
