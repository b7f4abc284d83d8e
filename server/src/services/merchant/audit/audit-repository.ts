/**
 * SQL reading the audit trail of one tenant: the list (filtered by entity, action, user and period,
 * paged by keyset cursor — each filter has an index on (tenant, filter, created_at, id), so a page
 * at any depth costs what the first costs), the audit log report's rows (the same filters, by keyset
 * chunks), and the values its filters offer.
 */
import { and, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { P, statement } from '../../../db/statement-cache';
import { keysetChunks, type ChunkRows } from '../../../lib/export/keyset-chunks';
import {
  filterShape,
  listWindow,
  readPage,
  rowsOf,
  type ListBody,
  type ListSpec,
  type ListWindow,
} from '../../../lib/list';

const sortable = { id: auditLog.id, created_at: auditLog.createdAt, action: auditLog.action, entity: auditLog.entity };

/** What selects entries (the list's filters, a report's), the period resolved in the tenant's zone. */
export interface AuditSelection {
  entity?: string;
  action?: string;
  userId?: number;
  from?: string;
  to?: string;
}

const filtersOf = (tenantId: number, s: AuditSelection) => ({ tenantId, ...s });

/** The WHERE of the list and the report, on placeholders named after the filters' keys. */
function whereOf(filters: ReturnType<typeof filtersOf>) {
  return and(
    eq(auditLog.tenantId, P('tenantId')),
    filters.entity !== undefined ? eq(auditLog.entity, P('entity')) : undefined,
    filters.action !== undefined ? eq(auditLog.action, P('action')) : undefined,
    filters.userId !== undefined ? eq(auditLog.userId, P('userId')) : undefined,
    filters.from !== undefined ? gte(auditLog.createdAt, P('from')) : undefined,
    filters.to !== undefined ? lt(auditLog.createdAt, P('to')) : undefined,
  );
}

// The outer row's columns are named in full: inside a subquery over another table Drizzle writes a
// column of the outer table without its table, and the inner table's column of that name would win.
/** The entry's record id as a number, or null for one that is not (a session's id). */
const recordId = sql.raw(`(case when audit_log.entity_id ~ '^[0-9]{1,9}$' then audit_log.entity_id::int end)`);
/** A session's id as a uuid, or null. */
const sessionId = sql.raw(
  `(case when audit_log.entity_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then audit_log.entity_id::uuid end)`,
);
const sameTenant = sql.raw('r.tenant_id = audit_log.tenant_id');

/**
 * The name of a record of the entry's tenant: its table (as `r`), the SQL that names a row of it,
 * and what it joins for the name (a wallet's holder).
 */
const nameFrom = (table: string, name: string, { join = '', id = recordId } = {}) =>
  sql`(select ${sql.raw(name)} from ${sql.raw(table)} r ${sql.raw(join)} where r.id = ${id} and ${sameTenant})`;

const PERSON = "r.first_name || ' ' || r.last_name";
/** A wallet's or request's customer (`c`), by first and last name. */
const HOLDER = "c.first_name || ' ' || c.last_name";
const HOLDER_JOIN = (kind: 'join' | 'left join') => `${kind} customers c on c.id = r.customer_id`;

/**
 * The record an entry is about, named as its own screen names it today: a wallet by its name and its
 * holder's, a person by first and last name, an order by its number, a request by whose it is. A
 * record gone from its table has no name here (the page names it from the entry's before); a
 * session by whose it is. One primary-key probe per row of the page.
 */
const entityName = sql<string | null>`case audit_log.entity
  when 'wallet' then ${nameFrom('wallets', `r.name || coalesce(' — ' || ${HOLDER}, '')`, { join: HOLDER_JOIN('left join') })}
  when 'customer' then ${nameFrom('customers', PERSON)}
  when 'user' then ${nameFrom('users', PERSON)}
  when 'request' then ${nameFrom('requests', HOLDER, { join: HOLDER_JOIN('join') })}
  when 'order' then ${nameFrom('orders', 'r.order_no')}
  when 'customer_group' then ${nameFrom('customer_groups', 'r.name')}
  when 'touchpoint_group' then ${nameFrom('touchpoint_groups', 'r.name')}
  when 'touchpoint' then ${nameFrom('touchpoints', 'r.name')}
  when 'touchpoint_product' then ${nameFrom('touchpoint_products', 'r.name')}
  when 'channel' then ${nameFrom('channels', 'r.name')}
  when 'institution' then ${nameFrom('institutions', 'r.name')}
  when 'role' then ${nameFrom('roles', 'r.name')}
  when 'rule' then ${nameFrom('rules', 'r.name')}
  when 'session' then ${nameFrom('sessions', "u.first_name || ' ' || u.last_name", { join: 'join users u on u.id = r.user_id', id: sessionId })}
end`;

const spec: ListSpec<keyof typeof sortable> = {
  sortable,
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: auditLog.id,
};

/** The list's window (limit, sort, cursor) over the trail; 400 for a sort it does not offer. */
export const auditListWindow = (body: ListBody): ListWindow => listWindow(body, spec);

/** An entry with the name of the record it is about. */
export type AuditRow = typeof auditLog.$inferSelect & { entityName: string | null };

/** One page of the tenant's entries under a selection, in the window's order, with its pagination. */
export async function auditPage(db: Db, tenantId: number, window: ListWindow, selection: AuditSelection) {
  const filters = filtersOf(tenantId, selection);
  const where = () => whereOf(filters);
  return readPage<AuditRow>(db, {
    name: 'audit',
    window,
    filters,
    from: (extra) =>
      db
        .select({ ...getTableColumns(auditLog), entityName, ...extra })
        .from(auditLog)
        .$dynamic(),
    where,
    ids: () => db.select({ id: auditLog.id }).from(auditLog).where(where()).$dynamic(),
  });
}

/** How many entries a selection holds, counted up to `cap + 1` (a report's size check). */
export async function countAuditSelected(db: Db, tenantId: number, selection: AuditSelection, cap: number) {
  const filters = filtersOf(tenantId, selection);
  const rows = (await statement(db, `audit-report|${filterShape(filters)}#count`, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ id: auditLog.id }).from(auditLog).where(whereOf(filters)).limit(P('cap')).as('capped')),
  ).execute({ ...filters, cap: cap + 1 })) as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}

