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
  ledgerOf,
  move,
  newCustomer,
  newWallet,
  one,
  rows,
} from './people-fixtures';

const C = `${API}/customers`;
/** Low, so the refusal of a too-large export is tested without 50 000 rows. */
const EXPORT_MAX_ROWS = 50;

describe('customers: lists, orders, deletes and tenants', () => {
  let t: TestContext;
  let ops: string;
  let acme: string;

  before(async () => {
    t = await createTestContext({ exportMaxRows: EXPORT_MAX_ROWS });
    ops = await t.login('ops@demo.local');
    acme = await t.login('admin@acme.local');
  });
  after(() => t.close());

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
      { ...page.body.pagination, total: undefined, nextCursor: typeof page.body.pagination.nextCursor },
      { limit: 7, offset: 14, currentPage: 3, total: undefined, nextCursor: 'string' },
    );
    const bad = await list({ sortBy: 'pin' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /sortBy must be one of: id, name, mobile/);
  });

  it('offers the distinct departments, and each sub-department with the departments it sits under', async () => {
    // One sub-department name under two departments, and one under none.
    await newCustomer(t, ops, {
      first_name: 'Irawati',
      last_name: 'Sengupta',
      class_name: 'Audit',
      section_name: 'Desk',
    });
    await newCustomer(t, ops, {
      first_name: 'Omkar',
      last_name: 'Sengupta',
      class_name: 'Billing',
      section_name: 'Desk',
    });
    await newCustomer(t, ops, { first_name: 'Umang', last_name: 'Sengupta', section_name: 'Floating' });
    const gone = await newCustomer(t, ops, {
      first_name: 'Alia',
      last_name: 'Sengupta',
      class_name: 'Gone',
      section_name: 'Ghost',
    });
    assert.equal((await t.call(ops, 'DELETE', `${C}/${gone.id}`)).status, 204);

    const res = await t.call(ops, 'GET', `${C}/filter-options`);
    assert.equal(res.status, 200);
    const live = sql`from customers where tenant_id = 1 and deleted_at is null`;
    const departments = (
      await rows<{ v: string }>(t, sql`select distinct class_name as v ${live} and class_name <> '' order by 1`)
    ).map((r) => r.v);
    const pairs = await rows<{ s: string; d: string }>(
      t,
      sql`select distinct section_name as s, coalesce(class_name, '') as d ${live} and section_name <> '' order by 1, 2`,
    );
    const expected: { name: string; departments: string[] }[] = [];
    for (const { s, d } of pairs) {
      if (expected.at(-1)?.name === s) expected.at(-1)!.departments.push(d);
      else expected.push({ name: s, departments: [d] });
    }
    assert.deepEqual(res.body.data, { departments, sub_departments: expected });
    assert.ok(departments.length >= 3);
    const of = (name: string) => res.body.data.sub_departments.find((s: { name: string }) => s.name === name);
    assert.deepEqual(of('Desk')?.departments, ['Audit', 'Billing']);
    assert.deepEqual(of('Floating')?.departments, ['']);
    assert.equal(of('Ghost'), undefined);
    assert.equal(res.body.data.departments.includes('Gone'), false);
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
        ['PUT', `${C}/${mine.id}`, customerBody({ updated_at: mine.updated_at })],
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
