/**
 * Report jobs (report service): queue a transaction or feedback report of Touchpoint Orders'
 * filters (202 with the job), the caller's jobs for the Reports page, the download of one of them,
 * and the caller's saved checklist of the transaction report's columns.
 */
import { createReadStream, existsSync } from 'node:fs';
import {
  DataResponse,
  IdParams,
  ListResponse,
  REPORT_QUEUED_MESSAGES,
  ReportChecklist,
  ReportChecklistBody,
  ReportCreateBody,
  ReportJob,
  ReportListRequest,
  ReportQueued,
  type ReportKind,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { CONTENT_TYPES } from '../../../lib/export/format';
import { conflict, HttpError } from '../../../lib/http-errors';
import { responses, type App } from '../../../lib/route';
import { principalOf, type Access } from '../../../plugins/access';
import { reportFileName, type ReportRunner } from './report-runner';
import {
  createReportJob,
  getChecklist,
  jobById,
  listReports,
  ownJob,
  presentJob,
  saveChecklist,
} from './reports-repository';

const access: Access = { permissions: ['PERM_VIEW_TRANSACTION_LIST'] };
const tags = ['reports'];

export default async function reportsRoutes(app: App, { runner }: { runner: ReportRunner }) {
  app.post(
    '/reports',
    {
      config: { access },
      schema: { tags, body: ReportCreateBody, response: responses({ 202: ReportQueued }) },
    },
    async (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      const row = await createReportJob(app.db, { tenantId, userId }, request.body, {
        maxPending: app.config.reportUserMaxPending,
      });
      await runner.enqueue(row.id);
      const job = (await jobById(app.db, row.id)) ?? row;
      return reply
        .status(202)
        .send({ data: presentJob(job), message: REPORT_QUEUED_MESSAGES[request.body.kind as ReportKind] });
    },
  );

  app.post(
    '/reports/list',
    {
      config: { access },
      schema: { tags, body: ReportListRequest, response: responses({ 200: ListResponse(ReportJob) }) },
    },
    async (request) => {
      const { tenantId, userId } = principalOf(request);
      return listReports(app.db, { tenantId, userId }, request.body);
    },
  );

  app.get(
    '/reports/checklist',
    { config: { access }, schema: { tags, response: responses({ 200: DataResponse(ReportChecklist) }) } },
    async (request) => {
      const { tenantId, userId } = principalOf(request);
      return { data: await getChecklist(app.db, { tenantId, userId }) };
    },
  );

  app.put(
    '/reports/checklist',
    {
      config: { access },
      schema: { tags, body: ReportChecklistBody, response: responses({ 200: DataResponse(ReportChecklist) }) },
    },
    async (request) => {
      const { tenantId, userId } = principalOf(request);
      return { data: await saveChecklist(app.db, { tenantId, userId }, request.body.columns) };
    },
  );

  app.get(
    '/reports/:id/download',
    {
      config: { access },
      schema: {
        tags,
        params: IdParams,
        response: responses({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      const job = await ownJob(app.db, { tenantId, userId }, request.params.id);
      if (!job.filePath)
        throw conflict('This report is not ready yet: download it once it has been sent.', 'NOT_READY');
      const file = runner.fileOf(job.filePath);
      if (!existsSync(file))
        throw new HttpError(410, "This report's file is no longer kept: send the report again.", 'GONE');
      const format = job.format as 'csv' | 'xlsx';
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${reportFileName(job.kind as ReportKind, job.id, format)}"`,
        )
        .header('cache-control', 'no-store')
        .send(createReadStream(file) as unknown as Buffer);
    },
  );
}
