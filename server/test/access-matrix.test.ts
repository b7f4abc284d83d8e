/**
 * Every route the app registers, checked against an independent, committed table
 * (test/access-table.txt, reviewed by hand): the route table and the table file must name the
 * same routes with the same access — a difference fails with the lines that differ — and every
 * route × every demo role must be answered as the FILE says (not as the code under test says).
 * Ids point nowhere and bodies are empty, so an allowed call is a 400/404 and nothing is written.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Access, AccessEntry } from '../src/plugins/access';
import { createTestContext, type TestContext } from './helper';

const ADMIN = 'ROLE_COMPANY_ADMIN';
const PLATFORM = 'ROLE_PLATFORM_OPERATOR';

/** `METHOD path → who` from the committed table. */
function readAccessTable(): Map<string, string> {
  const table = new Map<string, string>();
  const text = readFileSync(new URL('./access-table.txt', import.meta.url), 'utf8');
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [method, path, who, ...rest] = line.trim().split(/\s+/);
    assert.ok(method && path && who && rest.length === 0, `access-table.txt: cannot read "${line}"`);
    assert.ok(!table.has(`${method} ${path}`), `access-table.txt lists ${method} ${path} twice`);
    table.set(`${method} ${path}`, who);
  }
  return table;
}

/** A declaration in the table's words. */
function whoOf(access: Access): string {
  if ('public' in access) return 'anonymous';
  if ('signedIn' in access) return '-';
  if ('ownSession' in access) return 'own-session';
  if ('admin' in access) return ADMIN;
  if ('adminOrPlatform' in access) return `${ADMIN},${PLATFORM}`;
  if ('platform' in access) return PLATFORM;
  if ('machine' in access) return 'touchpoint-key';
  if ('deploy' in access) return 'deploy-token';
  if ('allPermissions' in access) return access.allPermissions.join('+');
  return access.permissions.join(',');
}

/** Whether the table lets a role with these codes in. */
function tableAllows(who: string, role: { roleCode: string; permissions: string[] }): boolean {
  if (who === 'anonymous' || who === '-' || who === 'own-session') return true;
  // The role codes a line names admit those roles only; the platform operator holds no permission code.
  const roleCodes = who.split(',').filter((code) => code.startsWith('ROLE_'));
  if (roleCodes.length > 0) return roleCodes.includes(role.roleCode);
  if (role.roleCode === ADMIN) return true;
  if (role.roleCode === PLATFORM) return false;
  if (who.includes('+')) return who.split('+').every((code) => role.permissions.includes(code));
  return who.split(',').some((code) => role.permissions.includes(code));
}

/** Read once: a malformed file fails every test of this file, with the line it could not read. */
const TABLE = readAccessTable();

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
  { email: 'platform@demo.local', roleCode: PLATFORM, permissions: [] as string[] },
];

/** Session-ending routes are checked with a throwaway session of their own. */
const ends = (e: AccessEntry) => e.url.endsWith('/logout') || e.url.endsWith('/user-management');

describe('access matrix: every route × every demo role', () => {
  let t: TestContext;
  let routes: AccessEntry[];
  const tokens = new Map<string, string>();

  before(async () => {
    t = await createTestContext();
    // Machine routes take a touchpoint key and deploy routes a deploy token, never a person's token
    // (test/vend-api.test.ts, test/platform-publish.test.ts); a stream stays open
    // (test/order-stream.test.ts checks who may open it).
    routes = t.app.accessTable.filter(
      (e) => !('public' in e.access) && !('machine' in e.access) && !('deploy' in e.access) && !e.stream,
    );
    for (const role of ROLES) tokens.set(role.email, await t.login(role.email));
  });
  after(() => t.close());

  it('declares exactly the access the committed table lists, route by route', () => {
    const table = TABLE;
    const declared = new Map(t.app.accessTable.map((e) => [`${e.method} ${e.url}`, whoOf(e.access)]));
    const differences: string[] = [];
    for (const [route, who] of declared) {
      if (!table.has(route)) differences.push(`+ ${route} ${who}    (registered, missing from access-table.txt)`);
      else if (table.get(route) !== who)
        differences.push(`~ ${route}: declared ${who}, the table says ${table.get(route)}`);
    }
    for (const [route, who] of table) {
      if (!declared.has(route)) differences.push(`- ${route} ${who}    (in access-table.txt, no such route)`);
    }
    assert.deepEqual(differences, [], `routes and test/access-table.txt differ:\n${differences.join('\n')}`);
  });

  it('finds the routes of every service it serves', () => {
    const services = new Set(
      t.app.accessTable.filter((e) => e.url.startsWith('/api/')).map((e) => e.url.split('/')[2]),
    );
    assert.deepEqual([...services].sort(), ['customer', 'merchant', 'platform', 'report', 'transaction']);
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
      // A write refused at the door of users and roles is audited by design (admin-write-rules.test.ts).
      const audit0 = await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where action not in ('login', 'logout', 'refused')`,
      );
      for (const route of routes) {
        const token = ends(route) ? await t.login(role.email) : tokens.get(role.email)!;
        const url = route.url.replace(/:\w+/g, '999999');
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await t.call(token, route.method as 'GET', url, body);
        const expected = tableAllows(TABLE.get(`${route.method} ${route.url}`) ?? ADMIN, role);
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
        sql`select count(*)::int as n from audit_log where action not in ('login', 'logout', 'refused')`,
      );
      assert.equal((audit1 as any).rows[0].n, (audit0 as any).rows[0].n, 'the matrix wrote nothing');
    });
  }
});
