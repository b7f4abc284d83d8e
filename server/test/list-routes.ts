/**
 * Every list route of the API and whose rows it shows: the one hand-written part of the
 * generated list tests (list-tenancy.test.ts, list-cursor.test.ts). A new list route without an
 * entry here fails list-tenancy.test.ts until someone says which table it lists.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AccessEntry } from '../src/plugins/access';

export interface OwnRows {
  /** For a route with `:id`: one of the tenant's own records to put there. */
  pathId?: (tenantId: number) => SQL;
  /** The ids the route must answer for the tenant (and that path id). */
  ids: (tenantId: number, pathId: number | undefined) => SQL;
}

/** Which rows each list shows: the tenant's own, with the list's fixed conditions (live rows). */
export const OWN_ROWS: Record<string, OwnRows> = {
  'POST /api/merchant/users/list': {
    ids: (t) => sql`select id from users where tenant_id = ${t} and deleted_at is null`,
  },
  'POST /api/merchant/roles/list': { ids: (t) => sql`select id from roles where tenant_id = ${t}` },
  'POST /api/merchant/audit/list': { ids: (t) => sql`select id from audit_log where tenant_id = ${t}` },
  'POST /api/customer/customers/list': {
    ids: (t) => sql`select id from customers where tenant_id = ${t} and deleted_at is null`,
  },
  'POST /api/customer/customers/:id/orders': {
    pathId: (t) =>
      sql`select customer_id as id from orders where tenant_id = ${t} and customer_id is not null
          group by customer_id order by count(*) desc, customer_id limit 1`,
    ids: (t, id) => sql`select id from orders where tenant_id = ${t} and customer_id = ${id}`,
  },
  'POST /api/customer/customer-groups/list': {
    ids: (t) => sql`select id from customer_groups where tenant_id = ${t} and deleted_at is null`,
  },
  'POST /api/customer/customer-groups/:id/members/list': {
    pathId: (t) =>
      sql`select id from customer_groups where tenant_id = ${t} and deleted_at is null order by id limit 1`,
    ids: (t, id) =>
      sql`select c.id from customer_group_members m join customers c on c.id = m.customer_id
          where m.group_id = ${id} and c.tenant_id = ${t} and c.deleted_at is null`,
  },
  'POST /api/customer/wallet/list': {
    ids: (t) => sql`select id from wallets where tenant_id = ${t} and deleted_at is null`,
  },
  'POST /api/customer/wallet/transaction-list': {
    ids: (t) => sql`select id from wallet_transactions where tenant_id = ${t}`,
  },
  'POST /api/merchant/channels/list': { ids: (t) => sql`select id from channels where tenant_id = ${t}` },
  'POST /api/merchant/touchpoints/list': { ids: (t) => sql`select id from touchpoints where tenant_id = ${t}` },
  'POST /api/merchant/touchpoints/:id/products/list': {
    pathId: (t) => sql`select touchpoint_id as id from touchpoint_products where tenant_id = ${t} order by id limit 1`,
    ids: (t, id) => sql`select id from touchpoint_products where tenant_id = ${t} and touchpoint_id = ${id}`,
  },
  'POST /api/merchant/touchpoint-groups/list': {
    ids: (t) => sql`select id from touchpoint_groups where tenant_id = ${t} and deleted_at is null`,
  },
  'POST /api/merchant/touchpoint-groups/:id/members/list': {
    pathId: (t) =>
      sql`select id from touchpoint_groups where tenant_id = ${t} and deleted_at is null order by id limit 1`,
    ids: (t, id) =>
      sql`select tp.id from touchpoint_group_members m join touchpoints tp on tp.id = m.touchpoint_id
          where m.group_id = ${id} and tp.tenant_id = ${t}`,
  },
  'POST /api/merchant/rules/list': {
    ids: (t) => sql`select id from rules where tenant_id = ${t} and deleted_at is null`,
  },
  'POST /api/customer/requests/list': { ids: (t) => sql`select id from requests where tenant_id = ${t}` },
  'POST /api/merchant/institutions/list': {
    ids: (t) => sql`select id from institutions where tenant_id = ${t} and deleted_at is null`,
  },
  'POST /api/transaction/orders/list': { ids: (t) => sql`select id from orders where tenant_id = ${t}` },
  // A user's own report jobs: the test signs in as each tenant's admin.
  'POST /api/report/reports/list': {
    ids: (t) =>
      sql`select id from report_jobs where tenant_id = ${t}
          and user_id in (select id from users where tenant_id = ${t} and email like 'admin@%')`,
  },
  'POST /api/merchant/sync-runs/list': { ids: (t) => sql`select id from sync_runs where tenant_id = ${t}` },
  'POST /api/merchant/sync-runs/:id/records/list': {
    pathId: (t) => sql`select id from sync_runs where tenant_id = ${t} order by id limit 1`,
    ids: (t, id) => sql`select id from sync_records where tenant_id = ${t} and run_id = ${id}`,
  },
};

/** A list route: a POST taking the generic list payload (offset and limit), whatever its path. */
export function isListRoute(entry: AccessEntry): boolean {
  const body = entry.schema?.body as { properties?: Record<string, unknown> } | undefined;
  const listPayload = body?.properties !== undefined && 'offset' in body.properties && 'limit' in body.properties;
  return entry.method === 'POST' && (listPayload || /[/-]list$/.test(entry.url));
}
