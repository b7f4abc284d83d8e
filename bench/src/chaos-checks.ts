/**
 * What must hold after the chaos (chaos.ts), read straight from the database once the background
 * work has settled: answers the violations (empty when everything held) and prints the counts.
 */
import type pg from 'pg';
import type { SmtpReceiver } from '@console/server/test/smtp-receiver';
import { LEDGER_CHAIN, LEDGER_RULES } from '@console/server/test/people-fixtures';
import { ORDER_RULES } from '@console/server/test/vend-fixtures';
import type { Client, Counts } from './chaos-load';

const SETTLE_MS = 180_000;

async function one<T>(db: pg.Client, text: string, values: unknown[] = []): Promise<T> {
  return (await db.query(text, values)).rows[0] as T;
}

/** Waits until no vend is pending, no report or sync runs, and no one-off job waits or runs. */
async function settle(db: pg.Client, log: (line: string) => void): Promise<string | undefined> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const state = await one<{
      pending: number;
      reports: number;
      syncs: number;
      bulk: number;
      jobs: number;
      leases: number;
    }>(
      db,
      `select (select count(*) from orders where status = 0)::int as pending,
              (select count(*) from report_jobs where status in ('queued', 'running'))::int as reports,
              (select count(*) from sync_runs where status = 'running')::int as syncs,
              (select count(*) from bulk_credits where status in ('queued', 'running'))::int as bulk,
              (select count(*) from pgboss.job where state in ('created', 'retry', 'active')
                 and name not in (select name from pgboss.queue where policy = 'stately'))::int as jobs,
              (select count(*) from job_leases l join pgboss.job j on j.id = l.job_id
                 where j.name not in (select name from pgboss.queue where policy = 'stately'))::int as leases`,
    );
    if (Object.values(state).every((n) => n === 0)) return undefined;
    if (Date.now() > deadline) return `still unsettled after ${SETTLE_MS / 1000} s: ${JSON.stringify(state)}`;
    log(`settling: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

export async function checkInvariants(options: {
  database: pg.Client;
  smtp: SmtpReceiver;
  instances: string[];
  client: Client;
  counts: Counts;
  log: (line: string) => void;
}): Promise<string[]> {
  const { database: db, counts, log } = options;
  const violations: string[] = [];
  const unsettled = await settle(db, log);
  if (unsettled) violations.push(unsettled);

  // Every acknowledged vend: exactly one order for its machine and key, the one the machine was told.
  let missing = 0;
  for (const vend of counts.acknowledged) {
    const row = await one<{ n: number; id: number | null }>(
      db,
      'select count(*)::int as n, min(id) as id from orders where touchpoint_id = $1 and idempotency_key = $2',
      [vend.touchpointId, vend.key],
    );
    if (row.n !== 1 || row.id !== vend.orderId) missing += 1;
  }
  if (missing > 0) violations.push(`${missing} acknowledged vends are not exactly one order`);

  const money = await one<Record<string, number>>(
    db,
    `${LEDGER_CHAIN}
     select
       ${[...LEDGER_RULES, ...ORDER_RULES].join(',\n')}`,
  );
  for (const [what, n] of Object.entries(money)) if (n !== 0) violations.push(`${what}: ${n}`);

  // Reports: every one sent, mailed exactly once, and downloadable from every instance.
  const reports = (await db.query('select id, status, size_bytes from report_jobs order by id')).rows as {
    id: number;
    status: string;
    size_bytes: number;
  }[];
  // SMTP hands a message over at least once: a kill between the server's acceptance and the job
  // recording it would send it again, with the same Message-ID (a receiver drops the repeat). So a
  // report must reach the receiver as exactly one message; repeats of that message are counted.
  let mails = 0;
  let repeats = 0;
  for (const report of reports) {
    if (report.status !== 'sent') violations.push(`report ${report.id} is ${report.status}`);
    const ofReport = options.smtp.received.filter(
      (m) => /^<report-(\d+)@/.exec(m.messageId ?? '')?.[1] === String(report.id),
    );
    const messages = new Set(ofReport.map((m) => m.messageId)).size;
    mails += messages;
    repeats += ofReport.length - messages;
    if (messages !== 1) violations.push(`report ${report.id} reached the receiver as ${messages} messages`);
    for (const instance of options.instances) {
      const res = await fetch(`${instance}/api/report/reports/${report.id}/download`, {
        headers: { authorization: `Bearer ${options.client.token ?? ''}` },
      }).catch(() => undefined);
      const bytes = res?.ok ? (await res.arrayBuffer()).byteLength : -1;
      if (bytes !== Number(report.size_bytes))
        violations.push(`report ${report.id} from ${instance}: ${res?.status}, ${bytes} bytes`);
    }
  }

  // Sync runs: every one ended (a failure with its reason), never two of one channel at once.
  const runs = (
    await db.query('select id, channel_id, status, error, attempt, started_at, finished_at from sync_runs order by id')
  ).rows as {
    id: number;
    channel_id: number;
    status: string;
    error: string | null;
    attempt: number;
    started_at: Date;
    finished_at: Date | null;
  }[];
  for (const run of runs) {
    if (run.status === 'running' || !run.finished_at) violations.push(`sync run ${run.id} never ended`);
    if (run.status === 'failed' && !run.error) violations.push(`sync run ${run.id} failed without a reason`);
  }
  for (const a of runs)
    for (const b of runs)
      if (a.id < b.id && a.channel_id === b.channel_id && a.finished_at && b.started_at < a.finished_at)
        violations.push(`sync runs ${a.id} and ${b.id} of channel ${a.channel_id} overlapped`);

  // The bulk credit: done, and each of its wallets paid by it exactly once.
  let bulkLine = 'no bulk credit was queued';
  if (!counts.bulkCredit) violations.push('the bulk credit was not queued');
  else {
    const { id, key, walletIds } = counts.bulkCredit;
    const batch = await one<{ status: string; credited: number; already_credited: number; attempt: number }>(
      db,
      'select status, credited, already_credited, attempt from bulk_credits where id = $1',
      [id],
    );
    if (batch.status !== 'done') violations.push(`bulk credit ${id} is ${batch.status}`);
    const paid = (
      await db.query(
        `select count(*)::int as n from wallet_transactions where idempotency_key = any($1::text[]) group by idempotency_key`,
        [walletIds.map((w) => `bulk:${key}:${w}`)],
      )
    ).rows as { n: number }[];
    if (paid.length !== walletIds.length || paid.some((p) => p.n !== 1))
      violations.push(
        `bulk credit ${id} paid ${paid.length} of ${walletIds.length} wallets, some ${Math.max(0, ...paid.map((p) => p.n))} times`,
      );
    bulkLine = `bulk credit ${batch.status} on attempt ${batch.attempt}: ${batch.credited} credited, ${batch.already_credited} already`;
  }

  const left = await one<{ active: number; leases: number }>(
    db,
    `select (select count(*) from pgboss.job where state = 'active'
               and name not in (select name from pgboss.queue where policy = 'stately'))::int as active,
            (select count(*) from job_leases l join pgboss.job j on j.id = l.job_id
               where j.name not in (select name from pgboss.queue where policy = 'stately'))::int as leases`,
  );
  if (left.active > 0 || left.leases > 0) violations.push(`jobs left running: ${JSON.stringify(left)}`);

  const serverErrors = [...counts.statuses].filter(([status]) => status >= 500 && status !== 502 && status !== 504);
  for (const [status, n] of serverErrors) violations.push(`${n} answers ${status}`);

  const orders = await one<{ n: number; swept: number }>(
    db,
    `select count(*)::int as n, (select count(distinct i.order_id) from refunds r join order_items i on i.id = r.order_item_id where r.kind = 'timeout')::int as swept from orders where idempotency_key like 'chaos-%'`,
  );
  const fiveHundreds =
    [...counts.statuses]
      .filter(([s]) => s >= 500)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ') || 'none';
  console.log(`
chaos: ${counts.kills} kills; ${counts.acknowledged.length} vends acknowledged, ${orders.n} orders from the machines
  (${counts.results} results, ${counts.offline} machines went offline, ${orders.swept} orders refunded by the sweeper,
  ${counts.operatorRefunds} operator refunds raced); ${runs.length} sync runs (${runs.map((r) => `${r.status}, attempt ${r.attempt}`).join('; ')});
  ${bulkLine};
  ${reports.length} reports, ${mails} mails (${repeats} repeats of one); ${counts.cut} requests cut by a kill, 5xx answers: ${fiveHundreds}
  (502/504 are nginx's for a connection a kill cut); wallets and orders balanced: ${Object.values(money).every((n) => n === 0) ? 'yes' : 'NO'}`);
  return violations;
}
