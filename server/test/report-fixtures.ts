/** Report jobs in tests: the caller's jobs, waiting for one to reach a status, a mailed XLSX's rows. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Config } from '../src/config';
import { createTestContext, withServer, type TestContext } from './helper';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

export const REPORT = '/api/report';

export interface ReportServer {
  t: TestContext;
  smtp: SmtpReceiver;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A server that runs report jobs in this process: its own data directory, a real SMTP receiver
 * (`smtpUrl: undefined` mails to the outbox instead), the queue's worker polling every second.
 */
export async function startReportServer(name: string, config: Partial<Config> = {}): Promise<ReportServer> {
  const smtp = await startSmtpReceiver();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const t = await createTestContext({ dataDir, smtpUrl: smtp.url, jobWorkers: 'all', jobPollSeconds: 1, ...config });
  return {
    t,
    smtp,
    dataDir,
    close: async () => {
      await t.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** withServer for a server that runs report jobs (startReportServer). */
export function withReportServer(name: string, config: Partial<Config>, use: (server: ReportServer) => unknown): void {
  withServer(() => startReportServer(name, config), use);
}

/** Queues a report as `token`, waits for its mail and answers the job and the attached file (`file-<id>.<format>`). */
export async function mailedReport(
  { t, smtp }: ReportServer,
  token: string,
  url: string,
  body: Record<string, unknown>,
  file: string,
) {
  const res = await t.call(token, 'POST', `${REPORT}${url}`, body);
  assert.equal(res.status, 202, JSON.stringify(res.body));
  const id = res.body.data.id as number;
  const job = await waitForJob(t, token, id, 'sent');
  const name = `${file}-${id}.${(body.format as string | undefined) ?? 'xlsx'}`;
  const mail = await smtp.waitFor((m) => m.attachments.some((a) => a.filename === name));
  const attachment = mail.attachments.find((a) => a.filename === name)!.content;
  return { res, id, job, attachment };
}

/**
 * The last `days` days as fixed dates in the tenant's zone: a report and the list it is checked
 * against select the same orders, however long the job takes (a "last week up to now" moves, and
 * an order at its edge drops out between the two).
 */
export function lastDays(days: number) {
  const day = (ago: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - ago * 86_400_000));
  return { range: 'custom', from: day(days), to: day(0) };
}

export interface ListedJob {
  id: number;
  kind: string;
  status: string;
  reason: string | null;
  rows: number;
  attempts: number;
  filter_summary: string;
}

/** Report jobs of every user and tenant (a refusal writes none). */
export async function countJobs(t: TestContext): Promise<number> {
  const rows = await t.database.db.execute(sql`select count(*)::int as n from report_jobs`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

export async function jobsOf(t: TestContext, token: string): Promise<ListedJob[]> {
  const res = await t.call(token, 'POST', `${REPORT}/reports/list`, { limit: 100 });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}

export async function waitForJob(t: TestContext, token: string, id: number, status: string, timeoutMs = 40_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await jobsOf(t, token)).find((j) => j.id === id);
    assert.ok(job, `job ${id} is listed`);
    if (job.status === status) return job;
    if (Date.now() > until) assert.fail(`job ${id} is ${job.status} (${job.reason}), not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every row of a list route for `body`, read by cursor. */
export async function readAll<T>(t: TestContext, token: string, url: string, body: Record<string, unknown>) {
  const rows: T[] = [];
  let cursor: string | null | undefined;
  do {
    const res = await t.call(token, 'POST', url, { ...body, limit: 100, ...(cursor ? { cursor } : {}) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    rows.push(...res.body.data);
    cursor = res.body.pagination.nextCursor;
  } while (cursor);
  return rows;
}

/**
 * An XLSX file's first sheet as rows of values (the header first). A date cell reads as the wall
 * clock it shows, "2026-11-27 16:39:05", as the CSV writes it; `dateFormats` holds each date
 * cell's number format.
 */
export async function sheetRows(content: Buffer, dateFormats: string[] = []): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    const cells = (row.values as unknown[]).slice(1);
    row.eachCell((cell) => {
      if (cell.value instanceof Date) dateFormats.push(cell.numFmt);
    });
    values.push(
      Array.from(cells, (c) =>
        c === undefined ? null : c instanceof Date ? c.toISOString().slice(0, 19).replace('T', ' ') : c,
      ),
    );
  });
  const width = values[0]?.length ?? 0;
  return values.map((row) => [...row, ...Array(Math.max(0, width - row.length)).fill(null)]);
}

/** An instant on Asia/Kolkata's wall clock (+05:30, no daylight saving): `2026-11-25 15:30:12`. */
export const kolkata = (iso: string) =>
  new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
