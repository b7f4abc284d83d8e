import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CUSTOMER_EXPORT_COLUMNS } from '@console/shared/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestContext, type TestContext } from './helper';
import {
  API,
  assertAllNotFound,
  assertLedgerIntact,
  customerBody,
  ISO,
  ledgerOf,
  move,
  newCustomer,
  newWallet,
  one,
  rows,
} from './people-fixtures';

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
      pin: '4321',
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

  it('updates: the group set is replaced, a left-out PIN is kept, blanks clear, spaces in a mobile go', async () => {
    const c = await newCustomer(t, ops, { pin: '1111', email: 'old@example.in', group_ids: [1, 2] });
    const res = await t.call(ops, 'PUT', `${C}/${c.id}`, {
      first_name: '  Kavya ',
      last_name: 'Menon-Iyer',
      mobile: '98765 43210',
      email: '',
      class_name: '',
      group_ids: [3],
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
        pin: u.pin,
        groups: u.groups.map((g: { id: number }) => g.id),
      },
      {
        first: 'Kavya',
        last: 'Menon-Iyer',
        mobile: '9876543210',
        email: null,
        className: null,
        pin: '1111',
        groups: [3],
      },
    );
    const audit = await one<{ before: { email: string }; after: { email: string | null } }>(
      t,
      sql`select before, after from audit_log where entity = 'customer' and action = 'update' and entity_id = ${String(c.id)}`,
    );
    assert.deepEqual([audit.before.email, audit.after.email], ['old@example.in', null]);
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
    const update = await t.call(ops, 'PUT', `${C}/${other.id}`, customerBody({ rfid: 'CARD7001' }));
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

  it('lists with search by name or mobile, filters, sort and pagination; never a PIN', async () => {
    const a = await newCustomer(t, ops, {
      first_name: 'Zubin',
      last_name: 'Quraishi',
      class_name: 'Shipping',
      section_name: 'Fleet',
    });
    const b = await newCustomer(t, ops, {
      first_name: 'Zara',
      last_name: 'Quraishi',
      class_name: 'Shipping',
      section_name: 'Stores',
      group_ids: [4],
    });
    const list = (body: Record<string, unknown>) => t.call(ops, 'POST', `${C}/list`, body);
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);

    const byName = await list({ search: 'quraishi', sortBy: 'name' });
    assert.deepEqual(ids(byName), [b.id, a.id]);
    assert.equal(byName.body.pagination.total, 2);
    assert.equal('pin' in byName.body.data[0], false);
    assert.deepEqual(ids(await list({ search: String(a.mobile) })), [a.id]);
    assert.deepEqual(ids(await list({ search: 'zubin q' })), [a.id]);
    assert.deepEqual(ids(await list({ class_name: 'Shipping', section_name: 'Stores' })), [b.id]);
    assert.deepEqual(ids(await list({ class_name: 'Shipping', section_name: 'ALL', group_id: 4 })), [b.id]);
    // Default order: newest id first.
    assert.deepEqual(ids(await list({ class_name: 'Shipping' })), [b.id, a.id]);

    const page = await list({ limit: 7, offset: 14 });
    assert.equal(page.body.data.length, 7);
    assert.deepEqual(
      { ...page.body.pagination, total: undefined },
      { limit: 7, offset: 14, currentPage: 3, total: undefined },
    );
    const bad = await list({ sortBy: 'pin' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /sortBy must be one of: id, name, mobile/);
  });

  it('offers the distinct departments and sub-departments of live customers, sorted', async () => {
    const res = await t.call(ops, 'GET', `${C}/filter-options`);
    assert.equal(res.status, 200);
    const distinct = async (column: string) =>
      (
        await rows<{ v: string }>(
          t,
          sql`select distinct ${sql.identifier(column)} as v from customers where tenant_id = 1 and deleted_at is null and ${sql.identifier(column)} <> '' order by 1`,
        )
      ).map((r) => r.v);
    assert.deepEqual(res.body.data, {
      departments: await distinct('class_name'),
      sub_departments: await distinct('section_name'),
    });
    assert.ok(res.body.data.departments.length >= 3);
  });

  it('lists a customer’s orders newest first, with its touchpoint', async () => {
    const owner = await one<{ id: number; n: number }>(
      t,
      sql`select customer_id as id, count(*)::int as n from orders where tenant_id = 1 group by customer_id order by n desc limit 1`,
    );
    const res = await t.call(ops, 'POST', `${C}/${owner.id}/orders`, { limit: 5 });
    assert.equal(res.status, 200);
    assert.equal(res.body.pagination.total, owner.n);
    const [first] = res.body.data;
    assert.deepEqual(Object.keys(first).sort(), [
      'amount',
      'created_at',
      'id',
      'order_no',
      'payment_source',
      'payment_status',
      'status',
      'touchpoint',
      'vend_status',
    ]);
    assert.equal(typeof first.touchpoint, 'string');
    const times = res.body.data.map((o: { created_at: string }) => o.created_at);
    assert.deepEqual(times, [...times].sort().reverse());
    const db = await one<{ amount: string }>(t, sql`select amount::text from orders where id = ${first.id}`);
    assert.equal(Math.round(first.amount * 100), Number(db.amount));
    assert.equal((await t.call(acme, 'POST', `${C}/${owner.id}/orders`, {})).status, 404);
  });

  it('refuses to delete a customer whose wallet holds money; at zero it deletes and keeps the ledger', async () => {
    const c = await newCustomer(t, ops, { rfid: 'DEL00001' });
    const w1 = await newWallet(t, ops, { customer_id: c.id, name: 'Meal Wallet' });
    const w2 = await newWallet(t, ops, { customer_id: c.id, name: 'Gift Wallet' });
    await move(t, ops, w1.id, 250.75);

    const refused = await t.call(ops, 'DELETE', `${C}/${c.id}`);
    assert.equal(refused.status, 409);
    assert.equal(
      refused.body.message,
      `This customer cannot be deleted while a wallet holds a balance: Meal Wallet (#${w1.id}) holds ₹250.75. Bring every wallet to ₹0.00 first.`,
    );
    const detail = await t.call(ops, 'GET', `${C}/${c.id}`);
    assert.deepEqual([detail.body.data.wallet_balance, detail.body.data.wallet_count], [250.75, 2]);

    await move(t, ops, w1.id, -250.75);
    assert.equal((await t.call(ops, 'DELETE', `${C}/${c.id}`)).status, 204);
    assert.equal((await t.call(ops, 'GET', `${C}/${c.id}`)).status, 404);
    assert.equal((await t.call(ops, 'GET', `${API}/wallet/${w2.id}`)).status, 404);
    const listed = await t.call(ops, 'POST', `${C}/list`, { search: String(c.mobile) });
    assert.deepEqual(listed.body.data, []);
    assert.deepEqual(await ledgerOf(t, w1.id), [{ amount: '25075' }, { amount: '-25075' }]);
    const state = await one<{ deleted: number; audits: number }>(
      t,
      sql`select (select count(*)::int from wallets where customer_id = ${c.id} and deleted_at is not null) as deleted,
                 (select count(*)::int from audit_log where action = 'delete' and ((entity = 'customer' and entity_id = ${String(c.id)}) or (entity = 'wallet' and entity_id in (${String(w1.id)}, ${String(w2.id)})))) as audits`,
    );
    assert.deepEqual(state, { deleted: 2, audits: 3 });
    await assertLedgerIntact(t);
  });

  it('keeps tenants apart: another tenant’s customer is a 404 and never listed', async () => {
    const mine = await newCustomer(t, ops, { first_name: 'Tenantone', rfid: 'TEN10001' });
    await assertAllNotFound(
      t,
      acme,
      [
        ['GET', `${C}/${mine.id}`],
        ['PUT', `${C}/${mine.id}`, customerBody()],
        ['PUT', `${C}/${mine.id}/rfid`, { rfid: 'HIJACK01' }],
        ['POST', `${C}/${mine.id}/orders`, {}],
        ['DELETE', `${C}/${mine.id}`],
      ],
      'Customer not found.',
    );
    const unchanged = await t.call(ops, 'GET', `${C}/${mine.id}`);
    assert.deepEqual([unchanged.body.data.first_name, unchanged.body.data.rfid], ['Tenantone', 'TEN10001']);
    const theirs = await t.call(acme, 'POST', `${C}/list`, { search: 'tenantone', limit: 100 });
    assert.deepEqual(theirs.body.data, []);
    const all = await t.call(acme, 'POST', `${C}/list`, { limit: 100 });
    const { min } = await one<{ min: number }>(t, sql`select min(id)::int as min from customers where tenant_id = 2`);
    assert.ok(all.body.data.every((r: { id: number }) => r.id >= min));
  });

  it('viewer@demo.local gets 403 on every people endpoint', async () => {
    const viewer = await t.login('viewer@demo.local');
    const people = t.app.accessTable.filter(
      (e) => /^\/api\/customer\/(customers|customer-groups|wallet)/.test(e.url) && !e.url.endsWith('/transaction-list'),
    );
    assert.ok(people.length >= 22, `found ${people.length} people routes`);
    for (const route of people) {
      const url = route.url.replace(/:\w+/g, '1');
      const res = await t.call(viewer, route.method as 'GET', url, route.method === 'GET' ? undefined : {});
      assert.equal(res.status, 403, `${route.method} ${route.url}`);
    }
  });

  describe('export', () => {
    let quoted: number;
    before(async () => {
      // Characters the API refuses can still reach the table (an import, a migration): the
      // export must quote them.
      const risky = await newCustomer(t, ops, {
        first_name: 'Exporta',
        last_name: 'Formula',
        email: '=HYPERLINK@example.in',
        user_origin: '-cmd',
        class_name: 'Sales, North',
        rfid: 'EXP00001',
      });
      quoted = risky.id;
      await t.database.db.execute(
        sql`update customers set section_name = ${'He said "hi"\nthen left'} where id = ${quoted}`,
      );
      await newCustomer(t, ops, { first_name: 'Exporta', last_name: 'Plain' });
    });

    it('writes CSV: BOM, header, RFC 4180 quoting, formulas neutralised, the list’s filter and sort', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${C}/export`,
        headers: { authorization: `Bearer ${ops}` },
        payload: { format: 'csv', search: 'exporta', sortBy: 'name', sortDir: 'ASC' },
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      assert.match(
        String(res.headers['content-disposition']),
        /^attachment; filename="customers-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const text = res.rawPayload.toString('utf8');
      assert.ok(text.startsWith('\uFEFF'), 'starts with a UTF-8 BOM');
      const lines = text.slice(1).split('\r\n');
      assert.equal(lines[0], CUSTOMER_EXPORT_COLUMNS.join(','));
      const risky = (await t.call(ops, 'GET', `${C}/${quoted}`)).body.data;
      // "Exporta Formula" sorts before "Exporta Plain"; a quoted field may hold a line break.
      assert.equal(
        lines[1],
        `${quoted},Exporta,Formula,${risky.mobile},'=HYPERLINK@example.in,'-cmd,"Sales, North","He said ""hi""\nthen left",EXP00001,Active,${risky.created_at}`,
      );
      assert.match(lines[2]!, /^\d+,Exporta,Plain,98\d{8},,,,,,Active,/);
      assert.deepEqual(lines.slice(3), ['']);
    });

    it('writes XLSX that reads back with the header row and the same cells', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${C}/export`,
        headers: { authorization: `Bearer ${ops}` },
        payload: { format: 'xlsx', search: 'exporta formula' },
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      assert.match(String(res.headers['content-disposition']), /filename="customers-\d{4}-\d\d-\d\d\.xlsx"$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('customers')!;
      assert.equal(sheet.rowCount, 2);
      assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [...CUSTOMER_EXPORT_COLUMNS]);
      const cells = (sheet.getRow(2).values as unknown[]).slice(1);
      assert.deepEqual(cells.slice(0, 3), [quoted, 'Exporta', 'Formula']);
      assert.deepEqual(cells.slice(6, 10), ['Sales, North', 'He said "hi"\nthen left', 'EXP00001', 'Active']);
    });

    it('refuses an export larger than the limit with 400 asking to narrow the filter', async () => {
      const res = await t.call(ops, 'POST', `${C}/export`, { format: 'csv' });
      assert.equal(res.status, 400);
      assert.equal(
        res.body.message,
        `The export would hold more than ${EXPORT_MAX_ROWS} rows; narrow the filter and export again.`,
      );
      const bad = await t.call(ops, 'POST', `${C}/export`, { format: 'pdf' });
      assert.equal(bad.status, 400);
    });
  });
});
