import {
  DataResponse,
  FundMovement,
  FundMovementBody,
  FundMovementHeaders,
  ListResponse,
  LedgerMovement,
  LedgerListRequest,
} from '@console/shared/contracts';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf } from '../../../plugins/access';
import { moveFunds } from './fund-service';
import { listLedger } from './ledger-service';

export default async function ledgerRoutes(app: App) {
  app.post(
    '/wallet/transaction-list',
    {
      // The ledger is read from the wallet screens and from Transaction Wallet List.
      config: { search: true, access: { permissions: ['PERM_VIEW_WALLET_LIST', 'PERM_VIEW_TRANSACTION_LIST'] } },
      schema: {
        tags: ['wallet'],
        body: LedgerListRequest,
        response: responses({ 200: ListResponse(LedgerMovement) }),
      },
    },
    (request) => listLedger(app.db, principalOf(request).tenantId, request.body),
  );

  app.post(
    '/wallet/wallet-transaction',
    {
      // Adding and deducting funds happens on the Employee Wallets screens.
      config: { access: { permissions: ['PERM_VIEW_WALLET_LIST'] } },
      schema: {
        tags: ['wallet'],
        body: FundMovementBody,
        headers: FundMovementHeaders,
        response: responses({ 201: DataResponse(FundMovement) }),
      },
    },
    async (request, reply) => {
      const data = await moveFunds(app.db, actorOf(request), request.body, request.headers['idempotency-key']);
      reply.header('idempotent-replayed', String(data.replayed));
      return reply.status(201).send({ data });
    },
  );
}
