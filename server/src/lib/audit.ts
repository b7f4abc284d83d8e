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
