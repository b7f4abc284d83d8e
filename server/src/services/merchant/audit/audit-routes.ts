import { AuditEntry, AuditListRequest, ListResponse } from '@console/shared/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { boundedTotal, listWindow, pagination } from '../../../lib/list';
import { responses, type App } from '../../../lib/route';
import { toIso } from '../../../lib/time';
import { principalOf } from '../../../plugins/access';

const sortable = { id: auditLog.id, created_at: auditLog.createdAt, action: auditLog.action, entity: auditLog.entity };

export default async function auditRoutes(app: App) {
  app.post(
    '/audit/list',
    {
      config: { access: { admin: true } },
      schema: { tags: ['audit'], body: AuditListRequest, response: responses({ 200: ListResponse(AuditEntry) }) },
    },
    async (request) => {
      const body = request.body;
      const window = listWindow(body, { sortable, defaultSort: { by: 'id', dir: 'DESC' }, tieBreaker: auditLog.id });
      const filters: (SQL | undefined)[] = [eq(auditLog.tenantId, principalOf(request).tenantId)];
      if (body.entity) filters.push(eq(auditLog.entity, body.entity));
      if (body.action) filters.push(eq(auditLog.action, body.action));
      if (body.user_id) filters.push(eq(auditLog.userId, body.user_id));
      const where = and(...filters);
      const db = app.db;
      const [rows, total] = await Promise.all([
        db.select().from(auditLog).where(where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset),
        boundedTotal(db, db.select({ id: auditLog.id }).from(auditLog).where(where)),
      ]);
      return {
        data: rows.map((r) => ({
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
        })),
        pagination: pagination(window, total),
      };
    },
  );
}
