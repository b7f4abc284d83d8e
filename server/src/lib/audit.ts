/** The audit trail: who did what, when, with the record before and after. */
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface Actor {
  tenantId: number;
  userId: number | null;
  email: string | null;
  ip: string | null;
}

export interface AuditEvent {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Fields that never reach the audit log. */
const SECRET_KEYS = new Set(['password', 'passwordHash', 'password_hash', 'pin']);

function scrub(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEYS.has(k))
        .map(([k, v]) => [k, scrub(v)]),
    );
  }
  return value;
}

export async function recordAudit(db: DbOrTx, actor: Actor, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: actor.tenantId,
    userId: actor.userId,
    userEmail: actor.email,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
    before: scrub(event.before),
    after: scrub(event.after),
    ip: actor.ip,
  });
}

/**
 * Records that `record` was created and answers it. The audit keeps the record as the wire shows
 * it, or what `audited` makes of it.
 */
export async function auditCreate<T extends { id: number }>(
  db: DbOrTx,
  actor: Actor,
  entity: string,
  record: T,
  audited: (record: T) => unknown = (r) => r,
): Promise<T> {
  await recordAudit(db, actor, { action: 'create', entity, entityId: record.id, after: audited(record) });
  return record;
}

/** How an edit's audit reads: its action (`update` unless named), and what it keeps of the record before and after. */
export interface AuditedEdit<T> {
  action?: string;
  before?: (record: T) => unknown;
  after?: (record: T) => unknown;
}

/** Records an edit of one record, from `before` to `after`, and answers `after`. */
export async function auditUpdate<T extends { id: number }>(
  db: DbOrTx,
  actor: Actor,
  entity: string,
  before: T,
  after: T,
  shown: AuditedEdit<T> = {},
): Promise<T> {
  await recordAudit(db, actor, {
    action: shown.action ?? 'update',
    entity,
    entityId: after.id,
    before: shown.before ? shown.before(before) : before,
    after: shown.after ? shown.after(after) : after,
  });
  return after;
}
