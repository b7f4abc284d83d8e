import { ListResponse, WalletTransaction, WalletTransactionListRequest } from '@console/shared/contracts';
import { responses, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { listWalletTransactions } from './ledger-repository';

export default async function ledgerRoutes(app: App) {
  app.post(
    '/wallet/transaction-list',
    {
      // The ledger is read from the wallet screens and from Transaction Wallet List.
      config: { access: { permissions: ['PERM_VIEW_WALLET_LIST', 'PERM_VIEW_TRANSACTION_LIST'] } },
      schema: {
        tags: ['wallet'],
        body: WalletTransactionListRequest,
        response: responses({ 200: ListResponse(WalletTransaction) }),
      },
    },
    (request) => listWalletTransactions(app.db, principalOf(request).tenantId, request.body),
  );
}
