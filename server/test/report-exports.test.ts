/**
 * The audit log's and Transaction Wallet List's Export as report jobs, and the report files'
 * retention, end to end over real sockets: queued by the API, run by the queue's worker, mailed
 * through a real SMTP server; each file holds exactly what its list selects for the filter (dates
 * on the tenant's wall clock, money in rupees to the paisa); bad filters, another role and the
 * tenant's cap are refused with nothing written; a job past the retention is swept: its file
 * removed, the job expired, its download 410.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REPORT_QUEUED_MESSAGES, type AuditEntry, type LedgerMovement } from '@console/shared/contracts';
import { sql } from 'drizzle-orm';
import { XLSX_DATE_FORMAT } from '../src/lib/export/writers';
import { rowsOf } from '../src/lib/list';
import type { TestContext } from './helper';
import {
  countJobs,
  jobsOf,
  kolkata,
  readAll,
  REPORT,
  sheetRows,
  mailedReport,
  waitForJob,
  withReportServer,
  type ReportServer,
} from './report-fixtures';
import { newBuyer } from './vend-fixtures';

const AUDIT_LIST = '/api/merchant/audit/list';
const LEDGER_LIST = '/api/customer/wallet/transaction-list';
/** A custom period's From (a fixed start: a relative one moves between the report and the list). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('audit log and wallet transaction reports', () => {
  let server: ReportServer, t: TestContext, admin: string;
  const config = {
    reportRetryDelaySeconds: 1,
    reportUserMaxPending: 10,
    reportRetentionDays: 30,
    reportSweepSeconds: 1,
    // A download holds three rows here: a list's Export beyond that is offered as a mailed report.
    exportMaxRows: 3,
  };
  withReportServer('report-exports', config, async (started) => {
    ({ t } = server = started);
    admin = await t.login('admin@demo.local');
  });

  const reportCount = () => countJobs(t);
  const mailed = (token: string, url: string, body: Record<string, unknown>, file: string) =>
    mailedReport(server, token, url, body, file);

  it('mails the audit log report: exactly the entries the list shows for the filter', async () => {
    // Something of this run in the trail: a customer created (and its wallet), by the admin.
    await newBuyer(t, admin, 0);
    const filters = { from: daysAgo(20), entity: 'customer', action: 'create' };
    const { res, job, attachment } = await mailed(admin, '/reports/audit', { filters }, 'audit-log-report');
    assert.equal(res.body.message, REPORT_QUEUED_MESSAGES.audit);
    assert.equal(res.body.data.kind, 'audit');
    assert.match(res.body.data.filter_summary, /Entity: customer · Action: create/);

    const dateFormats: string[] = [];
    const rows = await sheetRows(attachment, dateFormats);
    assert.deepEqual(rows[0], ['When (Asia/Kolkata)', 'Who', 'Entity', 'Entity ID', 'Action', 'Before', 'After']);
    // Each When is a real date (it sorts as one), shown the console's way: "27 Nov 2026, 16:39:05".
    assert.equal(dateFormats.length, rows.length - 1);
    assert.ok(dateFormats.every((f) => f === XLSX_DATE_FORMAT));
    const listed = await readAll<AuditEntry>(t, admin, AUDIT_LIST, filters);
    assert.ok(listed.length > 0, 'the filter selects entries');
    assert.equal(job.rows, listed.length);
    const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
    assert.deepEqual(
      rows.slice(1),
      listed.map((e) => [
        kolkata(e.created_at),
        e.user_email,
        e.entity,
        e.entity_id,
        e.action,
        json(e.before),
        json(e.after),
      ]),
    );
  });

  it('mails another tenant its own audit entries only', async () => {
    const acme = await t.login('admin@acme.local');
    const { attachment } = await mailed(acme, '/reports/audit', { format: 'xlsx' }, 'audit-log-report');
    const listed = await readAll<AuditEntry>(t, acme, AUDIT_LIST, {});
    assert.deepEqual(
      (await sheetRows(attachment)).slice(1).map((r) => [r[2], r[3], r[4]]),
      listed.map((e) => [e.entity, e.entity_id, e.action]),
    );
  });

  it('mails the wallet transaction report: the list’s rows for the filter, money to the paisa', async () => {
    const buyer = await newBuyer(t, admin, 123.45);
    const filters = { range: '1d', direction: 'credit', wallet_type: 'prepaid', search: buyer.mobile };
    const { res, job, attachment } = await mailed(
      admin,
      '/reports/wallet-transactions',
      { filters },
      'wallet-transaction-report',
    );
    assert.equal(res.body.message, REPORT_QUEUED_MESSAGES.wallet_transactions);
    assert.match(res.body.data.filter_summary, /Wallet Type: Prepaid · Credit · Customer: /);
    const rows = await sheetRows(attachment);
    assert.deepEqual(rows[0], [
      'Date (Asia/Kolkata)',
      'Wallet Name',
      'Customer Name',
      'Customer Phone',
      'Type',
      'Previous Balance',
      'Transaction Amount',
      'After Balance',
      'Remark',
    ]);
    const listed = await readAll<LedgerMovement>(t, admin, LEDGER_LIST, filters);
    assert.equal(listed.length, 1, 'the buyer’s one top-up');
    assert.equal(job.rows, 1);
    const toRow = (w: LedgerMovement) => [
      kolkata(w.created_at),
      w.Wallet.name,
      `${w.Wallet.Customer.first_name} ${w.Wallet.Customer.last_name}`,
      w.Wallet.Customer.mobile,
      'Prepaid',
      w.previous_balance,
      w.transaction_amount,
      w.after_balance,
      w.remark,
    ];
    assert.deepEqual(rows.slice(1), listed.map(toRow));
    assert.equal(rows[1]![6], 123.45, 'the paise are kept');

    // The whole period as CSV: every row the list shows, in its order.
    const all = await mailed(
      admin,
      '/reports/wallet-transactions',
      { format: 'csv', filters: { from: daysAgo(20) } },
      'wallet-transaction-report',
    );
    const lines = all.attachment
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(
      lines[0],
      'Date (Asia/Kolkata),Wallet Name,Customer Name,Customer Phone,Type,Previous Balance,Transaction Amount,After Balance,Remark',
    );
    const everything = await readAll<LedgerMovement>(t, admin, LEDGER_LIST, { from: daysAgo(20) });
    assert.equal(lines.length - 1, everything.length);
    assert.ok(lines[1]!.startsWith(kolkata(everything[0]!.created_at)));
  });

  it('downloads the same file at once when the rows fit a download, and refuses more naming the limit', async () => {
    const download = (token: string, url: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `${REPORT}${url}/download`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const queued = await reportCount();
    const buyer = await newBuyer(t, admin, 77.5);
    const filters = { range: '1d', direction: 'credit', search: buyer.mobile };
    const res = await download(admin, '/reports/wallet-transactions', { filters });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="wallet-transaction-report-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const rows = await sheetRows(res.rawPayload);
    assert.equal(rows[0]![0], 'Date (Asia/Kolkata)', 'the same titles as the mailed file');
    const listed = await readAll<LedgerMovement>(t, admin, LEDGER_LIST, filters);
    assert.deepEqual(
      rows.slice(1).map((r) => [r[0], r[6]]),
      listed.map((w) => [kolkata(w.created_at), w.transaction_amount]),
    );
    assert.equal(rows[1]![6], 77.5);

    // The audit log as CSV, of a filter that selects nothing here (no customer is deleted): its titles alone.
    const audit = await download(admin, '/reports/audit', {
      format: 'csv',
      filters: { from: daysAgo(1), entity: 'customer', action: 'delete' },
    });
    assert.equal(audit.statusCode, 200, audit.body.slice(0, 300));
    assert.equal(
      audit.body.replace(/^\uFEFF/, '').trim(),
      'When (Asia/Kolkata),Who,Entity,Entity ID,Action,Before,After',
    );

    // More rows than a download holds: refused with the limit, so the console can offer the mail.
    const big = await download(admin, '/reports/wallet-transactions', { filters: { from: daysAgo(20) } });
    assert.equal(big.statusCode, 400);
    assert.equal(big.json().code, 'EXPORT_TOO_LARGE');
    assert.match(big.json().message, /more than 3 rows/);
    // A tenant that calls its people Employees reads its word in the file's titles.
    const acme = await t.login('admin@acme.local');
    const theirs = await download(acme, '/reports/wallet-transactions', {
      format: 'csv',
      filters: { range: '1d', search: '0000000000' },
    });
    assert.equal(theirs.statusCode, 200, theirs.body.slice(0, 300));
    assert.equal(
      theirs.body.replace(/^\uFEFF/, '').trim(),
      'Date (Asia/Kolkata),Wallet Name,Employee Name,Employee Phone,Type,Previous Balance,Transaction Amount,After Balance,Remark',
    );
    // The audit log is the company admin's: another role may not download it either.
    const ops = await t.login('ops@demo.local');
    assert.equal((await download(ops, '/reports/audit', {})).statusCode, 403);
    // Nothing was queued by any of it.
    assert.equal(await reportCount(), queued);
  });

  it('refuses bad filters, another role and the tenant’s cap, writing nothing', async () => {
    const before = await reportCount();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['/reports/audit', { filters: { range: 'custom', from: '2026-02-30' } }, /not a real date/],
      ['/reports/audit', { filters: { range: '1d', from: '2026-01-01' } }, /range "custom" only/],
      ['/reports/audit', { filters: { entity: 'Not An Entity!' } }, /./],
      ['/reports/audit', { filters: { user_id: 0 } }, /./],
      ['/reports/audit', { columns: ['when'] }, /./],
      ['/reports/wallet-transactions', { filters: { wallet_type: 'gold' } }, /./],
      ['/reports/wallet-transactions', { filters: { direction: 'sideways' } }, /./],
      [
        '/reports/wallet-transactions',
        { filters: { range: 'custom', from: '2026-11-10', to: '2026-11-01' } },
        /after from/,
      ],
      ['/reports/wallet-transactions', { filters: { wallet_id: 1 } }, /./],
      ['/reports/wallet-transactions', { format: 'pdf' }, /./],
    ];
    for (const [url, body, message] of cases) {
      const res = await t.call(admin, 'POST', `${REPORT}${url}`, body);
      assert.equal(res.status, 400, `${url} ${JSON.stringify(body)} → ${res.status}`);
      assert.match(res.body.message, message);
    }
    // The audit log is the company admin's: another role may not report it.
    const ops = await t.login('ops@demo.local');
    const refused = await t.call(ops, 'POST', `${REPORT}/reports/audit`, {});
    assert.equal(refused.status, 403);
    assert.equal(typeof refused.body.message, 'string');
    // The tenant's cap holds for both.
    await t.database.db.execute(sql`update tenants set report_max_rows = 1 where id = 1`);
    try {
      for (const url of ['/reports/audit', '/reports/wallet-transactions']) {
        const res = await t.call(admin, 'POST', `${REPORT}${url}`, {});
        assert.equal(res.status, 400, url);
        assert.match(res.body.message, /more than 1 rows, your company's limit/);
      }
    } finally {
      await t.database.db.execute(sql`update tenants set report_max_rows = 1000000 where id = 1`);
    }
    assert.equal(await reportCount(), before, 'no job was written');
  });

  it('removes a file past the retention: the job expires and its download answers 410', async () => {
    const old = await mailed(admin, '/reports/audit', { format: 'csv', filters: { range: '1d' } }, 'audit-log-report');
    const recent = await mailed(
      admin,
      '/reports/audit',
      { format: 'csv', filters: { range: '1d' } },
      'audit-log-report',
    );
    const storedChunks = async (id: number) =>
      Number(
        rowsOf(
          await t.database.db.execute(sql`select count(*)::int as n from report_files where report_id = ${id}`),
        )[0]!.n,
      );
    assert.ok((await storedChunks(old.id)) > 0, 'the file is stored in the database');
    await t.database.db.execute(
      sql`update report_jobs set created_at = now() - interval '31 days' where id = ${old.id}`,
    );
    await waitForJob(t, admin, old.id, 'expired', 20_000);
    assert.equal(await storedChunks(old.id), 0, 'the file is removed');
    const gone = await t.call(admin, 'GET', `${REPORT}/reports/${old.id}/download`);
    assert.equal(gone.status, 410);
    assert.match(gone.body.message, /removed after 30 days: send the report again/);
    // A report inside the retention keeps its file.
    assert.equal((await jobsOf(t, admin)).find((j) => j.id === recent.id)?.status, 'sent');
    const kept = await t.app.inject({
      method: 'GET',
      url: `${REPORT}/reports/${recent.id}/download`,
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(kept.statusCode, 200);
  });
});
