import {
  BulkCreditBody,
  BulkCreditHeaders,
  BulkCreditResponse,
  DataResponse,
  IdParams,
  ListResponse,
  Wallet,
  WalletBody,
  WalletListRequest,
  WalletUpdateBody,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { normaliseBody } from '../../../lib/normalise-body';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { runBulkCredit } from './run-bulk-credit';
import { createWallet, deleteWallet, getWallet, listWallets, updateWallet } from './wallets-repository';

const access: Access = { permissions: ['PERM_VIEW_WALLET_LIST'] };
const tags = ['wallet'];
const tidy = normaliseBody({});

export default async function walletsRoutes(app: App) {
  app.post(
    '/wallet/list',
    {
      config: { access },
      schema: { tags, body: WalletListRequest, response: responses({ 200: ListResponse(Wallet) }) },
    },
    (request) => listWallets(app.db, principalOf(request).tenantId, request.body),
  );

  app.post(
    '/wallet/bulk-credit',
    {
      config: { access },
      schema: {
        tags,
        body: BulkCreditBody,
        headers: BulkCreditHeaders,
        response: responses({ 200: BulkCreditResponse }),
      },
    },
    async (request) => ({
      data: {
        results: await runBulkCredit(
          app.db,
          request.log,
          actorOf(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      },
    }),
  );

  app.get(
    '/wallet/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 200: DataResponse(Wallet) }) } },
    async (request) => ({ data: await getWallet(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/wallet',
    {
      config: { access },
      preValidation: tidy,
      schema: { tags, body: WalletBody, response: responses({ 201: DataResponse(Wallet) }) },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createWallet(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/wallet/:id',
    {
      config: { access },
      preValidation: tidy,
      schema: { tags, params: IdParams, body: WalletUpdateBody, response: responses({ 200: DataResponse(Wallet) }) },
    },
    async (request) => ({ data: await updateWallet(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/wallet/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      await deleteWallet(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
