/** A touchpoint's machine keys: list, issue (the secret shown once), revoke. Issue and revoke are audited. */
import {
  IdParams,
  TouchpointKeyBody,
  TouchpointKeyIssued,
  TouchpointKeyList,
  TouchpointKeyParams,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { issueTouchpointKey, listTouchpointKeys, revokeTouchpointKey } from './touchpoint-keys-service';

const access: Access = { permissions: ['PERM_VIEW_TOUCHPOINT_LIST'] };
const tags = ['touchpoints'];

export default async function touchpointKeysRoutes(app: App) {
  app.get(
    '/touchpoints/:id/keys',
    {
      config: { access },
      schema: {
        tags,
        params: IdParams,
        response: responses({ 200: TouchpointKeyList }),
      },
    },
    (request) => listTouchpointKeys(app.db, principalOf(request).tenantId, request.params.id),
  );

  app.post(
    '/touchpoints/:id/keys',
    {
      config: { access },
      schema: { tags, params: IdParams, body: TouchpointKeyBody, response: responses({ 201: TouchpointKeyIssued }) },
    },
    async (request, reply) => {
      const issued = await issueTouchpointKey(app.db, actorOf(request), request.params.id, request.body);
      return reply.status(201).send(issued);
    },
  );

  app.delete(
    '/touchpoints/:id/keys/:keyId',
    { config: { access }, schema: { tags, params: TouchpointKeyParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      const actor = actorOf(request);
      const keyHash = await revokeTouchpointKey(app.db, actor, request.params.id, request.params.keyId);
      app.principalEvents.emit({ tenantId: actor.tenantId, keyHash });
      return reply.status(204).send(null);
    },
  );
}
