/**
 * Report jobs end to end over real sockets: queued by the API, run by the queue's worker, mailed
 * through a real SMTP server (smtp-server) whose attachment opens with exceljs and holds exactly
 * the orders the filter selects; a receiver that refuses mail → retries, then failed with the
 * reason; downloads only by the job's owner; bad input refused with nothing written; the
 * machines' feedback and the feedback report.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_TRANSACTION_REPORT_COLUMNS, REPORT_QUEUED_MESSAGES } from '@console/shared/contracts';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { TestContext } from './helper';
import {
  countJobs,
  jobsOf as jobsOfUser,
  lastDays,
  readAll,
  REPORT,
  sheetRows,
  waitForJob as waitFor,
  withReportServer,
} from './report-fixtures';
import type { SmtpReceiver } from './smtp-receiver';
import { machineCall, newBuyer, newMachine, TX } from './vend-fixtures';

describe('report jobs', () => {
  let t: TestContext, smtp: SmtpReceiver, admin: string;
  const config = { reportRetryDelaySeconds: 1, reportRetryLimit: 2, reportUserMaxPending: 10 };
  withReportServer('report-jobs', config, async (server) => {
    ({ t, smtp } = server);
    admin = await t.login('admin@demo.local');
  });

  const jobsOf = (token: string) => jobsOfUser(t, token);
  const waitForJob = (token: string, id: number, status: string, timeoutMs?: number) =>
    waitFor(t, token, id, status, timeoutMs);
  /** Every order of the list for `filters`, read by cursor. */
  const listed = (filters: Record<string, unknown>) =>
    readAll<{ order_no: string; amount: number; status: number }>(t, admin, `${TX}/orders/list`, filters);

  const reportCount = () => countJobs(t);
  it('mails the transaction report: the XLSX attachment holds exactly the orders the filter selects', async () => {
    const filters = { ...lastDays(7), status: 1 };
    const res = await t.call(admin, 'POST', `${REPORT}/reports`, {
      kind: 'transactions',
      format: 'xlsx',
      columns: ['amount', 'order_no', 'status'],
      filters,
    });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.message, REPORT_QUEUED_MESSAGES.transactions);
    assert.equal(res.body.message, 'The transaction report will be sent to your registered email.');
    assert.deepEqual(res.body.data.columns, ['order_no', 'status', 'amount'], 'file order is the report’s own');
    assert.match(res.body.data.filter_summary, /Status: Success/);
    const id = res.body.data.id as number;

    const job = await waitForJob(admin, id, 'sent');
    const mail = await smtp.waitFor((m) => m.attachments.some((a) => a.filename === `transaction-report-${id}.xlsx`));
    assert.equal((mail.to as { text: string }).text, 'admin@demo.local');
    const attachment = mail.attachments.find((a) => a.filename === `transaction-report-${id}.xlsx`)!;

    const values = await sheetRows(attachment.content);
    assert.deepEqual(values[0], ['Order ID', 'Status', 'Amount']);
    const fileRows = values.slice(1);

    const expected = await listed(filters);
    assert.ok(expected.length > 0, 'the demo has successful orders in the last week');
    assert.equal(job.rows, expected.length);
    assert.deepEqual(
      fileRows.map((r) => [r[0], r[1], r[2]]),
      expected.map((o) => [o.order_no, 'Success', o.amount]),
    );

    // The same file downloads from the Reports page, to its owner only.
    const own = await t.app.inject({
      method: 'GET',
      url: `${REPORT}/reports/${id}/download`,
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(own.statusCode, 200);
    assert.ok(own.rawPayload.equals(attachment.content), 'the download is the attached file');
    for (const other of ['ops@demo.local', 'admin@acme.local']) {
      const token = await t.login(other);
      const res404 = await t.call(token, 'GET', `${REPORT}/reports/${id}/download`);
      assert.equal(res404.status, 404, `${other} cannot download another user's report`);
      assert.ok(!(await jobsOf(token)).some((j) => j.id === id), `${other} does not list it`);
    }
  });

  it('sends the default report when no column is chosen, as CSV', async () => {
    const res = await t.call(admin, 'POST', `${REPORT}/reports`, {
      kind: 'transactions',
      format: 'csv',
      filters: lastDays(1),
    });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.deepEqual(res.body.data.columns, [...DEFAULT_TRANSACTION_REPORT_COLUMNS]);
    const id = res.body.data.id as number;
    await waitForJob(admin, id, 'sent');
    const mail = await smtp.waitFor((m) => m.attachments.some((a) => a.filename === `transaction-report-${id}.csv`));
    const csv = mail.attachments[0]!.content.toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    assert.equal(
      lines[0],
      'Order ID,Date (Asia/Kolkata),Channel,Touchpoint,Payment Source,Payment Status,Status,Amount,Refund',
    );
    assert.equal(lines.length - 1, (await listed(lastDays(1))).length);
  });

  it('retries a refused mail with backoff, then ends failed with the reason', async () => {
    smtp.refuseWith = 'Mailbox unavailable: test refusal';
    try {
      const res = await t.call(admin, 'POST', `${REPORT}/reports`, { kind: 'transactions', filters: { range: '1d' } });
      assert.equal(res.status, 202, JSON.stringify(res.body));
      const job = await waitForJob(admin, res.body.data.id, 'failed', 60_000);
      assert.equal(job.attempts, 3, 'the first attempt and two retries');
      assert.match(job.reason ?? '', /Mailbox unavailable: test refusal/);
    } finally {
      smtp.refuseWith = undefined;
    }
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const before = await reportCount();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ kind: 'transactions', columns: ['order_no', 'nope'] }, 400, /Unknown report column "nope"/],
      [{ kind: 'transactions', columns: ['order_no', 'order_no'] }, 400, /chosen twice/],
      [{ kind: 'feedback', columns: ['order_no'] }, 400, /fixed columns/],
      [{ kind: 'transactions', filters: { range: 'custom', from: '2026-02-30' } }, 400, /not a real date/],
      [{ kind: 'transactions', filters: { status: 7 } }, 400, /./],
      [{ kind: 'sales' }, 400, /./],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.call(admin, 'POST', `${REPORT}/reports`, body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.match(res.body.message, message);
    }
    // Another tenant's channel is not a filter of this one.
    const acme = await t.database.db.execute(sql`select id from channels where tenant_id = 2 limit 1`);
    const acmeChannel = (acme as unknown as { rows: { id: number }[] }).rows[0];
    if (acmeChannel) {
      const res = await t.call(admin, 'POST', `${REPORT}/reports`, {
        kind: 'transactions',
        filters: { channel_id: acmeChannel.id },
      });
      assert.equal(res.status, 400);
      assert.match(res.body.message, /not one of yours/);
    }
    // The tenant's cap.
    await t.database.db.execute(sql`update tenants set report_max_rows = 1 where id = 1`);
    try {
      const res = await t.call(admin, 'POST', `${REPORT}/reports`, { kind: 'transactions', filters: { range: '1m' } });
      assert.equal(res.status, 400);
      assert.match(res.body.message, /more than 1 rows, your company's limit/);
    } finally {
      await t.database.db.execute(sql`update tenants set report_max_rows = 1000000 where id = 1`);
    }
    assert.equal(await reportCount(), before, 'no job was written');
  });

  it('saves the checklist per user, checked against the report’s columns', async () => {
    const empty = await t.call(admin, 'GET', `${REPORT}/reports/checklist`);
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body.data.columns, []);
    assert.ok(
      empty.body.data.available.some(
        (c: { key: string; title: string }) => c.key === 'order_no' && c.title === 'Order ID',
      ),
    );
    const bad = await t.call(admin, 'PUT', `${REPORT}/reports/checklist`, { columns: ['order_no', 'bogus'] });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /Unknown report column "bogus"/);
    const saved = await t.call(admin, 'PUT', `${REPORT}/reports/checklist`, { columns: ['customer_name', 'order_no'] });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual((await t.call(admin, 'GET', `${REPORT}/reports/checklist`)).body.data.columns, [
      'order_no',
      'customer_name',
    ]);
    const ops = await t.login('ops@demo.local');
    assert.deepEqual((await t.call(ops, 'GET', `${REPORT}/reports/checklist`)).body.data.columns, [], 'per user');
  });

  it('takes a machine’s feedback once per order and lists it in the feedback report', async () => {
    const machine = await newMachine(t, admin, [{ slot: 'A1', name: 'Masala Chai', mrp: 20, stock: 10 }]);
    const other = await newMachine(t, admin, [{ slot: 'A1', name: 'Filter Coffee', mrp: 25, stock: 10 }]);
    const buyer = await newBuyer(t, admin, 200);
    const calls = machineCall(t, machine);
    const vend = await calls.authorize(
      { credential: { rfid: buyer.rfid }, cart: [{ slot: 'A1', quantity: 1 }] },
      'fb-1',
    );
    assert.equal(vend.status, 201, JSON.stringify(vend.body));
    const orderId = vend.body.data.order_id as number;
    assert.equal((await calls.result(orderId, [{ slot: 'A1', vended: 1 }])).status, 200);

    const url = `${TX}/vend/${orderId}/feedback`;
    assert.equal((await t.call(machine.key, 'POST', url, { rating: 6 })).status, 400, 'rating above 5');
    assert.equal((await t.call(machine.key, 'POST', url, { rating: 0 })).status, 400, 'rating below 1');
    assert.equal((await t.call(machine.key, 'POST', url, {})).status, 400, 'nothing to say');
    assert.equal((await t.call(other.key, 'POST', url, { rating: 3 })).status, 403, "another touchpoint's order");
    assert.equal((await t.call(admin, 'POST', url, { rating: 3 })).status, 401, 'a person is not a machine');
    const first = await t.call(machine.key, 'POST', url, { rating: 4, comment: 'Hot, and quick' });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.deepEqual([first.body.data.rating, first.body.data.comment], [4, 'Hot, and quick']);
    const second = await t.call(machine.key, 'POST', url, { rating: 1 });
    assert.equal(second.status, 409);
    assert.match(second.body.message, /already has its feedback/);

    const res = await t.call(admin, 'POST', `${REPORT}/reports`, {
      kind: 'feedback',
      format: 'csv',
      filters: { touchpoint_id: machine.touchpointId },
    });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.message, 'The feedback report will be sent to your registered email.');
    const id = res.body.data.id as number;
    await waitForJob(admin, id, 'sent');
    const mail = await smtp.waitFor((m) => m.attachments.some((a) => a.filename === `feedback-report-${id}.csv`));
    const lines = mail.attachments[0]!.content.toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(
      lines[0],
      'Order ID,Date (Asia/Kolkata),Touchpoint,Customer Name,Customer Mobile,Rating,Comment,Feedback At (Asia/Kolkata)',
    );
    assert.equal(lines.length, 2);
    const cells = lines[1]!.split(',');
    assert.equal(cells[0], vend.body.data.order_no);
    assert.match(lines[1]!, /,4,"Hot, and quick",/);
    assert.ok(lines[1]!.includes(buyer.mobile.replace('+91', '')) || lines[1]!.includes(buyer.mobile));
  });
});

