import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { API, customerBody, ISO, newCustomer, one, rows } from './people-fixtures';

const C = `${API}/customers`;
const RFID_TAKEN = 'This RFID is already linked to another customer.';
/** Low, so the refusal of a too-large export is tested without 50 000 rows. */
const EXPORT_MAX_ROWS = 50;

describe('customers', () => {
  let t: TestContext;
  let admin: string;
  let ops: string;
  let acme: string;
  let groupNames: Map<number, string>;

  before(async () => {
    t = await createTestContext({ exportMaxRows: EXPORT_MAX_ROWS });
    admin = await t.login('admin@demo.local');
    ops = await t.login('ops@demo.local');
    acme = await t.login('admin@acme.local');
    const groups = await rows<{ id: number; name: string }>(
      t,
      sql`select id, name from customer_groups where tenant_id = 1`,
    );
    groupNames = new Map(groups.map((g) => [g.id, g.name]));
  });
  after(() => t.close());

  it('refuses a mobile another live customer of the tenant holds, on the field; two saves of one new number at once make one customer', async () => {
    const first = await t.call(admin, 'POST', C, customerBody());
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const mobile = first.body.data.mobile as string;
    const again = await t.call(admin, 'POST', C, customerBody({ mobile }));
    assert.equal(again.status, 409);
    assert.deepEqual(again.body.details, [
      { field: 'mobile', message: 'This mobile number already belongs to another customer.' },
    ]);
    // Another tenant may hold the same number; the customer keeps its own on an edit.
    assert.equal((await t.call(acme, 'POST', C, customerBody({ mobile }))).status, 201);
    const other = await t.call(admin, 'POST', C, customerBody());
    const taken = await t.call(admin, 'PUT', `${C}/${other.body.data.id}`, {
      ...customerBody({ mobile }),
      updated_at: other.body.data.updated_at,
    });
    assert.equal(taken.status, 409);
    // At once: the second waits for the first and is refused.
    const fresh = customerBody().mobile;
    const both = await Promise.all([
      t.call(admin, 'POST', C, customerBody({ mobile: fresh })),
      t.call(admin, 'POST', C, customerBody({ mobile: fresh })),
    ]);
    assert.deepEqual(both.map((r) => r.status).sort(), [201, 409]);
    const held = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from customers where tenant_id = 1 and mobile = ${fresh} and deleted_at is null`,
    );
    assert.equal(held[0]!.n, 1);
  });

  it('creates a customer and answers the exact detail shape, with an audit row that holds no PIN', async () => {
    const body = customerBody({
      email: 'kavya.menon@example.in',
      user_origin: 'HR Upload',
      class_name: 'Finance',
      section_name: 'Accounts',
      rfid: 'KV10001',
      pin: '4321',
      group_ids: [2, 1],
    });
    const res = await t.call(ops, 'POST', C, body);
    assert.equal(res.status, 201);
    const c = res.body.data;
    assert.deepEqual(c, {
      id: c.id,
      first_name: 'Kavya',
      last_name: 'Menon',
      name: 'Kavya Menon',
      customer_name: 'Kavya Menon',
      mobile: body.mobile,
      email: 'kavya.menon@example.in',
      user_origin: 'HR Upload',
      class_name: 'Finance',
      section_name: 'Accounts',
      rfid: 'KV10001',
      status: 1,
      created_at: c.created_at,
      updated_at: c.updated_at,
      has_pin: true,
      groups: [1, 2].map((id) => ({ id, name: groupNames.get(id)! })).sort((a, b) => a.name.localeCompare(b.name)),
      wallet_balance: 0,
      wallet_count: 0,
    });
    assert.match(c.created_at, ISO);
    assert.deepEqual((await t.call(ops, 'GET', `${C}/${c.id}`)).body, { data: c });

    const audit = await one<{ after: Record<string, unknown> }>(
      t,
      sql`select after from audit_log where entity = 'customer' and action = 'create' and entity_id = ${String(c.id)}`,
    );
    assert.equal(audit.after.rfid, 'KV10001');
    assert.equal('pin' in audit.after, false);
  });

  it('updates: groups change by delta, a left-out PIN is kept, blanks clear, spaces in a mobile go', async () => {
    const c = await newCustomer(t, ops, { pin: '1111', email: 'old@example.in', group_ids: [1, 2] });
    const res = await t.edit(ops, `${C}/${c.id}`, {
      first_name: '  Kavya ',
      last_name: 'Menon-Iyer',
      mobile: '98765 43210',
      email: '',
      class_name: '',
      add_group_ids: [3],
      remove_group_ids: [1],
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const u = res.body.data;
    assert.deepEqual(
      {
        first: u.first_name,
        last: u.last_name,
        mobile: u.mobile,
        email: u.email,
        className: u.class_name,
        hasPin: u.has_pin,
        groups: u.groups.map((g: { id: number }) => g.id).sort((a: number, b: number) => a - b),
      },
      {
        first: 'Kavya',
        last: 'Menon-Iyer',
        mobile: '9876543210',
        email: null,
        className: null,
        hasPin: true,
        groups: [2, 3],
      },
    );
    const audit = await one<{ before: { email: string }; after: { email: string | null } }>(
      t,
      sql`select before, after from audit_log where entity = 'customer' and action = 'update' and entity_id = ${String(c.id)}`,
    );
    assert.deepEqual([audit.before.email, audit.after.email], ['old@example.in', null]);
  });

  it('never sends the PIN with the customer; revealing it is its own audited, no-store call', async () => {
    const c = await newCustomer(t, ops, { pin: '2468' });
    const detail = await t.call(ops, 'GET', `${C}/${c.id}`);
    assert.equal(JSON.stringify(detail.body).includes('2468'), false);
    assert.equal(detail.body.data.has_pin, true);
    const list = await t.call(ops, 'POST', `${C}/list`, { search: c.first_name, limit: 100 });
    assert.equal(JSON.stringify(list.body).includes('2468'), false);

    const audit0 = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where action = 'reveal_pin'`,
    );
    const revealed = await t.call(ops, 'GET', `${C}/${c.id}/pin`);
    assert.equal(revealed.status, 200);
    assert.deepEqual(revealed.body, { data: { pin: '2468' } });
    assert.equal(revealed.headers['cache-control'], 'no-store');
    const audit = await one<{ n: number; who: string; id: string }>(
      t,
      sql`select count(*)::int as n, max(user_email) as who, max(entity_id) as id from audit_log where action = 'reveal_pin'`,
    );
    assert.equal(audit.n, audit0.n + 1);
    assert.equal(audit.who, 'ops@demo.local');
    assert.equal(audit.id, String(c.id));

    const none = await newCustomer(t, ops, { pin: null });
    assert.equal((await t.call(ops, 'GET', `${C}/${none.id}`)).body.data.has_pin, false);
    assert.deepEqual((await t.call(ops, 'GET', `${C}/${none.id}/pin`)).body, { data: { pin: null } });
    // Another tenant's customer, or a role without the People list, gets nothing.
    const acme = await t.login('admin@acme.local');
    assert.equal((await t.call(acme, 'GET', `${C}/${c.id}/pin`)).status, 404);
    const viewer = await t.login('viewer@demo.local');
    assert.equal((await t.call(viewer, 'GET', `${C}/${c.id}/pin`)).status, 403);
  });

  it('refuses bad input with 400 and a message, writing nothing', async () => {
    const { n: before } = await one<{ n: number }>(t, sql`select count(*)::int as n from customers`);
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a mobile too short', customerBody({ mobile: '9876' }), /mobile must be at least 5 characters/i],
      ['a mobile that is not one', customerBody({ mobile: '12345abc' }), /mobile/i],
      ['an RFID too short', customerBody({ rfid: 'AB1' }), /rfid must be at least 4 characters/i],
      ['an RFID with symbols', customerBody({ rfid: 'AB-12;3' }), /rfid contains characters that are not allowed/i],
      ['a PIN with letters', customerBody({ pin: '12ab' }), /pin/i],
      ['an invalid e-mail', customerBody({ email: 'not-an-email' }), /email must be a valid email address/i],
      ['a name with markup', customerBody({ first_name: '<b>X</b>' }), /first_name/i],
      ['an unknown group', customerBody({ group_ids: [999999] }), /group_ids: 999999 is not a group of your company/],
      ['another tenant’s group', customerBody({ group_ids: [1, 9] }), /group_ids: 9 is not a group/],
      ['an unknown field', customerBody({ wallet_balance: 5 }), /wallet_balance is not an allowed field/i],
    ];
    for (const [label, body, message] of cases) {
      const res = await t.call(admin, 'POST', C, body);
      assert.equal(res.status, 400, `${label}: ${res.status}`);
      assert.match(res.body.message, message, label);
    }
    const { n: after } = await one<{ n: number }>(t, sql`select count(*)::int as n from customers`);
    assert.equal(after, before);
  });

  it('an RFID is unique among the tenant’s live customers: 409 on link, create and update', async () => {
    const holder = await newCustomer(t, ops, { rfid: 'CARD7001' });
    const other = await newCustomer(t, ops);

    const link = await t.call(ops, 'PUT', `${C}/${other.id}/rfid`, { rfid: 'CARD7001' });
    assert.deepEqual([link.status, link.body.message], [409, RFID_TAKEN]);
    // Card numbers are compared without regard to case or spaces.
    const lower = await t.call(ops, 'PUT', `${C}/${other.id}/rfid`, { rfid: ' card7001 ' });
    assert.deepEqual([lower.status, lower.body.message], [409, RFID_TAKEN]);
    const create = await t.call(ops, 'POST', C, customerBody({ rfid: 'CARD7001' }));
    assert.deepEqual([create.status, create.body.message], [409, RFID_TAKEN]);
    const update = await t.edit(ops, `${C}/${other.id}`, customerBody({ rfid: 'CARD7001' }));
    assert.deepEqual([update.status, update.body.message], [409, RFID_TAKEN]);

    const linked = await t.call(ops, 'PUT', `${C}/${other.id}/rfid`, { rfid: 'card7002' });
    assert.equal(linked.status, 200);
    assert.equal(linked.body.data.rfid, 'CARD7002');
    // Linking the card it already holds is not a clash with itself.
    assert.equal((await t.call(ops, 'PUT', `${C}/${other.id}/rfid`, { rfid: 'CARD7002' })).status, 200);

    // Another tenant may hold the same card number; a deleted holder frees it.
    assert.equal((await t.call(acme, 'POST', C, customerBody({ rfid: 'CARD7001' }))).status, 201);
    assert.equal((await t.call(ops, 'DELETE', `${C}/${holder.id}`)).status, 204);
    assert.equal((await t.call(ops, 'PUT', `${C}/${other.id}/rfid`, { rfid: 'CARD7001' })).status, 200);

    const bad = await t.call(ops, 'PUT', `${C}/${other.id}/rfid`, { rfid: 'x' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /rfid must be at least 4 characters/i);
  });

  it('two links of one RFID at the same moment: one wins, the other hears the same 409', async () => {
    const a = await newCustomer(t, ops);
    const b = await newCustomer(t, ops);
    const answers = await Promise.all([
      t.call(ops, 'PUT', `${C}/${a.id}/rfid`, { rfid: 'RACE0001' }),
      t.call(ops, 'PUT', `${C}/${b.id}/rfid`, { rfid: 'RACE0001' }),
    ]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409]);
    assert.equal(answers.find((r) => r.status === 409)!.body.message, RFID_TAKEN);
  });
});
