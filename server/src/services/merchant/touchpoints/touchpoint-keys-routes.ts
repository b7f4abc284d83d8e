/** A touchpoint's machine keys: list, issue (the secret shown once), revoke. Issue and revoke are audited. */
import { route, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { issueTouchpointKey, listTouchpointKeys, revokeTouchpointKey } from './touchpoint-keys-service';

const access: Access = { permissions: ['PERM_VIEW_TOUCHPOINT_LIST'] };
const tags = ['touchpoints'];

export default async function touchpointKeysRoutes(app: App) {
  route(app, 'GET /merchant/touchpoints/:id/keys', { config: { access }, tags }, (request) =>
    listTouchpointKeys(app.db, principalOf(request).tenantId, request.params.id),
  );

  route(app, 'POST /merchant/touchpoints/:id/keys', { config: { access }, tags }, async (request, reply) => {
    const issued = await issueTouchpointKey(app.db, actorOf(request), request.params.id, request.body);
    return reply.status(201).send(issued);
  });

  route(app, 'DELETE /merchant/touchpoints/:id/keys/:keyId', { config: { access }, tags }, async (request, reply) => {
    const actor = actorOf(request);
    const keyHash = await revokeTouchpointKey(app.db, actor, request.params.id, request.params.keyId);
    app.principalEvents.emit({ tenantId: actor.tenantId, keyHash });
    return reply.status(204).send(null);
  });
}
