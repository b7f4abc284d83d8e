/**
 * The audit trail as the console reads it: the list of a tenant's entries under the filters asked
 * for (the period in the tenant's zone), the values its filters offer, and a selection of entries
 * as the list and the audit log report both resolve it.
 */
import type { AuditEntry, AuditFacets, AuditListRequest, AuditReportBody } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { presentPage } from '../../../lib/list';
import { periodOf, type PeriodOptions } from '../../../lib/period';
import { toIso } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import { tenantTimeZone } from '../registry/registry-service';
import * as repo from './audit-repository';

type AuditFilters = NonNullable<AuditReportBody['filters']>;

/** What selects entries (the list's filters, a report's), the period resolved in the tenant's zone. */
export function auditSelection(body: AuditFilters, timeZone: string, options: PeriodOptions = {}): repo.AuditSelection {
  const period = periodOf(body, timeZone, new Date(), options);
  return {
    entity: body.entity,
    action: body.action,
    userId: body.user_id,
    from: period?.from.toISOString(),
    to: period?.to.toISOString(),
  };
}

function toEntry(r: repo.AuditRow): AuditEntry {
  return {
    ...snakeFields(r, 'id userId userEmail action entity entityId entityName before after ip'),
    created_at: toIso(r.createdAt),
  };
}

export async function listAudit(db: Db, tenantId: number, body: AuditListRequest) {
  const timeZone = await tenantTimeZone(db, tenantId);
  // The sort is judged before the period, as it always was: a body wrong in both answers for its sort.
  const window = repo.auditListWindow(body);
  return presentPage(await repo.auditPage(db, tenantId, window, auditSelection(body, timeZone)), toEntry);
}

/** The distinct entities, actions and users (by e-mail) of the tenant's trail. */
export async function auditFacets(db: Db, tenantId: number): Promise<AuditFacets> {
  const users = await repo.auditUsers(db, tenantId);
  return {
    entities: await repo.distinctAuditValues(db, tenantId, 'entity'),
    actions: await repo.distinctAuditValues(db, tenantId, 'action'),
    users: users.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? '')),
  };
}