describe('report mail without SMTP_URL', () => {
  let t: TestContext, dataDir: string;
  // No SMTP: the outbox. A 1 kB attachment limit: the report is linked, not attached.
  const config = { smtpUrl: undefined, reportAttachMaxBytes: 1024, consoleUrl: 'https://console.example.test' };
  withReportServer('report-outbox', config, (server) => ({ t, dataDir } = server));

  it('writes the message to DATA_DIR/outbox, linking a report too large to attach', async () => {
    const admin = await t.login('admin@demo.local');
    const res = await t.call(admin, 'POST', `${REPORT}/reports`, { kind: 'transactions', filters: { range: '1m' } });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const id = res.body.data.id as number;
    const until = Date.now() + 40_000;
    let job: { status: string; delivery: string | null; size_bytes: number; reason: string | null } | undefined;
    while (Date.now() < until) {
      const list = await t.call(admin, 'POST', `${REPORT}/reports/list`, { limit: 10 });
      job = list.body.data.find((j: { id: number }) => j.id === id);
      if (job?.status === 'sent' || job?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.equal(job?.status, 'sent', JSON.stringify(job));
    assert.equal(job?.delivery, 'link');
    assert.ok(job!.size_bytes > 1024);
    const files = readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    assert.equal(files.length, 1);
    const mail = await simpleParser(readFileSync(path.join(dataDir, 'outbox', files[0]!)));
    assert.equal((mail.to as { text: string }).text, 'admin@demo.local');
    assert.equal(mail.attachments.length, 0, 'too large to attach');
    assert.match(mail.text ?? '', /https:\/\/console\.example\.test\/reports/);
    const download = await t.app.inject({
      method: 'GET',
      url: `${REPORT}/reports/${id}/download`,
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(download.statusCode, 200);
    assert.equal(download.rawPayload.length, job!.size_bytes);
  });
});
