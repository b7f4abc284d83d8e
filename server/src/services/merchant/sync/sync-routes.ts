import {
  DataResponse,
  EmptyBody,
  IdParams,
  ListResponse,
  StockSyncResult,
  SyncRecord,
  SyncRecordDetail,
  SyncRecordListRequest,
  SyncRecordParams,
  SyncRun,
  SyncRunListRequest,
} from '@console/shared/contracts';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import type { SyncJobs } from './sync-job';
import { currentSyncRun, getSyncRecord, listSyncRecords, listSyncRuns } from './sync-runs-service';

const channelAccess: Access = { permissions: ['PERM_VIEW_CHANNEL_LIST'] };
/** The Sync touchpoints screen is a touchpoint route; the Channels list shows progress too. */
const readAccess: Access = { permissions: ['PERM_VIEW_CHANNEL_LIST', 'PERM_VIEW_TOUCHPOINT_LIST'] };
const touchpointAccess: Access = { permissions: ['PERM_VIEW_TOUCHPOINT_LIST'] };
const tags = ['sync'];

export default async function syncRoutes(app: App, { jobs }: { jobs: SyncJobs }) {
  app.post(
    '/channels/:id/sync',
    {
      config: { access: channelAccess },
      schema: { tags, params: IdParams, body: EmptyBody, response: responses({ 202: DataResponse(SyncRun) }) },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await jobs.start(actorOf(request), request.params.id, request.id) }),
  );

  app.post(
    '/sync-runs/list',
    {
      config: { search: true, access: readAccess },
      schema: { tags, body: SyncRunListRequest, response: responses({ 200: ListResponse(SyncRun) }) },
    },
    (request) => listSyncRuns(app.db, principalOf(request).tenantId, request.body, jobs.withProgress),
  );

  app.get(
    '/sync-runs/:id',
    {
      config: { access: readAccess },
      schema: { tags, params: IdParams, response: responses({ 200: DataResponse(SyncRun) }) },
    },
    async (request) => ({
      // A run this process is applying answers from memory (see currentSyncRun).
      data: await currentSyncRun(app.db, principalOf(request).tenantId, request.params.id, (tenantId, id) =>
        jobs.liveRun(tenantId, id),
      ),
    }),
  );

  app.post(
    '/sync-runs/:id/records/list',
    {
      config: { search: true, access: readAccess },
      schema: {
        tags,
        params: IdParams,
        body: SyncRecordListRequest,
        response: responses({ 200: ListResponse(SyncRecord) }),
      },
    },
    (request) => listSyncRecords(app.db, principalOf(request).tenantId, request.params.id, request.body),
  );

  app.get(
    '/sync-runs/:id/records/:recordId',
    {
      config: { access: readAccess },
      schema: { tags, params: SyncRecordParams, response: responses({ 200: DataResponse(SyncRecordDetail) }) },
    },
    async (request) => ({
      data: await getSyncRecord(app.db, principalOf(request).tenantId, request.params.id, request.params.recordId),
    }),
  );

  app.post(
    '/touchpoints/:id/sync-stock',
    {
      config: { access: touchpointAccess },
      schema: { tags, params: IdParams, body: EmptyBody, response: responses({ 200: DataResponse(StockSyncResult) }) },
    },
    async (request) => ({ data: await jobs.syncStock(actorOf(request), request.params.id) }),
  );
}
