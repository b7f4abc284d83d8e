import { FundMovementHeaders } from '@console/shared/contracts';
import { tenantRead } from '../../../lib/record-routes';
import { route, type App } from '../../../lib/route';
import { actorOf } from '../../../plugins/access';
import { moveFunds } from './fund-service';
import { listLedger } from './ledger-service';

export default async function ledgerRoutes(app: App) {
  route(
    app,
    'POST /customer/wallet/transaction-list',
    {
      // The ledger is read from the wallet screens and from Transaction Wallet List.
      config: { search: true, access: { permissions: ['PERM_VIEW_WALLET_LIST', 'PERM_VIEW_TRANSACTION_LIST'] } },
      tags: ['wallet'],
    },
    tenantRead(app, listLedger),
  );

  route(
    app,
    'POST /customer/wallet/wallet-transaction',
    {
      // Adding and deducting funds happens on the Employee Wallets screens.
      config: { access: { permissions: ['PERM_VIEW_WALLET_LIST'] } },
      tags: ['wallet'],
      headers: FundMovementHeaders,
    },
    async (request, reply) => {
      const data = await moveFunds(app.db, actorOf(request), request.body, request.headers['idempotency-key']);
      reply.header('idempotent-replayed', String(data.replayed));
      return reply.status(201).send({ data });
    },
  );
}