const reportSort = listWindow({}, spec);

/** The audit log report's rows: the entries of a selection, newest first, chunk by chunk. */
export function auditReportChunks(db: Db, tenantId: number, selection: AuditSelection, chunkRows?: ChunkRows) {
  const filters = filtersOf(tenantId, selection);
  return keysetChunks<typeof auditLog.$inferSelect>(db, {
    key: `audit-report|${filterShape(filters)}`,
    sort: reportSort.sort,
    tie: auditLog.id,
    from: (extra) =>
      db
        .select({ ...getTableColumns(auditLog), ...extra })
        .from(auditLog)
        .$dynamic(),
    where: () => whereOf(filters),
    filters,
    chunkRows,
  });
}

/**
 * The distinct values of a column of the tenant's trail, read by skipping through its index (one
 * probe per distinct value), so a trail of millions of rows answers as fast as a small one.
 */
export async function distinctAuditValues(db: Db, tenantId: number, column: 'entity' | 'action'): Promise<string[]> {
  const c = sql.raw(column);
  const rows = await db.execute(sql`
      with recursive v(value) as (
        (select ${c} from audit_log where tenant_id = ${tenantId}::int order by ${c} limit 1)
        union all
        select (select ${c} from audit_log where tenant_id = ${tenantId}::int and ${c} > v.value order by ${c} limit 1)
        from v where v.value is not null
      )
      select value from v where value is not null`);
  return rowsOf(rows).map((r) => String(r.value));
}

/** The distinct users of the tenant's trail (skipping through the index), each with its latest e-mail. */
export async function auditUsers(db: Db, tenantId: number): Promise<{ id: number; email: string | null }[]> {
  const users = await db.execute(sql`
    with recursive u(id) as (
      (select user_id from audit_log where tenant_id = ${tenantId}::int and user_id is not null order by user_id limit 1)
      union all
      select (select user_id from audit_log where tenant_id = ${tenantId}::int and user_id > u.id order by user_id limit 1)
      from u where u.id is not null
    )
    select u.id, (select a.user_email from audit_log a where a.tenant_id = ${tenantId}::int and a.user_id = u.id
                  order by a.created_at desc, a.id desc limit 1) as email
    from u where u.id is not null`);
  return rowsOf(users).map((r) => ({ id: Number(r.id), email: r.email === null ? null : String(r.email) }));
}
