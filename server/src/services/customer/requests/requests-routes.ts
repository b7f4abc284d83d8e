/**
 * Requests: Wallet: Prepaid to Postpaid. Raising one needs what seeing the
 * wallet needs; the list is open to everyone signed in (the Request section needs no code);
 * deciding, and taking a postpaid wallet back to prepaid, is the company admin's alone.
 */
import {
  ApproveRequestBody,
  ConvertToPrepaidBody,
  DataResponse,
  IdParams,
  ListResponse,
  RaiseRequestBody,
  RejectRequestBody,
  RequestDecision,
  RequestListRequest,
  Wallet,
  WalletRequest,
} from '@console/shared/contracts';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { convertToPrepaid } from '../wallets/wallets-service';
import { approveRequest, listRequests, raiseRequest, rejectRequest } from './requests-service';

const walletAccess: Access = { permissions: ['PERM_VIEW_WALLET_LIST'] };
const admin: Access = { admin: true };
const tags = ['request'];

export default async function requestsRoutes(app: App) {
  app.post(
    '/requests/list',
    {
      config: { search: true, access: { signedIn: true } },
      schema: { tags, body: RequestListRequest, response: responses({ 200: ListResponse(WalletRequest) }) },
    },
    (request) => listRequests(app.db, principalOf(request).tenantId, request.body),
  );

  app.post(
    '/wallet/:id/requests',
    {
      config: { access: walletAccess },
      schema: {
        tags,
        params: IdParams,
        body: RaiseRequestBody,
        response: responses({ 201: DataResponse(WalletRequest) }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await raiseRequest(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/requests/:id/approve',
    {
      config: { access: admin },
      schema: { tags, params: IdParams, body: ApproveRequestBody, response: responses({ 200: RequestDecision }) },
    },
    (request) => approveRequest(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/requests/:id/reject',
    {
      config: { access: admin },
      schema: { tags, params: IdParams, body: RejectRequestBody, response: responses({ 200: RequestDecision }) },
    },
    (request) => rejectRequest(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/wallet/:id/convert-to-prepaid',
    {
      config: { access: admin },
      schema: {
        tags,
        params: IdParams,
        body: ConvertToPrepaidBody,
        response: responses({ 200: DataResponse(Wallet) }),
      },
    },
    async (request) => ({
      data: await convertToPrepaid(app.db, actorOf(request), request.params.id, request.body),
    }),
  );
}
