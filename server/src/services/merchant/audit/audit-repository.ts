/** Reading the audit trail of one tenant. */
import type { AuditEntry } from '@console/shared/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { listPage, listWindow, type ListBody } from '../../../lib/list';
import { toIso } from '../../../lib/time';

const P = sql.placeholder;
const sortable = { id: auditLog.id, created_at: auditLog.createdAt, action: auditLog.action, entity: auditLog.entity };

export interface AuditFilters extends ListBody {
  entity?: string | undefined;
  action?: string | undefined;
  user_id?: number | undefined;
}

export async function listAudit(db: Db, tenantId: number, body: AuditFilters) {
  const filters = { tenantId, entity: body.entity, action: body.action, userId: body.user_id };
  const where = () =>
    and(
      eq(auditLog.tenantId, P('tenantId')),
      filters.entity !== undefined ? eq(auditLog.entity, P('entity')) : undefined,
      filters.action !== undefined ? eq(auditLog.action, P('action')) : undefined,
      filters.userId !== undefined ? eq(auditLog.userId, P('userId')) : undefined,
    );
  return listPage(db, {
    name: 'audit',
    window: listWindow(body, { sortable, defaultSort: { by: 'id', dir: 'DESC' }, tieBreaker: auditLog.id }),
    filters,
    from: (extra) =>
      db
        .select({ ...getTableColumns(auditLog), ...extra })
        .from(auditLog)
        .$dynamic(),
    where,
    ids: () => db.select({ id: auditLog.id }).from(auditLog).where(where()).$dynamic(),
    present: toEntry,
  });
}

function toEntry(r: typeof auditLog.$inferSelect): AuditEntry {
  return {
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
  };
}
