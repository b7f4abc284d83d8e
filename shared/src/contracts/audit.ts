import { Type, type Static } from 'typebox';
import { Id, ListRequest, Nullable } from './common';
import { RangeFields } from './orders';

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  user_email: Nullable(Type.String()),
  action: Type.String(),
  entity: Type.String(),
  entity_id: Nullable(Type.String()),
  /** The record's name as its screen names it today; null for a record deleted since, or one with no name. */
  entity_name: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Nullable(Type.String()),
  created_at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** What selects audit entries: the list's filters, and the audit log report's. */
export const AuditFilterFields = {
  entity: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z_-]+$' })),
  action: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z_.-]+$' })),
  user_id: Type.Optional(Id),
  /** When: the last day, week or month, or custom dates in the tenant's time zone (as Touchpoint Orders). */
  ...RangeFields,
};

export const AuditListRequest = ListRequest(AuditFilterFields);
export type AuditListRequest = Static<typeof AuditListRequest>;
export const AUDIT_SORTABLE = ['id', 'created_at', 'action', 'entity'] as const;

/** What the audit log screen's filters offer: the entities, actions and users the tenant's trail holds. */
export const AuditFacets = Type.Object({
  entities: Type.Array(Type.String()),
  actions: Type.Array(Type.String()),
  users: Type.Array(Type.Object({ id: Type.Integer(), email: Nullable(Type.String()) })),
});
export type AuditFacets = Static<typeof AuditFacets>;
