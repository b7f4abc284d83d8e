import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { API, assertAllNotFound, EXACT_ISO, move, newCustomer, newWallet, one } from './people-fixtures';

const G = `${API}/customer-groups`;
const NAME_TAKEN = 'A group with this name already exists.';

describe('customer groups', () => {
  let t: TestContext;
  let ops: string;
  let acme: string;
  const newGroup = async (name: string, customerIds: number[] = [], description?: string) => {
    const res = await t.call(ops, 'POST', G, {
      name,
      customer_ids: customerIds,
      ...(description ? { description } : {}),
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as { id: number; member_count: number; updated_at: string };
  };
  /** Every member of a group, by the members list (name order). */
  const membersOf = async (groupId: number, body: Record<string, unknown> = {}) => {
    const res = await t.call(ops, 'POST', `${G}/${groupId}/members/list`, { limit: 100, ...body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data as { id: number; name: string; mobile: string }[];
  };

  before(async () => {
    t = await createTestContext();
    ops = await t.login('ops@demo.local');
    acme = await t.login('admin@acme.local');
  });
  after(() => t.close());

  it('creates a group and answers the exact shape, members live and ordered by name', async () => {
    const zara = await newCustomer(t, ops, { first_name: 'Zara', last_name: 'Khan' });
    const aman = await newCustomer(t, ops, { first_name: 'Aman', last_name: 'Verma' });
    const res = await t.call(ops, 'POST', G, {
      name: ' Canteen Crew ',
      description: 'Night canteen staff',
      customer_ids: [zara.id, aman.id],
    });
    assert.equal(res.status, 201);
    const g = res.body.data;
    assert.deepEqual(g, {
      id: g.id,
      name: 'Canteen Crew',
      description: 'Night canteen staff',
      member_count: 2,
      is_default: false,
      created_at: g.created_at,
      updated_at: g.updated_at,
    });
    assert.deepEqual(await membersOf(g.id), [
      { id: aman.id, name: 'Aman Verma', mobile: aman.mobile },
      { id: zara.id, name: 'Zara Khan', mobile: zara.mobile },
    ]);
    assert.match(g.updated_at, EXACT_ISO);
    assert.deepEqual((await t.call(ops, 'GET', `${G}/${g.id}`)).body, { data: g });
    const audit = await one<{ after: { member_ids: number[] } }>(
      t,
      sql`select after from audit_log where entity = 'customer_group' and action = 'create' and entity_id = ${String(g.id)}`,
    );
    assert.deepEqual(audit.after.member_ids, [zara.id, aman.id]);

    // The member count counts live customers only.
    assert.equal((await t.call(ops, 'DELETE', `${API}/customers/${zara.id}`)).status, 204);
    const after = await t.call(ops, 'GET', `${G}/${g.id}`);
    assert.equal(after.body.data.member_count, 1);
    assert.deepEqual(
      (await membersOf(g.id)).map((m) => m.id),
      [aman.id],
    );
  });

  it('a group name is unique per tenant, whatever its case: 409 on create and rename', async () => {
    await newGroup('Weekend Shift');
    const dup = await t.call(ops, 'POST', G, { name: 'WEEKEND shift', customer_ids: [] });
    assert.deepEqual([dup.status, dup.body.message], [409, NAME_TAKEN]);
    const other = await newGroup('Holiday Shift');
    const rename = await t.edit(ops, `${G}/${other.id}`, { name: 'weekend shift' });
    assert.deepEqual([rename.status, rename.body.message], [409, NAME_TAKEN]);
    // Another tenant may use the name.
    assert.equal((await t.call(acme, 'POST', G, { name: 'Weekend Shift', customer_ids: [] })).status, 201);
  });

  it('updates change members by delta; only live customers of the tenant may be members', async () => {
    const a = await newCustomer(t, ops);
    const b = await newCustomer(t, ops);
    const c = await newCustomer(t, ops);
    const g = await newGroup('Replace Crew', [a.id, b.id]);
    const res = await t.edit(ops, `${G}/${g.id}`, {
      name: 'Replace Crew',
      add_customer_ids: [c.id],
      remove_customer_ids: [a.id],
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.member_count, 2);
    assert.deepEqual((await membersOf(g.id)).map((m) => m.id).sort(), [b.id, c.id].sort());

    const acmeCustomer = await one<{ id: number }>(t, sql`select id from customers where tenant_id = 2 limit 1`);
    const foreign = await t.edit(ops, `${G}/${g.id}`, {
      name: 'Replace Crew',
      add_customer_ids: [a.id, acmeCustomer.id],
    });
    assert.equal(foreign.status, 400);
    assert.equal(
      foreign.body.message,
      `add_customer_ids/remove_customer_ids: ${acmeCustomer.id} is not a customer of your company.`,
    );
    const both = await t.edit(ops, `${G}/${g.id}`, {
      name: 'Replace Crew',
      add_customer_ids: [a.id],
      remove_customer_ids: [a.id],
    });
    assert.deepEqual([both.status, both.body.code], [400, 'CONFLICTING_DELTA']);
    const tooMany = await t.edit(ops, `${G}/${g.id}`, {
      name: 'Replace Crew',
      add_customer_ids: Array.from({ length: 1001 }, (_, i) => i + 1),
    });
    assert.equal(tooMany.status, 400);
    const gone = await newCustomer(t, ops);
    await t.call(ops, 'DELETE', `${API}/customers/${gone.id}`);
    const deleted = await t.call(ops, 'POST', G, { name: 'Ghost Crew', customer_ids: [gone.id] });
    assert.equal(deleted.status, 400);
    const unchanged = await t.call(ops, 'GET', `${G}/${g.id}`);
    assert.equal(unchanged.body.data.member_count, 2);
    const bad = await t.call(ops, 'POST', G, { name: '<script>', customer_ids: [] });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /name contains characters that are not allowed/i);
  });

  it('adds members without removing any, counting those already in', async () => {
    const a = await newCustomer(t, ops);
    const b = await newCustomer(t, ops);
    const c = await newCustomer(t, ops);
    const g = await newGroup('Bulk Added', [a.id]);
    const res = await t.call(ops, 'POST', `${G}/${g.id}/members`, { customer_ids: [a.id, b.id, c.id] });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { data: { added: 2, already_members: 1 } });
    assert.equal((await t.call(ops, 'GET', `${G}/${g.id}`)).body.data.member_count, 3);
    const empty = await t.call(ops, 'POST', `${G}/${g.id}/members`, { customer_ids: [] });
    assert.equal(empty.status, 400);
  });

  it('lists with search, sort by member count and pagination', async () => {
    const people = await Promise.all([1, 2, 3].map(() => newCustomer(t, ops)));
    const small = await newGroup('Listing Small', [people[0]!.id]);
    const big = await newGroup(
      'Listing Big',
      people.map((p) => p.id),
    );
    const res = await t.call(ops, 'POST', `${G}/list`, { search: 'listing', sortBy: 'member_count', sortDir: 'DESC' });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.map((g: { id: number; member_count: number }) => [g.id, g.member_count]),
      [
        [big.id, 3],
        [small.id, 1],
      ],
    );
    assert.deepEqual(Object.keys(res.body.data[0]).sort(), [
      'created_at',
      'description',
      'id',
      'is_default',
      'member_count',
      'name',
      'updated_at',
    ]);
    const page = await t.call(ops, 'POST', `${G}/list`, { limit: 3, offset: 3, sortBy: 'name' });
    assert.equal(page.body.data.length, 3);
    assert.equal(page.body.pagination.currentPage, 2);
    // The customer form's group picker reads the list with PERM_VIEW_CUSTOMER_LIST alone.
    const { n } = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from customer_groups where tenant_id = 1 and deleted_at is null`,
    );
    assert.equal(page.body.pagination.total, n);
  });

  it('deletes softly; refuses the default group and one an institution links', async () => {
    const g = await newGroup('Short Lived');
    assert.equal((await t.call(ops, 'DELETE', `${G}/${g.id}`)).status, 204);
    assert.equal((await t.call(ops, 'GET', `${G}/${g.id}`)).status, 404);
    const listed = await t.call(ops, 'POST', `${G}/list`, { search: 'short lived' });
    assert.deepEqual(listed.body.data, []);
    const row = await one<{ deleted: boolean }>(
      t,
      sql`select deleted_at is not null as deleted from customer_groups where id = ${g.id}`,
    );
    assert.equal(row.deleted, true);
    // The name is free again.
    await newGroup('Short Lived');

    const def = await newGroup('Everyone');
    await t.database.db.execute(sql`update customer_groups set is_default = true where id = ${def.id}`);
    const refused = await t.call(ops, 'DELETE', `${G}/${def.id}`);
    assert.deepEqual([refused.status, refused.body.message], [409, 'The default group cannot be deleted.']);

    const linked = await one<{ id: number; names: string }>(
      t,
      sql`select g.id, string_agg(i.name, ', ' order by i.name) as names from customer_groups g
          join institution_customer_groups l on l.group_id = g.id join institutions i on i.id = l.institution_id
          where g.tenant_id = 1 group by g.id order by g.id limit 1`,
    );
    const inUse = await t.call(ops, 'DELETE', `${G}/${linked.id}`);
    assert.equal(inUse.status, 409);
    assert.match(
      inUse.body.message,
      /^This group is linked to the institutions? .+; unlink it there before deleting it\.$/,
    );
    assert.ok(inUse.body.message.includes(linked.names));
    assert.equal((await t.call(ops, 'GET', `${G}/${linked.id}`)).status, 200);
  });

  it('answers the wallets a bulk credit of the group reaches, and who has none', async () => {
    const funded = await newCustomer(t, ops);
    const walletless = await newCustomer(t, ops);
    const leaver = await newCustomer(t, ops);
    const primary = await newWallet(t, ops, { customer_id: funded.id });
    const second = await newWallet(t, ops, { customer_id: funded.id, name: 'Gift Wallet' });
    const inactive = await newWallet(t, ops, { customer_id: funded.id, name: 'Old Wallet', status: 0 });
    const removed = await newWallet(t, ops, { customer_id: funded.id, name: 'Removed Wallet' });
    await t.call(ops, 'DELETE', `${API}/wallet/${removed.id}`);
    await newWallet(t, ops, { customer_id: leaver.id });
    const g = await newGroup('Credit Targets', [funded.id, walletless.id, leaver.id]);
    await t.call(ops, 'DELETE', `${API}/customers/${leaver.id}`);
    await move(t, ops, primary.id, 10);

    const res = await t.call(ops, 'GET', `${G}/${g.id}/wallets`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      data: { wallet_ids: [primary.id, second.id], customers_without_wallet: 1 },
    });
    assert.ok(!res.body.data.wallet_ids.includes(inactive.id));
    assert.equal((await t.call(acme, 'GET', `${G}/${g.id}/wallets`)).status, 404);
  });

  it('keeps tenants apart: another tenant’s group is a 404 everywhere', async () => {
    const mine = await newCustomer(t, ops);
    const g = await newGroup('Private Crew', [mine.id]);
    const theirs = await one<{ id: number }>(t, sql`select id from customers where tenant_id = 2 limit 1`);
    await assertAllNotFound(
      t,
      acme,
      [
        ['GET', `${G}/${g.id}`],
        ['GET', `${G}/${g.id}/wallets`],
        ['PUT', `${G}/${g.id}`, { name: 'Hijacked', updated_at: g.updated_at }],
        ['POST', `${G}/${g.id}/members/list`, {}],
        ['POST', `${G}/${g.id}/members`, { customer_ids: [theirs.id] }],
        ['DELETE', `${G}/${g.id}`],
      ],
      'Group not found.',
    );
    const still = await t.call(ops, 'GET', `${G}/${g.id}`);
    assert.deepEqual([still.body.data.name, still.body.data.member_count], ['Private Crew', 1]);
    const list = await t.call(acme, 'POST', `${G}/list`, { search: 'private crew' });
    assert.deepEqual(list.body.data, []);
  });
});
