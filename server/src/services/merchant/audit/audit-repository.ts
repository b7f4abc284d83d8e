/** Reading the audit trail of one tenant. */
import type { AuditEntry } from '@console/shared/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { boundedTotal, listWindow, pagination, type ListBody } from '../../../lib/list';
import { toIso } from '../../../lib/time';

const sortable = { id: auditLog.id, created_at: auditLog.createdAt, action: auditLog.action, entity: auditLog.entity };

export interface AuditFilters extends ListBody {
  entity?: string | undefined;
  action?: string | undefined;
  user_id?: number | undefined;
}

export async function listAudit(db: Db, tenantId: number, body: AuditFilters) {
  const window = listWindow(body, { sortable, defaultSort: { by: 'id', dir: 'DESC' }, tieBreaker: auditLog.id });
  const filters: (SQL | undefined)[] = [eq(auditLog.tenantId, tenantId)];
  if (body.entity) filters.push(eq(auditLog.entity, body.entity));
  if (body.action) filters.push(eq(auditLog.action, body.action));
  if (body.user_id) filters.push(eq(auditLog.userId, body.user_id));
  const where = and(...filters);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    boundedTotal(db, db.select({ id: auditLog.id }).from(auditLog).where(where)),
  ]);
  const data: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    user_id: r.userId,
    user_email: r.userEmail,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    before: r.before,
    after: r.after,
    ip: r.ip,
    created_at: toIso(r.createdAt),
  }));
  return { data, pagination: pagination(window, total) };
}
