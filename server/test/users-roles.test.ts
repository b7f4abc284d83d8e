import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { rows } from './people-fixtures';

const newUser = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Kavya',
  last_name: 'Menon',
  email: 'kavya.menon@demo.local',
  mobile: '9812345678',
  password: 'Tr4in-Lamp-Quiet-92',
  role_id: 3,
  status: 1,
  ...overrides,
});

describe('users', () => {
  let t: TestContext;
  let admin: string;
  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
  });
  after(() => t.close());

  it('creates, reads, lists, updates and deletes a user, with an audit row for each', async () => {
    const created = await t.call(admin, 'POST', '/api/merchant/users', newUser());
    assert.equal(created.status, 201);
    const user = created.body.data;
    assert.equal(user.name, 'Kavya Menon');
    assert.equal(user.number, '9812345678');
    assert.equal(user.role, 'Viewer');
    assert.equal('password' in user || 'password_hash' in user || 'passwordHash' in user, false);

    const got = await t.call(admin, 'GET', `/api/merchant/users/${user.id}`);
    assert.deepEqual(got.body.data, user);

    const listed = await t.call(admin, 'POST', '/api/merchant/users/list', { search: 'kavya men', limit: 5 });
    assert.deepEqual(
      listed.body.data.map((u: { id: number }) => u.id),
      [user.id],
    );
    assert.equal(listed.body.pagination.total, 1);

    const updated = await t.edit(
      admin,
      `/api/merchant/users/${user.id}`,
      newUser({ last_name: 'Nair', role_id: 2, password: undefined }),
    );
    assert.equal(updated.status, 200);
    assert.equal(updated.body.data.name, 'Kavya Nair');
    assert.equal(updated.body.data.role_code, 'ROLE_OPERATIONS');
    // The password was left empty on edit, so the old one still signs in.
    await t.login('kavya.menon@demo.local', 'Tr4in-Lamp-Quiet-92');

    const deleted = await t.call(admin, 'DELETE', `/api/merchant/users/${user.id}`);
    assert.equal(deleted.status, 204);
    assert.equal((await t.call(admin, 'GET', `/api/merchant/users/${user.id}`)).status, 404);
    const login = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'kavya.menon@demo.local',
      password: 'Tr4in-Lamp-Quiet-92',
    });
    assert.equal(login.status, 401);

    const audit = await t.call(admin, 'POST', '/api/merchant/audit/list', { entity: 'user', limit: 10 });
    const mine = audit.body.data.filter((a: { entity_id: string }) => a.entity_id === String(user.id));
    assert.deepEqual(
      mine.map((a: { action: string }) => a.action),
      ['delete', 'update', 'create'],
    );
    const update = mine[1];
    assert.equal(update.before.last_name, 'Menon');
    assert.equal(update.after.last_name, 'Nair');
    assert.equal(update.user_email, 'admin@demo.local');
  });

  it('keeps an e-mail to one live user across every tenant: sign-in names a user by e-mail alone', async () => {
    const taken = await t.call(admin, 'POST', '/api/merchant/users', newUser({ email: 'OPS@demo.local' }));
    assert.equal(taken.status, 409);
    assert.equal(taken.body.message, 'A user with this email already exists.');
    const acme = await t.login('admin@acme.local');
    const elsewhere = await t.call(
      acme,
      'POST',
      '/api/merchant/users',
      newUser({ email: 'ops@demo.local', role_id: 5 }),
    );
    assert.equal(elsewhere.status, 409, JSON.stringify(elsewhere.body));
    assert.equal(elsewhere.body.message, 'A user with this email already exists.');
    const [same] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from users where lower(email) = 'ops@demo.local'`,
    );
    assert.equal(same?.n, 1, 'nothing was written');
    const login = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'ops@demo.local',
      password: 'Ops@12345',
    });
    assert.equal(login.body.data.module_id, 1);
  });

  it('lets only one of many users created at once with the same e-mail in any tenant exist', async () => {
    const acme = await t.login('admin@acme.local');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call(
          i % 2 ? acme : admin,
          'POST',
          '/api/merchant/users',
          newUser({ email: 'race.same@demo.local', role_id: i % 2 ? 5 : 3 }),
        ),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('stops an admin stripping their own admin role, deactivating or deleting themselves', async () => {
    const me = (await t.call(admin, 'GET', '/api/merchant/users/me')).body.data;
    const self = (await t.call(admin, 'GET', `/api/merchant/users/${me.id}`)).body.data;
    const base = { first_name: self.first_name, last_name: self.last_name, email: self.email, mobile: self.mobile };
    const demote = await t.edit(admin, `/api/merchant/users/${me.id}`, { ...base, role_id: 3 });
    assert.equal(demote.status, 403);
    assert.match(demote.body.message, /your own role or status/);
    const deactivate = await t.edit(admin, `/api/merchant/users/${me.id}`, {
      ...base,
      role_id: self.role_id,
      status: 0,
    });
    assert.equal(deactivate.status, 403);
    const del = await t.call(admin, 'DELETE', `/api/merchant/users/${me.id}`);
    assert.equal(del.status, 409);
    assert.equal((await t.call(admin, 'GET', '/api/merchant/users/me')).body.data.Role.role_code, 'ROLE_COMPANY_ADMIN');
  });

  it('signs a deactivated user out and refuses their next login', async () => {
    const created = (await t.call(admin, 'POST', '/api/merchant/users', newUser({ email: 'temp.user@demo.local' })))
      .body.data;
    const token = await t.login('temp.user@demo.local', 'Tr4in-Lamp-Quiet-92');
    const off = await t.edit(
      admin,
      `/api/merchant/users/${created.id}`,
      newUser({ email: 'temp.user@demo.local', status: 0 }),
    );
    assert.equal(off.status, 200);
    assert.equal((await t.call(token, 'GET', '/api/merchant/users/me')).status, 401);
    const login = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'temp.user@demo.local',
      password: 'Tr4in-Lamp-Quiet-92',
    });
    assert.equal(login.status, 401);
  });

  it('sorts and paginates the list', async () => {
    const page1 = await t.call(admin, 'POST', '/api/merchant/users/list', {
      limit: 5,
      offset: 0,
      sortBy: 'email',
      sortDir: 'ASC',
    });
    const page2 = await t.call(admin, 'POST', '/api/merchant/users/list', {
      limit: 5,
      offset: 5,
      sortBy: 'email',
      sortDir: 'ASC',
    });
    const emails = [...page1.body.data, ...page2.body.data].map((u: { email: string }) => u.email);
    assert.deepEqual(
      emails,
      [...emails].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    assert.equal(new Set(emails).size, 10);
    assert.equal(page2.body.pagination.currentPage, 2);
    const desc = await t.call(admin, 'POST', '/api/merchant/users/list', {
      limit: 5,
      sortBy: 'email',
      sortDir: 'DESC',
    });
    assert.notEqual(desc.body.data[0].email, page1.body.data[0].email);
    const inactive = await t.call(admin, 'POST', '/api/merchant/users/list', { status: 0, limit: 100 });
    assert.ok(inactive.body.data.length > 0);
    assert.ok(inactive.body.data.every((u: { status: number }) => u.status === 0));
    const all = await t.call(admin, 'POST', '/api/merchant/users/list', { status: 'ALL', role_id: 'ALL', limit: 100 });
    assert.equal(all.body.pagination.total, all.body.data.length);
  });
});

describe('roles', () => {
  let t: TestContext;
  let admin: string;
  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
  });
  after(() => t.close());

  it('creates a role, assigns it, and its permissions govern the user at once', async () => {
    const role = await t.call(admin, 'POST', '/api/merchant/roles', {
      name: 'Shift Supervisor',
      permissions: ['PERM_VIEW_USERS_LIST'],
    });
    assert.equal(role.status, 201);
    assert.equal(role.body.data.role_code, 'ROLE_SHIFT_SUPERVISOR');
    const user = await t.call(
      admin,
      'POST',
      '/api/merchant/users',
      newUser({ email: 'sup@demo.local', role_id: role.body.data.id }),
    );
    const token = await t.login('sup@demo.local', 'Tr4in-Lamp-Quiet-92');
    assert.equal((await t.call(token, 'POST', '/api/merchant/users/list', {})).status, 200);
    assert.equal((await t.call(token, 'POST', '/api/customer/wallet/transaction-list', {})).status, 403);

    const edited = await t.edit(admin, `/api/merchant/roles/${role.body.data.id}`, {
      name: 'Shift Supervisor',
      permissions: ['PERM_VIEW_TRANSACTION_LIST'],
    });
    assert.equal(edited.status, 200);
    assert.equal((await t.call(token, 'POST', '/api/merchant/users/list', {})).status, 403);
    assert.equal((await t.call(token, 'POST', '/api/customer/wallet/transaction-list', {})).status, 200);

    const inUse = await t.call(admin, 'DELETE', `/api/merchant/roles/${role.body.data.id}`);
    assert.equal(inUse.status, 409);
    assert.match(inUse.body.message, /assigned to 1 user/);
    await t.call(admin, 'DELETE', `/api/merchant/users/${user.body.data.id}`);
    assert.equal((await t.call(admin, 'DELETE', `/api/merchant/roles/${role.body.data.id}`)).status, 204);
  });

  it('never deletes or weakens ROLE_COMPANY_ADMIN', async () => {
    const adminRole = (await t.call(admin, 'POST', '/api/merchant/roles/list', {})).body.data.find(
      (r: { role_code: string }) => r.role_code === 'ROLE_COMPANY_ADMIN',
    );
    assert.equal((await t.call(admin, 'DELETE', `/api/merchant/roles/${adminRole.id}`)).status, 409);
    const weaken = await t.edit(admin, `/api/merchant/roles/${adminRole.id}`, {
      name: 'Company Admin',
      permissions: [],
    });
    assert.equal(weaken.status, 400);
    const clash = await t.call(admin, 'POST', '/api/merchant/roles', {
      name: 'Boss',
      role_code: 'ROLE_COMPANY_ADMIN',
      permissions: [],
    });
    assert.equal(clash.status, 409);
  });

  it('refuses duplicate role names', async () => {
    const dup = await t.call(admin, 'POST', '/api/merchant/roles', { name: 'operations', permissions: [] });
    assert.equal(dup.status, 409);
  });

  it('is for the company admin only', async () => {
    const ops = await t.login('ops@demo.local');
    assert.equal((await t.call(ops, 'POST', '/api/merchant/roles', { name: 'X', permissions: [] })).status, 403);
    assert.equal((await t.call(ops, 'POST', '/api/merchant/audit/list', {})).status, 403);
  });
});
