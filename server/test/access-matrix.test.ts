/**
 * Generated, not hand-picked: every route the app registers × every demo role, checked
 * against the access the route declares. Ids point nowhere and bodies are empty, so an
 * allowed call is a 400/404 and nothing is written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { allows, type AccessEntry } from '../src/plugins/access';
import { createTestContext, type TestContext } from './helper';

const ROLES = [
  { email: 'admin@demo.local', roleCode: 'ROLE_COMPANY_ADMIN', permissions: [] as string[] },
  {
    email: 'ops@demo.local',
    roleCode: 'ROLE_OPERATIONS',
    permissions: [
      'PERM_VIEW_CUSTOMER_LIST',
      'PERM_VIEW_CUSTOMER_GROUP_LIST',
      'PERM_VIEW_WALLET_LIST',
      'PERM_VIEW_TRANSACTION_LIST',
    ],
  },
  { email: 'viewer@demo.local', roleCode: 'ROLE_VIEWER', permissions: ['PERM_VIEW_TRANSACTION_LIST'] },
];

/** Session-ending routes are checked with a throwaway session of their own. */
const ends = (e: AccessEntry) => e.url.endsWith('/logout') || e.url.endsWith('/user-management');

describe('access matrix: every route × every demo role', () => {
  let t: TestContext;
  let routes: AccessEntry[];
  const tokens = new Map<string, string>();

  before(async () => {
    t = await createTestContext();
    routes = t.app.accessTable.filter((e) => !('public' in e.access));
    for (const role of ROLES) tokens.set(role.email, await t.login(role.email));
  });
  after(() => t.close());

  it('finds the routes of every service it serves', () => {
    const services = new Set(t.app.accessTable.map((e) => e.url.split('/')[2]));
    assert.deepEqual([...services].sort(), ['customer', 'merchant', 'report', 'transaction']);
    assert.ok(routes.length >= 15, `expected the full route table, found ${routes.length}`);
  });

  it('answers 401 without a token on every protected route', async () => {
    for (const route of routes) {
      const res = await t.call(
        null,
        route.method as 'GET',
        route.url.replace(/:\w+/g, '999999'),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      assert.equal(res.status, 401, `${route.method} ${route.url}`);
    }
  });

  for (const role of ROLES) {
    it(`${role.roleCode}: 403 exactly where the declared access excludes it`, async () => {
      const audit0 = await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where action not in ('login', 'logout')`,
      );
      for (const route of routes) {
        const token = ends(route) ? await t.login(role.email) : tokens.get(role.email)!;
        const url = route.url.replace(/:\w+/g, '999999');
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await t.call(token, route.method as 'GET', url, body);
        const expected = allows(route.access, { roleCode: role.roleCode, permissions: role.permissions });
        if (expected) {
          assert.ok(
            ![401, 402, 403].includes(res.status),
            `${role.roleCode} ${route.method} ${route.url} → ${res.status}`,
          );
        } else {
          assert.equal(res.status, 403, `${role.roleCode} ${route.method} ${route.url} → ${res.status}`);
          assert.equal(typeof res.body.message, 'string');
        }
      }
      const audit1 = await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where action not in ('login', 'logout')`,
      );
      assert.equal((audit1 as any).rows[0].n, (audit0 as any).rows[0].n, 'the matrix wrote nothing');
    });
  }
});
