/**
 * Generated, not hand-listed: every list route the app registers (a POST whose body is the
 * generic list payload — every `…/list` among them) is read to its end, by cursor, as the
 * admin of tenant 1 and of tenant 2 with the same body. The two id sets must be disjoint, and
 * each must be exactly the ids of that tenant's own rows, read straight from the table.
 *
 * The one hand-written part is which table a route lists (OWN_ROWS below), and it is checked
 * for completeness against the route table: a new list route without an entry fails here,
 * loudly, until someone says whose rows it shows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessEntry } from '../src/plugins/access';
import { createTestContext, type TestContext } from './helper';
import { rows } from './people-fixtures';

const TENANTS = [
  { id: 1, email: 'admin@demo.local' },
  { id: 2, email: 'admin@acme.local' },
] as const;

interface OwnRows {
  /** For a route with `:id`: one of the tenant's own records to put there. */
  pathId?: (tenantId: number) => SQL;
  /** The ids the route must answer for the tenant (and that path id). */
  ids: (tenantId: number, pathId: number | undefined) => SQL;
}

/** Which rows each list shows: the tenant's own, with the list's fixed conditions (live rows). */
const OWN_ROWS: Record<string, OwnRows> = {
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
  'POST /api/customer/requests/list': {
    ids: (t) => sql`select id from requests where tenant_id = ${t}`,
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
  'POST /api/transaction/orders/list': { ids: (t) => sql`select id from orders where tenant_id = ${t}` },
  'POST /api/merchant/sync-runs/list': { ids: (t) => sql`select id from sync_runs where tenant_id = ${t}` },
  'POST /api/merchant/sync-runs/:id/records/list': {
    pathId: (t) => sql`select id from sync_runs where tenant_id = ${t} order by id limit 1`,
    ids: (t, id) => sql`select id from sync_records where tenant_id = ${t} and run_id = ${id}`,
  },
};

/** A list route: a POST taking the generic list payload (offset and limit), whatever its path. */
function isListRoute(entry: AccessEntry): boolean {
  const body = entry.schema?.body as { properties?: Record<string, unknown> } | undefined;
  const listPayload = body?.properties !== undefined && 'offset' in body.properties && 'limit' in body.properties;
  return entry.method === 'POST' && (listPayload || /[/-]list$/.test(entry.url));
}

describe('every list route shows each tenant its own rows, and only those', () => {
  let t: TestContext;
  let routes: AccessEntry[];
  const tokens = new Map<number, string>();

  before(async () => {
    t = await createTestContext();
    routes = t.app.accessTable.filter(isListRoute);
    for (const tenant of TENANTS) tokens.set(tenant.id, await t.login(tenant.email));
  });
  after(() => t.close());

  it('knows whose rows every list route shows (a new list route needs an entry in OWN_ROWS)', () => {
    const found = routes.map((r) => `${r.method} ${r.url}`).sort();
    assert.ok(found.length >= 9, `expected the list routes, found ${found.join(', ')}`);
    const missing = found.filter((key) => !OWN_ROWS[key]);
    const stale = Object.keys(OWN_ROWS).filter((key) => !found.includes(key));
    assert.deepEqual(
      { missing, stale },
      { missing: [], stale: [] },
      `list routes without an OWN_ROWS entry: ${missing.join(', ') || 'none'}; entries no route serves: ${stale.join(', ') || 'none'}`,
    );
  });

  /** Every id the route answers for `tenantId`, page after page by cursor. */
  async function readAll(url: string, tenantId: number): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 1000; page++) {
      const res = await t.call(tokens.get(tenantId)!, 'POST', url, {
        offset: 0,
        limit: 100,
        ...(cursor ? { cursor } : {}),
      });
      assert.equal(res.status, 200, `${url} as tenant ${tenantId}: ${JSON.stringify(res.body)}`);
      ids.push(...res.body.data.map((row: { id: number }) => row.id));
      cursor = res.body.pagination.nextCursor;
      if (!cursor) return ids;
    }
    throw new Error(`${url} did not end`);
  }

  it('answers each tenant exactly its own rows, the two sets disjoint, for the same request', async () => {
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const own = OWN_ROWS[key]!;
      const seen = new Map<number, number[]>();
      for (const tenant of TENANTS) {
        const pathId = own.pathId ? Number((await rows<{ id: number }>(t, own.pathId(tenant.id)))[0]?.id) : undefined;
        if (own.pathId) assert.ok(pathId, `${key}: tenant ${tenant.id} has no record to list under`);
        const listed = await readAll(route.url.replace(':id', String(pathId)), tenant.id);
        const expected = (await rows<{ id: number | string }>(t, own.ids(tenant.id, pathId))).map((r) => Number(r.id));
        assert.ok(expected.length > 0, `${key}: tenant ${tenant.id} has no rows to list (seed some)`);
        assert.equal(new Set(listed).size, listed.length, `${key}: a row listed twice for tenant ${tenant.id}`);
        assert.deepEqual(
          [...listed].sort((a, b) => a - b),
          expected.sort((a, b) => a - b),
          `${key}: tenant ${tenant.id} must see exactly its own rows`,
        );
        seen.set(tenant.id, listed);
      }
      const one = new Set(seen.get(1));
      const shared = seen.get(2)!.filter((id) => one.has(id));
      assert.deepEqual(shared, [], `${key}: rows listed to both tenants`);
    }
  });
});
