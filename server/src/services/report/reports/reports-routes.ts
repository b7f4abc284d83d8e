/**
 * Report jobs (report service): queue a transaction or feedback report of Touchpoint Orders'
 * filters, an audit log report (the company admin only) or a wallet transaction report of
 * Transaction Wallet List's (202 with the job), the caller's jobs for the Reports page, the
 * download of one of them (410 once expired), and the saved checklist of the transaction report.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendExport, type ExportJob } from '../../../lib/export/export-job';
import { CONTENT_TYPES } from '../../../lib/export/format';
import { route, type App } from '../../../lib/route';
import { principalOf, type Access } from '../../../plugins/access';
import { auditReport } from './audit-report-service';
import { createOrderReportJob, getChecklist, saveChecklist } from './order-report-service';
import type { ReportRunner } from './report-runner';
import { listReports, reportDownload, type ReportQueue } from './reports-service';
import { walletReport } from './wallet-report-service';

const access: Access = { permissions: ['PERM_VIEW_TRANSACTION_LIST'] };
const tags = ['reports'];

export default async function reportsRoutes(app: App, { runner }: { runner: ReportRunner }) {
  /** The runner's queue, the job tagged with the request's id. */
  const queueOf = (request: FastifyRequest): ReportQueue => ({ enqueue: (id) => runner.enqueue(id, request.id) });
  const limits = () => ({ maxPending: app.config.reportUserMaxPending });

  route(app, 'POST /report/reports', { config: { search: true, access }, tags }, async (request, reply) => {
    const { tenantId, userId } = principalOf(request);
    return reply
      .status(202)
      .send(await createOrderReportJob(app.db, queueOf(request), { tenantId, userId }, request.body, limits()));
  });

  route(
    app,
    'POST /report/reports/audit',
    {
      // Who may read the audit log may report it.
      config: { search: true, access: { admin: true } },
      tags,
    },
    async (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      return reply
        .status(202)
        .send(await auditReport.queue(app.db, queueOf(request), { tenantId, userId }, request.body, limits()));
    },
  );

  route(
    app,
    'POST /report/reports/wallet-transactions',
    {
      // Who may read the ledger (Transaction Wallet List, the wallet screens) may report it.
      config: { search: true, access: { permissions: ['PERM_VIEW_WALLET_LIST', 'PERM_VIEW_TRANSACTION_LIST'] } },
      tags,
    },
    async (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      return reply
        .status(202)
        .send(await walletReport.queue(app.db, queueOf(request), { tenantId, userId }, request.body, limits()));
    },
  );

  /**
   * The same reports as a file now, for a list's Export: streamed when the rows fit a download
   * (EXPORT_MAX_ROWS), else refused with EXPORT_TOO_LARGE — the console then offers to queue
   * the report above, mailed. Same access, body and export slots as every download.
   */
  const download = async (
    reply: FastifyReply,
    who: { tenantId: number; userId: number },
    make: () => Promise<ExportJob>,
  ) => {
    const release = app.exportSlots.acquire(who.tenantId, who.userId);
    try {
      return await sendExport(reply, await make(), release);
    } catch (error) {
      release();
      throw error;
    }
  };

  route(
    app,
    'POST /report/reports/audit/download',
    { config: { search: true, access: { admin: true } }, tags },
    async (request, reply) => {
      const who = principalOf(request);
      return download(reply, who, () => auditReport.download(app.db, who, request.body, app.config.exportMaxRows));
    },
  );

  route(
    app,
    'POST /report/reports/wallet-transactions/download',
    {
      config: { search: true, access: { permissions: ['PERM_VIEW_WALLET_LIST', 'PERM_VIEW_TRANSACTION_LIST'] } },
      tags,
    },
    async (request, reply) => {
      const who = principalOf(request);
      return download(reply, who, () => walletReport.download(app.db, who, request.body, app.config.exportMaxRows));
    },
  );

  route(app, 'POST /report/reports/list', { config: { search: true, access }, tags }, async (request) => {
    const { tenantId, userId } = principalOf(request);
    return listReports(app.db, { tenantId, userId }, request.body);
  });

  route(app, 'GET /report/reports/checklist', { config: { access }, tags }, async (request) => {
    const { tenantId, userId } = principalOf(request);
    return { data: await getChecklist(app.db, { tenantId, userId }) };
  });

  route(app, 'PUT /report/reports/checklist', { config: { access }, tags }, async (request) => {
    const { tenantId, userId } = principalOf(request);
    return { data: await saveChecklist(app.db, { tenantId, userId }, request.body.columns) };
  });

  route(app, 'GET /report/reports/:id/download', { config: { access }, tags }, async (request, reply) => {
    const { tenantId, userId } = principalOf(request);
    const file = await reportDownload(app.db, { tenantId, userId }, request.params.id, app.config.reportRetentionDays);
    return reply
      .header('content-type', CONTENT_TYPES[file.format])
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .send(file.stream as unknown as Buffer);
  });
}
