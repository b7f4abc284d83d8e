/**
 * Generated, not hand-listed: every list route the app registers (a POST whose body is the
 * generic list payload — every `…/list` among them) is read to its end, by cursor, as the
 * admin of tenant 1 and of tenant 2 with the same body. The two id sets must be disjoint, and
 * each must be exactly the ids of that tenant's own rows, read straight from the table.
 *
 * The one hand-written part is which table a route lists (OWN_ROWS in list-routes.ts), and it is checked
 * for completeness against the route table: a new list route without an entry fails here,
 * loudly, until someone says whose rows it shows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AccessEntry } from '../src/plugins/access';
import { createTestContext, type TestContext } from './helper';
import { isListRoute, OWN_ROWS } from './list-routes';
import { rows } from './people-fixtures';

const TENANTS = [
  { id: 1, email: 'admin@demo.local' },
  { id: 2, email: 'admin@acme.local' },
] as const;

describe('every list route shows each tenant its own rows, and only those', () => {
  let t: TestContext;
  let routes: AccessEntry[];
  const tokens = new Map<number, string>();

  before(async () => {
    t = await createTestContext();
    routes = t.app.accessTable.filter(isListRoute);
    for (const tenant of TENANTS) tokens.set(tenant.id, await t.login(tenant.email));
    // Report jobs are each user's own and the demo has none: each admin queues one (not run here).
    for (const tenant of TENANTS) {
      const res = await t.call(tokens.get(tenant.id)!, 'POST', '/api/report/reports', { kind: 'transactions' });
      assert.equal(res.status, 202, JSON.stringify(res.body));
    }
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
