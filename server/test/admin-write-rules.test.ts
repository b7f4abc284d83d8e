/**
 * Only an admin makes or touches an admin: the committed table test/access-write-rules.txt
 * (actor, action, target, expected answer), executed row by row against the real API. Every
 * refused row (403 or 409) must write no user and leave exactly one `refused` audit row, without
 * the password. The company keeps an active admin even when a caller's own deactivation has not
 * reached this process yet. Also: roles/list counts each role's users exactly, per tenant.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';

const STRONG = 'Quiet-Lantern-Harbor-58';
/** Long enough for the schema, refused by the strength check (a common password). */
const WEAK = 'password123';
const VIEWER_ROLE = 3;
const OPERATIONS_ROLE = 2;

const ACTORS = ['admin', 'manager', 'viewer'] as const;
type ActorName = (typeof ACTORS)[number];
const isActor = (name: string | undefined): name is ActorName => ACTORS.some((a) => a === name);

interface Rule {
  actor: ActorName;
  action: string;
  target: 'self' | 'user' | 'admin';
  status: number;
  code: string | undefined;
  line: string;
}

function readRules(): Rule[] {
  const text = readFileSync(new URL('./access-write-rules.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [actor, action, target, status, code, ...rest] = line.trim().split(/\s+/);
      assert.ok(
        isActor(actor) &&
          action &&
          (target === 'self' || target === 'user' || target === 'admin') &&
          /^\d{3}$/.test(status ?? '') &&
          rest.length === 0,
        `access-write-rules.txt: cannot read "${line}"`,
      );
      return { actor, action, target, status: Number(status), code, line: line.trim().replace(/\s+/g, ' ') };
    });
}

