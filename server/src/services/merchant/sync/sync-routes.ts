import { recordRowsRead } from '../../../lib/record-routes';
import { route, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import type { SyncJobs } from './sync-job';
import { currentSyncRun, getSyncRecord, listSyncRecords, listSyncRuns } from './sync-runs-service';

const channelAccess: Access = { permissions: ['PERM_VIEW_CHANNEL_LIST'] };
/** The Sync touchpoints screen is a touchpoint route; the Channels list shows progress too. */
const readAccess: Access = { permissions: ['PERM_VIEW_CHANNEL_LIST', 'PERM_VIEW_TOUCHPOINT_LIST'] };
const touchpointAccess: Access = { permissions: ['PERM_VIEW_TOUCHPOINT_LIST'] };
const tags = ['sync'];

export default async function syncRoutes(app: App, { jobs }: { jobs: SyncJobs }) {
  route(app, 'POST /merchant/channels/:id/sync', { config: { access: channelAccess }, tags }, async (request, reply) =>
    reply.status(202).send({ data: await jobs.start(actorOf(request), request.params.id, request.id) }),
  );

  route(app, 'POST /merchant/sync-runs/list', { config: { search: true, access: readAccess }, tags }, (request) =>
    listSyncRuns(app.db, principalOf(request).tenantId, request.body, jobs.withProgress),
  );

  route(app, 'GET /merchant/sync-runs/:id', { config: { access: readAccess }, tags }, async (request) => ({
    // A run this process is applying answers from memory (see currentSyncRun).
    data: await currentSyncRun(app.db, principalOf(request).tenantId, request.params.id, (tenantId, id) =>
      jobs.liveRun(tenantId, id),
    ),
  }));

  route(
    app,
    'POST /merchant/sync-runs/:id/records/list',
    { config: { search: true, access: readAccess }, tags },
    recordRowsRead(app, listSyncRecords),
  );

  route(
    app,
    'GET /merchant/sync-runs/:id/records/:recordId',
    { config: { access: readAccess }, tags },
    async (request) => ({
      data: await getSyncRecord(app.db, principalOf(request).tenantId, request.params.id, request.params.recordId),
    }),
  );

  route(
    app,
    'POST /merchant/touchpoints/:id/sync-stock',
    { config: { access: touchpointAccess }, tags },
    async (request) => ({ data: await jobs.syncStock(actorOf(request), request.params.id) }),
  );
}
