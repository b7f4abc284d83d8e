import { BulkCreditHeaders } from '@console/shared/contracts';
import { normaliseBody } from '../../../lib/normalise-body';
import { route, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import type { BulkCreditJobs } from './bulk-credit-job';
import { getBatch } from './bulk-credit-batch-service';
import { createWallet, deleteWallet, getWallet, listWallets, updateWallet } from './wallets-service';

const access: Access = { permissions: ['PERM_VIEW_WALLET_LIST'] };
const tags = ['wallet'];
const tidy = normaliseBody({});

export default async function walletsRoutes(app: App, { bulkCredits }: { bulkCredits: BulkCreditJobs }) {
  route(app, 'POST /customer/wallet/list', { config: { search: true, access }, tags }, (request) =>
    listWallets(app.db, principalOf(request).tenantId, request.body),
  );

  // A bulk credit is stored and queued (202); the same Idempotency-Key again answers that batch (200).
  route(
    app,
    'POST /customer/wallet/bulk-credit',
    { config: { access }, tags, headers: BulkCreditHeaders },
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

  route(app, 'GET /customer/wallet/bulk-credit/:id', { config: { access }, tags }, async (request) => ({
    data: await getBatch(app.db, principalOf(request).tenantId, request.params.id),
  }));

  route(app, 'POST /customer/wallet/bulk-credit/:id/run-again', { config: { access }, tags }, async (request, reply) =>
    reply
      .status(202)
      .send({ data: await bulkCredits.runAgain(principalOf(request).tenantId, request.params.id, request.id) }),
  );

  route(app, 'GET /customer/wallet/:id', { config: { access }, tags }, async (request) => ({
    data: await getWallet(app.db, principalOf(request).tenantId, request.params.id),
  }));

  route(app, 'POST /customer/wallet', { config: { access }, preValidation: tidy, tags }, async (request, reply) =>
    reply.status(201).send({ data: await createWallet(app.db, actorOf(request), request.body) }),
  );

  route(app, 'PUT /customer/wallet/:id', { config: { access }, preValidation: tidy, tags }, async (request) => ({
    data: await updateWallet(app.db, actorOf(request), request.params.id, request.body),
  }));

  route(app, 'DELETE /customer/wallet/:id', { config: { access }, tags }, async (request, reply) => {
    await deleteWallet(app.db, actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
}
