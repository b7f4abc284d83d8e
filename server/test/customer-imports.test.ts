/**
 * CSV import of customers: a dry run says per row what would happen (created, updated,
 * unchanged, or the row's error in the customer form's words with its line) and writes nothing;
 * the import creates exactly the good rows as a job; the same file again answers the same import
 * and changes nothing; the failed rows download as CSV; another tenant's import is 404 and its
 * customers are not "updated"; a malformed file is refused with its reason before anything is
 * written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { IMPORT_QUEUE } from '../src/services/customer/imports/import-job';
import { SYNC_QUEUE } from '../src/services/merchant/sync/sync-job';
import { createTestContext, type TestContext } from './helper';
import { IMPORTS, upload } from './import-fixtures';
import { newCustomer, one } from './people-fixtures';

const KIND = { kind: 'customers' };
const count = async (t: TestContext, table: 'customers' | 'customer_imports') =>
  (await one<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;

describe('CSV import of customers', () => {
  let t: TestContext;
  let ops: string;
  let acme: string;
  let file: string;

  before(async () => {
    t = await createTestContext({ jobWorkers: [SYNC_QUEUE, IMPORT_QUEUE] });
    ops = await t.login('ops@demo.local');
    acme = await t.login('admin@acme.local');
    await newCustomer(t, ops, { first_name: 'Asha', last_name: 'Rao', mobile: '9100000001' });
    await newCustomer(t, ops, { first_name: 'Bina', last_name: 'Das', mobile: '9100000002' });
    // Tenant 2 holds a mobile that tenant 1's file names: for tenant 1 it is a new customer.
    await newCustomer(t, acme, { first_name: 'Other', last_name: 'Tenant', mobile: '9100000003' });
    file = [
      'mobile,first_name,last_name,email',
      '9100000001,Asha,Rao,',
      '9100000002,Bina,Dutta,bina@example.com',
      '9100000003,Chitra,Iyer,',
      '12345,Dev,Shah,',
      '9100000004,Esha,"Nair Kumar",',
      '9100000004,Esha,Again,',
      '9100000005,Farah,Khan,not-an-email',
    ].join('\n');
  });
  after(() => t.close());

  it('says an empty required cell is required, naming its column', async () => {
    const res = await upload(t, ops, '/dry-run', KIND, 'mobile,first_name,last_name\n9100000009,,Rao\n');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.data.rows, [{ line: 2, outcome: 'failed', message: 'First_name is required.' }]);
  });

  it('a dry run reports each row by line and writes nothing', async () => {
    const customersBefore = await count(t, 'customers');
    const res = await upload(t, ops, '/dry-run', KIND, file);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const run = res.body.data;
    assert.equal(run.total, 7);
    assert.deepEqual(run.counts, { created: 2, updated: 1, unchanged: 1, failed: 3 });
    assert.deepEqual(
      run.rows.filter((r: { outcome: string }) => r.outcome === 'failed'),
      [
        { line: 5, outcome: 'failed', message: 'Mobile contains characters that are not allowed.' },
        { line: 7, outcome: 'failed', message: 'This mobile number already belongs to another customer.' },
        { line: 8, outcome: 'failed', message: 'Email must be a valid email address.' },
      ],
    );
    assert.deepEqual(
      run.rows.filter((r: { outcome: string }) => r.outcome !== 'failed').map((r: { line: number }) => r.line),
      [2, 3, 4, 6],
    );
    assert.equal(run.rows_left_off, 0);
    assert.equal(await count(t, 'customers'), customersBefore);
    assert.equal(await count(t, 'customer_imports'), 0);
  });

  let importId: number;
  it('an import creates exactly the good rows; the same file again answers the same import and changes nothing', async () => {
    const customersBefore = await count(t, 'customers');
    const res = await upload(t, ops, '', KIND, file);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    importId = res.body.data.id;
    assert.equal(res.body.data.status, 'queued');
    await t.settle();
    const done = (await t.call(ops, 'GET', `${IMPORTS}/${importId}`)).body.data;
    assert.equal(done.status, 'done');
    assert.equal(done.processed, 7);
    assert.deepEqual(done.counts, { created: 2, updated: 1, unchanged: 1, failed: 3 });
    assert.ok(done.finished_at);
    assert.equal(await count(t, 'customers'), customersBefore + 2);
    const esha = await one<{ last_name: string }>(
      t,
      sql`select last_name from customers where tenant_id = 1 and mobile = '9100000004'`,
    );
    assert.equal(esha.last_name, 'Nair Kumar');
    const bina = await one<{ last_name: string; email: string }>(
      t,
      sql`select last_name, email from customers where tenant_id = 1 and mobile = '9100000002'`,
    );
    assert.deepEqual(bina, { last_name: 'Dutta', email: 'bina@example.com' });

    const again = await upload(t, ops, '', KIND, file, 'renamed.csv');
    assert.equal(again.status, 200);
    assert.equal(again.body.data.id, importId);
    await t.settle();
    assert.equal(await count(t, 'customers'), customersBefore + 2);
    assert.equal(await count(t, 'customer_imports'), 1);
    // The dry run of the imported file now finds every good row as it is.
    const dry = (await upload(t, ops, '/dry-run', KIND, file)).body.data;
    assert.deepEqual(dry.counts, { created: 0, updated: 0, unchanged: 4, failed: 3 });
  });

  it('downloads the failed rows: their own cells, then line and error', async () => {
    const res = await t.call(ops, 'GET', `${IMPORTS}/${importId}/failed-rows`);
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(String(res.headers['content-disposition']), /people-failed-rows\.csv/);
    assert.equal(
      res.body,
      [
        'mobile,first_name,last_name,email,line,error',
        '12345,Dev,Shah,,5,Mobile contains characters that are not allowed.',
        '9100000004,Esha,Again,,7,This mobile number already belongs to another customer.',
        '9100000005,Farah,Khan,not-an-email,8,Email must be a valid email address.',
        '',
      ].join('\r\n'),
    );
  });

  it("another tenant's import is 404, and a caller without the permission is refused", async () => {
    for (const path of [`${IMPORTS}/${importId}`, `${IMPORTS}/${importId}/failed-rows`]) {
      const res = await t.call(acme, 'GET', path);
      assert.equal(res.status, 404, path);
      assert.equal(res.body.message, 'Import not found.');
    }
    const viewer = await t.login('viewer@demo.local');
    assert.equal((await upload(t, viewer, '/dry-run', KIND, file)).status, 403);
  });

  it('refuses each malformed file with its reason, writing nothing', async () => {
    const header = 'first_name,last_name,mobile\n';
    const cases: [string | Buffer, RegExp][] = [
      ['', /The file is empty/],
      [Buffer.from([0x66, 0x69, 0xff, 0xfe, 0x0a]), /not UTF-8/],
      ['first_name,mobile\nA,9100000009\n', /lacks the column last_name/],
      ['first_name,last_name,mobile,shoe_size\nA,B,9100000009,9\n', /does not take the column "shoe_size"/],
      [`${header}A,"B,9100000009\n`, /a quote is left open/],
      [`${header}A,B,${'9'.repeat(5000)}\n`, /Line 2: the row is longer than 4096 characters/],
      [`${header}A,B\n`, /Line 2: the row has another number of cells/],
      [`${header}A,=1+2,9100000009\n`, /Line 2, column last_name: a cell may not start with =/],
      [`${header}A,-B,9100000009\n`, /Line 2, column last_name/],
      [`${header}@A,B,9100000009\n`, /Line 2, column first_name/],
      [header, /no rows to import/],
      [header + 'A,B,9100000009\n'.repeat(50_001), /more than 50,000 rows/],
    ];
    const before = { customers: await count(t, 'customers'), imports: await count(t, 'customer_imports') };
    for (const [content, message] of cases) {
      for (const path of ['', '/dry-run'] as const) {
        const res = await upload(t, ops, path, KIND, content);
        assert.equal(res.status, 400, `${String(message)}: ${JSON.stringify(res.body)}`);
        assert.match(res.body.message, message);
      }
    }
    const tooLarge = await upload(t, ops, '', KIND, Buffer.alloc(9 * 1024 * 1024, 'a'));
    assert.equal(tooLarge.status, 400);
    assert.match(tooLarge.body.message, /larger than 8 MB/);
    const noFile = await upload(t, ops, '', KIND, undefined);
    assert.equal(noFile.status, 400);
    assert.match(noFile.body.message, /Attach the CSV file/);
    const badKind = await upload(t, ops, '', { kind: 'wallets' }, header);
    assert.equal(badKind.status, 400);
    const json = await t.call(ops, 'POST', IMPORTS, { kind: 'customers' });
    assert.equal(json.status, 400);
    assert.match(json.body.message, /multipart\/form-data/);
    assert.deepEqual({ customers: await count(t, 'customers'), imports: await count(t, 'customer_imports') }, before);
  });
});
