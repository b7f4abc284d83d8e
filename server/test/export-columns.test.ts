/**
 * A list's Export follows the columns the list shows: the People List's export, the audit log's
 * and Transaction Wallet List's report (downloaded or queued) write the columns the body names, in
 * its order; none named → every column, as before; an unknown or repeated one is refused, naming it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuditEntry, LedgerMovement } from '@console/shared/contracts';
import { createTestContext, type TestContext } from './helper';
import { API, newCustomer } from './people-fixtures';
import { kolkata, readAll, REPORT } from './report-fixtures';
import { newBuyer } from './vend-fixtures';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('exports follow the list’s visible columns', () => {
  let t: TestContext;
  let admin: string;

  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
  });
  after(() => t.close());

  const csv = async (url: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${admin}` },
      payload: { format: 'csv', ...body },
    });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    return res.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1);
  };

  it('the People List: the named columns in their order, else every one', async () => {
    const customer = await newCustomer(t, admin, { first_name: 'Columna', last_name: 'Chosen', rfid: 'COLS0001' });
    const lines = await csv(`${API}/customers/export`, {
      search: 'columna chosen',
      columns: ['rfid', 'last_name', 'id'],
    });
    assert.deepEqual(lines, ['RfId,Last Name,ID', `COLS0001,Chosen,${customer.id}`]);
    const all = await csv(`${API}/customers/export`, { search: 'columna chosen' });
    assert.equal(
      all[0],
      'ID,First Name,Last Name,Mobile No.,Email,User Origin,Department,Sub-Department,RfId,Status,Created at',
    );
  });

  it('Transaction Wallet List’s report, downloaded: the named columns in their order', async () => {
    const buyer = await newBuyer(t, admin, 42.25);
    const filters = { range: '1d', direction: 'credit', search: buyer.mobile };
    const lines = await csv(`${REPORT}/reports/wallet-transactions/download`, {
      filters,
      columns: ['transaction_amount', 'customer_mobile', 'created_at'],
    });
    const listed = await readAll<LedgerMovement>(t, admin, '/api/customer/wallet/transaction-list', filters);
    assert.equal(listed.length, 1);
    assert.deepEqual(lines, [
      'Transaction Amount,Customer Phone,Date (Asia/Kolkata)',
      `42.25,${buyer.mobile},${kolkata(listed[0]!.created_at)}`,
    ]);
  });

  it('the audit log’s report, downloaded and queued: the named columns in their order', async () => {
    await newCustomer(t, admin, { first_name: 'Audita', last_name: 'Columns' });
    const filters = { from: daysAgo(20), entity: 'customer', action: 'create' };
    const columns = ['action', 'entity_id', 'created_at'];
    const lines = await csv(`${REPORT}/reports/audit/download`, { filters, columns });
    const entries = await readAll<AuditEntry>(t, admin, '/api/merchant/audit/list', filters);
    assert.ok(entries.length > 0);
    assert.deepEqual(lines, [
      'Action,Entity ID,When (Asia/Kolkata)',
      ...entries.map((e) => `${e.action},${e.entity_id},${kolkata(e.created_at)}`),
    ]);
    const queued = await t.call(admin, 'POST', `${REPORT}/reports/audit`, { filters, columns });
    assert.equal(queued.status, 202, JSON.stringify(queued.body));
    assert.deepEqual(queued.body.data.columns, columns);
  });

  it('refuses an unknown or repeated column, naming it', async () => {
    const cases: [string, string[], RegExp][] = [
      [`${API}/customers/export`, ['nickname'], /Unknown report column "nickname"/],
      [`${API}/customers/export`, ['id', 'id'], /"id" is chosen twice/],
      [`${REPORT}/reports/audit/download`, ['when'], /Unknown report column "when"/],
      [`${REPORT}/reports/audit`, ['action', 'action'], /chosen twice/],
      [`${REPORT}/reports/wallet-transactions/download`, ['phone'], /Unknown report column "phone"/],
      [`${REPORT}/reports/wallet-transactions`, ['Remark'], /./],
    ];
    for (const [url, columns, message] of cases) {
      const res = await t.call(admin, 'POST', url, { format: 'csv', columns });
      assert.equal(res.status, 400, `${url} ${JSON.stringify(columns)} → ${res.status}`);
      assert.match(res.body.message, message);
    }
  });
});