describe('admin write rules (test/access-write-rules.txt)', () => {
  let t: TestContext;
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  let adminRoleId: number;
  let serial = 0;

  const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as any).rows;
  const refusals = async () =>
    Number((await rows(sql`select count(*)::int as n from audit_log where action = 'refused'`))[0].n);
  const userRows = async () =>
    (await rows(sql`select id, email, role_id, status, password_hash, deleted_at from users order by id`)) as unknown[];

  /** A fresh user made by the admin: `admin` role or the Viewer role. */
  async function newUser(kind: 'user' | 'admin') {
    serial += 1;
    const res = await t.call(tokens.get('admin')!, 'POST', '/api/merchant/users', userBody(kind, serial));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data.id as number;
  }
  const userBody = (kind: 'user' | 'admin', n: number) => ({
    first_name: 'Rule',
    last_name: `Target${String.fromCharCode(65 + (n % 26))}`,
    email: `rule.target${n}@demo.local`,
    mobile: `98555${String(n).padStart(5, '0')}`,
    password: STRONG,
    role_id: kind === 'admin' ? adminRoleId : VIEWER_ROLE,
  });

  before(async () => {
    t = await createTestContext();
    tokens.set('admin', await t.login('admin@demo.local'));
    tokens.set('viewer', await t.login('viewer@demo.local'));
    const admin = tokens.get('admin')!;
    const roles = (await t.call(admin, 'POST', '/api/merchant/roles/list', { limit: 100 })).body.data;
    adminRoleId = roles.find((r: { role_code: string }) => r.role_code === 'ROLE_COMPANY_ADMIN').id;
    const role = await t.call(admin, 'POST', '/api/merchant/roles', {
      name: 'User Managers',
      permissions: ['PERM_VIEW_USERS_LIST'],
    });
    const created = await t.call(admin, 'POST', '/api/merchant/users', {
      first_name: 'Uma',
      last_name: 'Manager',
      email: 'uma.manager@demo.local',
      mobile: '9811111111',
      password: STRONG,
      role_id: role.body.data.id,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    ids.set('manager', created.body.data.id);
    ids.set('admin', (await t.call(admin, 'GET', '/api/merchant/users/me')).body.data.id);
  });
  after(() => t.close());

  /** The request a row makes, ready to send: its target exists by then. */
  async function attempt(rule: Rule): Promise<() => Promise<{ status: number; body: any }>> {
    const token = tokens.get(rule.actor)!;
    if (rule.action === 'create') {
      serial += 1;
      const body = userBody(rule.target === 'admin' ? 'admin' : 'user', serial);
      return () => t.call(token, 'POST', '/api/merchant/users', body);
    }
    const id = rule.target === 'self' ? ids.get(rule.actor)! : await newUser(rule.target);
    const url = `/api/merchant/users/${id}`;
    if (rule.action === 'delete') return () => t.call(token, 'DELETE', url);
    const current = (await t.call(tokens.get('admin')!, 'GET', url)).body.data;
    const body: Record<string, unknown> = {
      first_name: current.first_name,
      last_name: current.last_name,
      email: current.email,
      mobile: current.mobile,
      role_id: current.role_id,
      status: current.status,
      updated_at: current.updated_at,
    };
    const change: Record<string, Record<string, unknown>> = {
      'grant-admin': { role_id: adminRoleId },
      'remove-admin': { role_id: VIEWER_ROLE },
      'change-role': { role_id: current.role_id === OPERATIONS_ROLE ? VIEWER_ROLE : OPERATIONS_ROLE },
      'set-email': { email: `changed.${serial}.${id}@demo.local` },
      'set-password': { password: STRONG },
      'set-weak-password': { password: WEAK },
      deactivate: { status: 0 },
      rename: { last_name: 'Renamed' },
    };
    assert.ok(change[rule.action], `access-write-rules.txt: unknown action ${rule.action}`);
    return () => t.call(token, 'PUT', url, { ...body, ...change[rule.action] });
  }

  for (const rule of readRules()) {
    it(rule.line, async () => {
      if (!tokens.has('manager')) tokens.set('manager', await t.login('uma.manager@demo.local', STRONG));
      const send = await attempt(rule);
      const refused = rule.status >= 400;
      const users0 = refused ? await userRows() : [];
      const audit0 = await refusals();
      const res = await send();
      assert.equal(res.status, rule.status, `${rule.line} → ${res.status} ${JSON.stringify(res.body)}`);
      if (rule.code) assert.equal(res.body.code, rule.code);
      if (refused) {
        assert.equal(typeof res.body.message, 'string');
        assert.deepEqual(await userRows(), users0, 'a refusal writes no user');
        assert.equal(await refusals(), audit0 + 1, 'a refusal is audited');
      }
      // A password or status change of the manager signs it out: sign in again for the next row.
      if (rule.actor === 'manager' && rule.target === 'self') tokens.delete('manager');
    });
  }

  it('records who tried what in the refused audit rows, without the password', async () => {
    const audit = await rows(sql`select user_id, entity, after from audit_log where action = 'refused' order by id`);
    const refusedRules = readRules().filter((r) => r.status >= 400);
    assert.equal(audit.length, refusedRules.length, 'one audit row per refused row');
    const viewerId = (await t.call(tokens.get('viewer')!, 'GET', '/api/merchant/users/me')).body.data.id;
    for (const [i, row] of audit.entries()) {
      assert.ok([ids.get('manager'), ids.get('admin'), viewerId].includes(row.user_id));
      assert.equal(row.entity, 'user');
      assert.equal(row.after.rule, refusedRules[i]!.code, refusedRules[i]!.line);
      for (const secret of [STRONG, WEAK]) assert.equal(JSON.stringify(row.after).includes(secret), false);
    }
  });

  it('audits a role write refused at the door, not a refused read', async () => {
    const audit0 = await refusals();
    const read = await t.call(tokens.get('viewer')!, 'POST', '/api/merchant/users/list', {});
    const write = await t.call(tokens.get('viewer')!, 'DELETE', '/api/merchant/roles/3');
    assert.deepEqual([read.status, write.status, await refusals()], [403, 403, audit0 + 1]);
    const [row] = await rows(
      sql`select entity, entity_id, after from audit_log where action = 'refused' order by id desc`,
    );
    assert.deepEqual(
      [row.entity, row.entity_id, row.after.operation, row.after.rule],
      ['role', '3', 'delete', 'FORBIDDEN'],
    );
  });
});

describe('the last active admin', () => {
  let t: TestContext;
  // Sessions are cached for a minute: a caller deactivated by another process (here: by SQL,
  // which announces nothing) still passes the door until then, so only the rule stands in the way.
  before(async () => {
    t = await createTestContext({ authCacheMs: 60_000 });
  });
  after(() => t.close());

  it('is neither demoted, deactivated nor deleted, and each attempt is audited', async () => {
    const token = await t.login('admin@demo.local');
    const me = (await t.call(token, 'GET', '/api/merchant/users/me')).body.data;
    const roles = (await t.call(token, 'POST', '/api/merchant/roles/list', { limit: 100 })).body.data;
    const adminRole = roles.find((r: { role_code: string }) => r.role_code === 'ROLE_COMPANY_ADMIN').id;
    const created = await t.call(token, 'POST', '/api/merchant/users', {
      first_name: 'Last',
      last_name: 'Admin',
      email: 'last.admin@demo.local',
      mobile: '9822222222',
      password: STRONG,
      role_id: adminRole,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const last = created.body.data;
    // Every other admin of the company is deactivated behind the API's back, the caller included.
    await t.database.db.execute(
      sql`update users set status = 0 where tenant_id = 1 and id <> ${last.id} and role_id = ${adminRole}`,
    );
    const url = `/api/merchant/users/${last.id}`;
    const body = { ...last, status: 1 };
    for (const key of ['id', 'name', 'number', 'role', 'role_code', 'is_default', 'created_at']) delete body[key];
    const row = async () =>
      JSON.stringify(((await t.database.db.execute(sql`select * from users where id = ${last.id}`)) as any).rows);
    const before = await row();
    for (const attempt of [{ role_id: VIEWER_ROLE }, { status: 0 }, null]) {
      const res = await (attempt ? t.call(token, 'PUT', url, { ...body, ...attempt }) : t.call(token, 'DELETE', url));
      assert.equal(res.status, 409, JSON.stringify(res.body));
      assert.deepEqual(res.body, { message: 'The company must keep at least one active admin.', code: 'LAST_ADMIN' });
    }
    assert.equal(await row(), before, 'the last admin is unchanged');
    const audit = (
      (await t.database.db.execute(
        sql`select user_id, entity_id, after from audit_log where action = 'refused' order by id`,
      )) as any
    ).rows as { user_id: number; entity_id: string; after: { operation: string; rule: string } }[];
    assert.deepEqual(
      audit.map((r) => [r.user_id, r.entity_id, r.after.operation, r.after.rule]),
      ['update', 'update', 'delete'].map((operation) => [me.id, String(last.id), operation, 'LAST_ADMIN']),
    );
  });
});

describe('roles/list user_count', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext();
  });
  after(() => t.close());

  async function countsOf(email: string, tenantId: number) {
    const token = await t.login(email);
    const listed = (await t.call(token, 'POST', '/api/merchant/roles/list', { limit: 100 })).body.data as {
      id: number;
      user_count: number;
    }[];
    const expected = (
      (await t.database.db.execute(
        sql`select r.id, count(u.id)::int as n from roles r left join users u on u.role_id = r.id and u.deleted_at is null where r.tenant_id = ${tenantId} group by r.id`,
      )) as any
    ).rows as { id: number; n: number }[];
    return { token, listed, expected: new Map(expected.map((r) => [r.id, r.n])) };
  }

  it('counts the live users of each role, in each tenant', async () => {
    for (const [email, tenantId] of [
      ['admin@demo.local', 1],
      ['admin@acme.local', 2],
    ] as const) {
      const { listed, expected } = await countsOf(email, tenantId);
      assert.ok(listed.length >= 2);
      for (const role of listed) assert.equal(role.user_count, expected.get(role.id), `role ${role.id}`);
    }
  });

  it('follows users being added to and removed from a role', async () => {
    const { token, listed } = await countsOf('admin@demo.local', 1);
    const viewerRole = listed.find((r) => r.id === 3)!;
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const res = await t.call(token, 'POST', '/api/merchant/users', {
        first_name: 'Count',
        last_name: `Check${'x'.repeat(n)}`,
        email: `count${n}@demo.local`,
        mobile: `98444444${n}0`,
        password: STRONG,
        role_id: 3,
      });
      assert.equal(res.status, 201);
      ids.push(res.body.data.id);
    }
    const role = async () => (await t.call(token, 'GET', '/api/merchant/roles/3')).body.data.user_count as number;
    assert.equal(await role(), viewerRole.user_count + 2);
    await t.call(token, 'DELETE', `/api/merchant/users/${ids[0]}`);
    assert.equal(await role(), viewerRole.user_count + 1);
    const acme = await countsOf('admin@acme.local', 2);
    for (const r of acme.listed) assert.equal(r.user_count, acme.expected.get(r.id));
  });
});
