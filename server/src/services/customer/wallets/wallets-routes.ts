import { BulkCreditHeaders } from '@console/shared/contracts';
import { normaliseBody } from '../../../lib/normalise-body';
import { recordRead } from '../../../lib/record-routes';
import { recordResourceRoutes } from '../../../lib/record-resource-routes';
import { route, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import type { BulkCreditJobs } from './bulk-credit-job';
import { getBatch } from './bulk-credit-batch-service';
import { createWallet, deleteWallet, getWallet, listWallets, updateWallet } from './wallets-service';

const access: Access = { permissions: ['PERM_VIEW_WALLET_LIST'] };
const tags = ['wallet'];
const tidy = normaliseBody({});

export default async function walletsRoutes(app: App, { bulkCredits }: { bulkCredits: BulkCreditJobs }) {
  recordResourceRoutes(app, '/customer/wallet', {
    tags,
    access,
    tidy,
    service: { list: listWallets, get: getWallet, create: createWallet, update: updateWallet, remove: deleteWallet },
  });

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

  route(app, 'GET /customer/wallet/bulk-credit/:id', { config: { access }, tags }, recordRead(app, getBatch));

  route(app, 'POST /customer/wallet/bulk-credit/:id/run-again', { config: { access }, tags }, async (request, reply) =>
    reply
      .status(202)
      .send({ data: await bulkCredits.runAgain(principalOf(request).tenantId, request.params.id, request.id) }),
  );
}
