/**
 * CSV imports of top-ups and group members. A top-up credits the customer's primary wallet (or
 * the wallet `wallet_id` names), each row an ordinary fund movement keyed `import:<id>:<line>`:
 * its job run again after its progress was lost pays nobody twice. A group-members import needs a
 * group of the tenant (404 before anything is written); a customer already in it is unchanged.
 * This file's app does not work the queue: the test runs the job by hand.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { JobContext } from '../src/lib/jobs/job-queue';
import { ImportJobs } from '../src/services/customer/imports/import-job';
import { createTestContext, type TestContext } from './helper';
import { IMPORTS, upload } from './import-fixtures';
import { API, assertLedgerIntact, newCustomer, newWallet, one } from './people-fixtures';

const job = (t: TestContext): Pick<JobContext, 'log' | 'signal'> => ({
  log: t.app.log,
  signal: new AbortController().signal,
});
const ledgerRows = async (t: TestContext, id: number) =>
  (
    await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from wallet_transactions where idempotency_key like ${`import:${id}:%`}`,
    )
  ).n;

describe('CSV import of top-ups', () => {
  let t: TestContext;
  let ops: string;
  let jobs: ImportJobs;
  let primary: number;
  let second: number;

  before(async () => {
    t = await createTestContext();
    ops = await t.login('ops@demo.local');
    jobs = new ImportJobs(t.database.db, t.app.jobQueue, t.app.log);
    const asha = await newCustomer(t, ops, { mobile: '9200000001' });
    primary = (await newWallet(t, ops, { customer_id: asha.id, is_primary: true })).id;
    second = (await newWallet(t, ops, { customer_id: asha.id, name: 'Travel Wallet' })).id;
    await newCustomer(t, ops, { mobile: '9200000002' });
  });
  after(() => t.close());

  const file = () =>
    [
      'mobile,amount,remark,wallet_id',
      '9200000001,150.25,Diwali,',
      '9200000001,10,Travel,' + String(second),
      '9200000001,1.005,,',
      '9200000001,-5,,',
      '9200000002,10,,',
      '9200000003,10,,',
      '9200000001,20,,999999',
    ].join('\n');

  it('a dry run says which rows would be paid and why the others would not', async () => {
    const res = await upload(t, ops, '/dry-run', { kind: 'top-ups' }, file(), 'top-ups.csv');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.data.counts, { created: 2, updated: 0, unchanged: 0, failed: 5 });
    assert.deepEqual(
      res.body.data.rows.filter((r: { outcome: string }) => r.outcome === 'failed'),
      [
        {
          line: 4,
          outcome: 'failed',
          message: 'transaction_amount must be an amount in rupees with at most two decimals.',
        },
        { line: 5, outcome: 'failed', message: 'A top-up adds money: amount must be greater than zero.' },
        { line: 6, outcome: 'failed', message: 'This customer has no primary wallet.' },
        { line: 7, outcome: 'failed', message: 'No customer has this mobile number.' },
        { line: 8, outcome: 'failed', message: 'This customer has no wallet with this wallet_id.' },
      ],
    );
  });

  it('pays each good row once, even when its job runs again after losing its progress', async () => {
    const res = await upload(t, ops, '', { kind: 'top-ups' }, file(), 'top-ups.csv');
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const { id } = res.body.data;
    await jobs.runJob(id, job(t));
    const read = async () => (await t.call(ops, 'GET', `${IMPORTS}/${id}`)).body.data;
    const done = await read();
    assert.equal(done.status, 'done');
    assert.deepEqual(done.counts, { created: 2, updated: 0, unchanged: 0, failed: 5 });
    assert.equal(await ledgerRows(t, id), 2);
    const balance = async (walletId: number) =>
      (await t.call(ops, 'GET', `${API}/wallet/${walletId}`)).body.data.amount;
    assert.equal(await balance(primary), 150.25);
    assert.equal(await balance(second), 10);

    // The process died after paying but before saving: the next attempt starts from the top again.
    await t.database.db.execute(
      sql`update customer_imports set status = 'running', processed = 0, created = 0, failed = 0 where id = ${id}`,
    );
    await t.database.db.execute(sql`delete from customer_import_failures where import_id = ${id}`);
    await jobs.runJob(id, job(t));
    const again = await read();
    assert.deepEqual(again.counts, { created: 0, updated: 0, unchanged: 2, failed: 5 });
    assert.equal(await ledgerRows(t, id), 2);
    assert.equal(await balance(primary), 150.25);
    await assertLedgerIntact(t);

    // The same file again answers the same import; nothing is queued or paid.
    const repeat = await upload(t, ops, '', { kind: 'top-ups' }, file(), 'top-ups.csv');
    assert.equal(repeat.status, 200);
    assert.equal(repeat.body.data.id, id);
    assert.equal(await balance(primary), 150.25);

    // A dry run of that file now says its paid rows would change nothing.
    const dry = await upload(t, ops, '/dry-run', { kind: 'top-ups' }, file(), 'top-ups.csv');
    assert.deepEqual(dry.body.data.counts, { created: 0, updated: 0, unchanged: 2, failed: 5 });
  });

  it('a dry run refuses a top-up to an inactive wallet as the import would', async () => {
    const ravi = await newCustomer(t, ops, { mobile: '9200000004' });
    const wallet = (await newWallet(t, ops, { customer_id: ravi.id, is_primary: true })).id;
    await t.database.db.execute(sql`update wallets set status = 0 where id = ${wallet}`);
    const inactive = 'mobile,amount\n9200000004,10\n';
    const expected = [{ line: 2, outcome: 'failed', message: 'The wallet is inactive: no funds move in or out.' }];
    const dry = await upload(t, ops, '/dry-run', { kind: 'top-ups' }, inactive, 'inactive.csv');
    assert.deepEqual(dry.body.data.rows, expected);
    const res = await upload(t, ops, '', { kind: 'top-ups' }, inactive, 'inactive.csv');
    await jobs.runJob(res.body.data.id, job(t));
    const failures = await t.call(ops, 'GET', `${IMPORTS}/${res.body.data.id}/failed-rows`);
    assert.match(String(failures.body), /The wallet is inactive: no funds move in or out\./);
  });
});

describe('CSV import of group members', () => {
  let t: TestContext;
  let ops: string;
  let jobs: ImportJobs;
  let group: number;

  before(async () => {
    t = await createTestContext();
    ops = await t.login('ops@demo.local');
    jobs = new ImportJobs(t.database.db, t.app.jobQueue, t.app.log);
    const member = await newCustomer(t, ops, { mobile: '9300000001' });
    await newCustomer(t, ops, { mobile: '9300000002' });
    const res = await t.call(ops, 'POST', `${API}/customer-groups`, { name: 'Imported', customer_ids: [member.id] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    group = res.body.data.id;
  });
  after(() => t.close());

  const file = ['mobile', '9300000001', '93000 00002', '9300000002', '9300000009', 'x1'].join('\n');
  const members = async () =>
    (await one<{ n: number }>(t, sql`select count(*)::int as n from customer_group_members where group_id = ${group}`))
      .n;

  it('needs a group of the tenant, refused before anything is written', async () => {
    const missing = await upload(t, ops, '', { kind: 'group-members' }, file);
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /group_id/);
    const unknown = await upload(t, ops, '', { kind: 'group-members', group_id: '999999' }, file);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Customer group not found.');
    const acme = await t.login('admin@acme.local');
    assert.equal(
      (await upload(t, acme, '/dry-run', { kind: 'group-members', group_id: String(group) }, file)).status,
      404,
    );
    assert.equal((await one<{ n: number }>(t, sql`select count(*)::int as n from customer_imports`)).n, 0);
  });

  it('adds the customers not yet in the group; members already in it are unchanged', async () => {
    const fields = { kind: 'group-members', group_id: String(group) };
    const dry = await upload(t, ops, '/dry-run', fields, file);
    assert.equal(dry.status, 200, JSON.stringify(dry.body));
    assert.deepEqual(dry.body.data.counts, { created: 1, updated: 0, unchanged: 2, failed: 2 });
    assert.equal(await members(), 1);
    const res = await upload(t, ops, '', fields, file);
    assert.equal(res.status, 202);
    await jobs.runJob(res.body.data.id, job(t));
    const done = (await t.call(ops, 'GET', `${IMPORTS}/${res.body.data.id}`)).body.data;
    assert.deepEqual(done.counts, { created: 1, updated: 0, unchanged: 2, failed: 2 });
    assert.equal(done.group_id, group);
    assert.equal(await members(), 2);
    const failed = await t.call(ops, 'GET', `${IMPORTS}/${res.body.data.id}/failed-rows`);
    assert.equal(
      failed.body,
      'mobile,line,error\r\n9300000009,5,No customer has this mobile number.\r\nx1,6,Mobile must be at least 5 characters.\r\n',
    );
  });
});
