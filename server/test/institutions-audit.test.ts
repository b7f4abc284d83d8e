/**
 * Institutions (CRUD with soft delete, links to the tenant's own customer and touchpoint groups
 * by delta, audited) and the audit trail's filters and facets the audit log screen reads.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { rows } from './people-fixtures';

const API = '/api/merchant/institutions';

describe('institutions', () => {
  let t: TestContext;
  let admin: string;
  let acme: string;
  /** Two customer groups and two touchpoint groups of tenant 1, one of each of tenant 2. */
  let groups: { c: number[]; tp: number[]; acmeC: number; acmeTp: number };

  const idsOf = async (table: string, tenantId: number) =>
    (
      await rows<{ id: number }>(
        t,
        sql`select id from ${sql.raw(table)} where tenant_id = ${tenantId} and deleted_at is null order by id limit 2`,
      )
    ).map((r) => r.id);
  const counts = async () =>
    (
      await rows<{ i: number; c: number; tp: number; a: number }>(
        t,
        sql`select (select count(*)::int from institutions) as i,
                   (select count(*)::int from institution_customer_groups) as c,
                   (select count(*)::int from institution_touchpoint_groups) as tp,
                   (select count(*)::int from audit_log) as a`,
      )
    )[0];

  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
    acme = await t.login('admin@acme.local');
    groups = {
      c: await idsOf('customer_groups', 1),
      tp: await idsOf('touchpoint_groups', 1),
      acmeC: (await idsOf('customer_groups', 2))[0]!,
      acmeTp: (await idsOf('touchpoint_groups', 2))[0]!,
    };
  });
  after(() => t.close());

  it('creates with both links, reads, lists, edits links by delta and deletes softly, auditing each', async () => {
    const created = await t.call(admin, 'POST', API, {
      name: 'Koramangala Campus',
      customer_group_ids: [groups.c[0]],
      touchpoint_group_ids: groups.tp,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const inst = created.body.data;
    assert.deepEqual(
      inst.customer_groups.map((g: { id: number }) => g.id),
      [groups.c[0]],
    );
    assert.deepEqual(inst.touchpoint_groups.map((g: { id: number }) => g.id).sort(), [...groups.tp].sort());
    assert.ok(inst.customer_groups[0].name.length > 0);

    assert.deepEqual((await t.call(admin, 'GET', `${API}/${inst.id}`)).body.data, inst);
    const listed = await t.call(admin, 'POST', `${API}/list`, { search: 'koramangala', limit: 5 });
    assert.deepEqual(listed.body.data, [inst]);

    const edited = await t.edit(admin, `${API}/${inst.id}`, {
      name: 'Koramangala Campus East',
      add_customer_group_ids: [groups.c[1]],
      remove_touchpoint_group_ids: [groups.tp[0]],
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.data.customer_groups.length, 2);
    assert.deepEqual(
      edited.body.data.touchpoint_groups.map((g: { id: number }) => g.id),
      [groups.tp[1]],
    );
    // A stale save (the updated_at of the first read) writes nothing.
    const stale = await t.call(admin, 'PUT', `${API}/${inst.id}`, { name: 'Stale', updated_at: inst.updated_at });
    assert.equal(stale.status, 409);

    // A linked group cannot be deleted; after the institution is deleted, it can.
    const refused = await t.call(admin, 'DELETE', `/api/merchant/touchpoint-groups/${groups.tp[1]}`);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /Koramangala Campus East/);
    assert.equal((await t.call(admin, 'DELETE', `${API}/${inst.id}`)).status, 204);
    assert.equal((await t.call(admin, 'GET', `${API}/${inst.id}`)).status, 404);
    assert.equal((await t.call(admin, 'POST', `${API}/list`, { search: 'koramangala' })).body.data.length, 0);
    const [kept] = await rows<{ deleted: boolean; links: number }>(
      t,
      sql`select deleted_at is not null as deleted,
                 (select count(*)::int from institution_touchpoint_groups where institution_id = ${inst.id}) as links
            from institutions where id = ${inst.id}`,
    );
    assert.deepEqual(kept, { deleted: true, links: 0 });

    const audit = await t.call(admin, 'POST', '/api/merchant/audit/list', { entity: 'institution', limit: 10 });
    const mine = audit.body.data.filter((a: { entity_id: string }) => a.entity_id === String(inst.id));
    assert.deepEqual(
      mine.map((a: { action: string }) => a.action),
      ['delete', 'update', 'create'],
    );
    const update = mine[1];
    assert.equal(update.before.name, 'Koramangala Campus');
    assert.equal(update.after.name, 'Koramangala Campus East');
    assert.equal(mine[2].before, null);
    assert.equal(mine[2].after.customer_groups[0].id, groups.c[0]);
  });

  it("refuses another tenant's group, a duplicate name and an unknown id with 4xx, writing nothing", async () => {
    const before = await counts();
    const foreignC = await t.call(admin, 'POST', API, { name: 'Leaky', customer_group_ids: [groups.acmeC] });
    assert.equal(foreignC.status, 400);
    assert.match(foreignC.body.message, /is not a customer group of your company/);
    const foreignTp = await t.call(admin, 'POST', API, { name: 'Leaky', touchpoint_group_ids: [groups.acmeTp] });
    assert.equal(foreignTp.status, 400);
    assert.match(foreignTp.body.message, /is not a touchpoint group of your company/);

    const [seeded] = await rows<{ id: number; name: string }>(
      t,
      sql`select id, name from institutions where tenant_id = 1 and deleted_at is null order by id limit 1`,
    );
    const editForeign = await t.edit(admin, `${API}/${seeded!.id}`, {
      name: seeded!.name,
      add_touchpoint_group_ids: [groups.acmeTp],
    });
    assert.equal(editForeign.status, 400);
    const duplicate = await t.call(admin, 'POST', API, { name: seeded!.name.toUpperCase() });
    assert.equal(duplicate.status, 409);
    // Tenant 2 cannot read, edit or delete tenant 1's institution.
    assert.equal((await t.call(acme, 'GET', `${API}/${seeded!.id}`)).status, 404);
    assert.equal((await t.edit(acme, `${API}/${seeded!.id}`, { name: 'Taken Over' })).status, 404);
    assert.equal((await t.call(acme, 'DELETE', `${API}/${seeded!.id}`)).status, 404);
    assert.deepEqual(await counts(), before);
  });

  it('offers only live groups of the caller to the pickers, and needs the institution permission', async () => {
    const c = await t.call(acme, 'POST', `${API}/customer-group-options`, { ids: [groups.c[0], groups.acmeC] });
    assert.deepEqual(
      c.body.data.map((g: { id: number }) => g.id),
      [groups.acmeC],
    );
    const tp = await t.call(admin, 'POST', `${API}/touchpoint-group-options`, { limit: 20 });
    assert.ok(tp.body.data.length > 0);
    assert.ok(!tp.body.data.some((g: { id: number }) => g.id === groups.acmeTp));
    const ops = await t.login('ops@demo.local');
    assert.equal((await t.call(ops, 'POST', `${API}/list`, {})).status, 403);
  });
});

