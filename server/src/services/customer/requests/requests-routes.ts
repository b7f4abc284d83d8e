/**
 * Requests: Wallet: Prepaid to Postpaid. Raising one needs what seeing the
 * wallet needs; the list is open to everyone signed in (the Request section needs no code);
 * deciding, and taking a postpaid wallet back to prepaid, is the company admin's alone.
 */
import { recordUpdate, tenantRead } from '../../../lib/record-routes';
import { route, type App } from '../../../lib/route';
import { actorOf, type Access } from '../../../plugins/access';
import { convertToPrepaid } from '../wallets/wallets-service';
import { approveRequest, listRequests, raiseRequest, rejectRequest } from './requests-service';

const walletAccess: Access = { permissions: ['PERM_VIEW_WALLET_LIST'] };
const admin: Access = { admin: true };
const tags = ['request'];

export default async function requestsRoutes(app: App) {
  route(
    app,
    'POST /customer/requests/list',
    { config: { search: true, access: { signedIn: true } }, tags },
    tenantRead(app, listRequests),
  );

  route(app, 'POST /customer/wallet/:id/requests', { config: { access: walletAccess }, tags }, async (request, reply) =>
    reply.status(201).send({ data: await raiseRequest(app.db, actorOf(request), request.params.id, request.body) }),
  );

  route(app, 'POST /customer/requests/:id/approve', { config: { access: admin }, tags }, (request) =>
    approveRequest(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, 'POST /customer/requests/:id/reject', { config: { access: admin }, tags }, (request) =>
    rejectRequest(app.db, actorOf(request), request.params.id, request.body),
  );

  route(
    app,
    'POST /customer/wallet/:id/convert-to-prepaid',
    { config: { access: admin }, tags },
    recordUpdate(app, convertToPrepaid),
  );
}
