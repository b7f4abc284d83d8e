import {
  BulkCreditBody,
  BulkCreditHeaders,
  BulkCreditResponse,
  DataResponse,
  EmptyBody,
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
import type { BulkCreditJobs } from './bulk-credit-job';
import { getBatch } from './bulk-credit-batch-service';
import { createWallet, deleteWallet, getWallet, listWallets, updateWallet } from './wallets-service';

const access: Access = { permissions: ['PERM_VIEW_WALLET_LIST'] };
const tags = ['wallet'];
const tidy = normaliseBody({});

export default async function walletsRoutes(app: App, { bulkCredits }: { bulkCredits: BulkCreditJobs }) {
  app.post(
    '/wallet/list',
    {
      config: { search: true, access },
      schema: { tags, body: WalletListRequest, response: responses({ 200: ListResponse(Wallet) }) },
    },
    (request) => listWallets(app.db, principalOf(request).tenantId, request.body),
  );

  // A bulk credit is stored and queued (202); the same Idempotency-Key again answers that batch (200).
  app.post(
    '/wallet/bulk-credit',
    {
      config: { access },
      schema: {
        tags,
        body: BulkCreditBody,
        headers: BulkCreditHeaders,
        response: responses({ 200: BulkCreditResponse, 202: BulkCreditResponse }),
      },
    },
    async (request, reply) => {
      const actor = { ...actorOf(request), userId: principalOf(request).userId };
      const { batch, created } = await bulkCredits.start(
        actor,
        request.body,
        request.headers['idempotency-key'],
        request.id,
      );
      return reply.status(created ? 202 : 200).send({ data: batch });
    },
  );

  app.get(
    '/wallet/bulk-credit/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 200: BulkCreditResponse }) } },
    async (request) => ({ data: await getBatch(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/wallet/bulk-credit/:id/run-again',
    {
      config: { access },
      schema: { tags, params: IdParams, body: EmptyBody, response: responses({ 202: BulkCreditResponse }) },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ data: await bulkCredits.runAgain(principalOf(request).tenantId, request.params.id, request.id) }),
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