describe('the audit trail for the audit log screen', () => {
  let t: TestContext;
  let admin: string;
  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
  });
  after(() => t.close());

  it('filters by entity, action, user and period, and pages by cursor to the same rows as by offset', async () => {
    for (const name of ['Audit One', 'Audit Two', 'Audit Three']) {
      assert.equal((await t.call(admin, 'POST', API, { name })).status, 201);
    }
    const me = (await t.call(admin, 'GET', '/api/merchant/users/me')).body.data.id as number;
    const base = {
      entity: 'institution',
      action: 'create',
      user_id: me,
      range: '1d',
      sortBy: 'created_at',
      sortDir: 'DESC',
    };
    const all = await t.call(admin, 'POST', '/api/merchant/audit/list', { ...base, limit: 100 });
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.deepEqual(
      all.body.data.slice(0, 3).map((a: { after: { name: string } }) => a.after.name),
      ['Audit Three', 'Audit Two', 'Audit One'],
    );
    assert.ok(
      all.body.data.every(
        (a: { entity: string; action: string }) => a.entity === 'institution' && a.action === 'create',
      ),
    );

    let cursor: string | undefined;
    const paged: number[] = [];
    do {
      const page = await t.call(admin, 'POST', '/api/merchant/audit/list', {
        ...base,
        limit: 1,
        ...(cursor ? { cursor } : {}),
      });
      paged.push(...page.body.data.map((a: { id: number }) => a.id));
      cursor = page.body.pagination.nextCursor ?? undefined;
    } while (cursor);
    assert.deepEqual(
      paged,
      all.body.data.map((a: { id: number }) => a.id),
    );

    const old = await t.call(admin, 'POST', '/api/merchant/audit/list', {
      ...base,
      range: 'custom',
      from: '2001-01-01',
      to: '2001-01-02',
    });
    assert.deepEqual(old.body.data, []);
    const bad = await t.call(admin, 'POST', '/api/merchant/audit/list', { range: 'custom', from: '2026-02-30' });
    assert.equal(bad.status, 400);
  });

  it('names each entry’s record as its screen does today (a session by whose it is), never from another tenant', async () => {
    const one = async (query: ReturnType<typeof sql>) => (await rows<{ id: number; name: string }>(t, query))[0]!;
    const wallet = await one(sql`select w.id, w.name || ' — ' || c.first_name || ' ' || c.last_name as name
      from wallets w join customers c on c.id = w.customer_id where w.tenant_id = 1 order by w.id limit 1`);
    const theirs = await one(sql`select id, name from wallets where tenant_id = 2 order by id limit 1`);
    const customer = await one(sql`select id, first_name || ' ' || last_name as name
      from customers where tenant_id = 1 order by id limit 1`);
    const user = await one(
      sql`select id, first_name || ' ' || last_name as name from users where email = 'ops@demo.local'`,
    );
    const session = (
      await rows<{ id: string; name: string }>(
        t,
        sql`select s.id, u.first_name || ' ' || u.last_name as name from sessions s join users u on u.id = s.user_id
          where s.tenant_id = 1 order by s.created_at desc limit 1`,
      )
    )[0]!;
    const touchpoint = await one(sql`select id, name from touchpoints where tenant_id = 1 order by id limit 1`);
    // What each entry is about, oldest first; the list answers newest first.
    const about: [string, string, string | null][] = [
      ['wallet', String(wallet.id), wallet.name],
      ['wallet', String(theirs.id), null],
      ['customer', String(customer.id), customer.name],
      ['user', String(user.id), user.name],
      ['touchpoint', String(touchpoint.id), touchpoint.name],
      ['role', '999999999', null],
      ['session', session.id, session.name],
      ['session', '2c51e0a4-5a7e-4d55-9c0f-3f8f3c1a9b10', null],
      ['session', 'not-a-uuid', null],
    ];
    for (const [entity, id] of about) {
      await t.database.db.execute(sql`insert into audit_log (tenant_id, action, entity, entity_id, before, after)
        values (1, 'name_probe', ${entity}, ${id}, ${'{"balance":100}'}::jsonb, ${'{"balance":350}'}::jsonb)`);
    }
    const list = await t.call(admin, 'POST', '/api/merchant/audit/list', { action: 'name_probe', limit: 10 });
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.deepEqual(
      list.body.data.map((a: { entity: string; entity_id: string; entity_name: string | null }) => [
        a.entity,
        a.entity_id,
        a.entity_name,
      ]),
      about.reverse(),
    );
  });

  it("offers the tenant's own entities, actions and users as filter values, to the admin only", async () => {
    const facets = await t.call(admin, 'GET', '/api/merchant/audit/facets');
    assert.equal(facets.status, 200);
    const expected = await rows<{ entity: string }>(
      t,
      sql`select distinct entity from audit_log where tenant_id = 1 order by entity`,
    );
    assert.deepEqual(
      facets.body.data.entities,
      expected.map((r) => r.entity),
    );
    assert.ok(facets.body.data.actions.includes('create'));
    assert.ok(facets.body.data.users.some((u: { email: string }) => u.email === 'admin@demo.local'));
    const acme = await t.login('admin@acme.local');
    const theirs = (await t.call(acme, 'GET', '/api/merchant/audit/facets')).body.data;
    assert.ok(!theirs.users.some((u: { email: string }) => u.email === 'admin@demo.local'));
    const ops = await t.login('ops@demo.local');
    assert.equal((await t.call(ops, 'GET', '/api/merchant/audit/facets')).status, 403);
  });
});
