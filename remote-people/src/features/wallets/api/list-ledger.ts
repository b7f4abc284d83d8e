/**
 * POST /customer/wallet/transaction-list — the wallet ledger, newest first, for one wallet
 * (`/wallet/:id`) or one customer (the overview, through the ledger table of this remote's lib).
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ledgerKeys } from '../../../lib/query-keys';

export interface LedgerScope {
  wallet_id?: number;
  customer_id?: number;
}

export const ledgerQuery = (scope: LedgerScope, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ledgerKeys.list({ ...scope, page, pageSize }),
    queryFn: async (context) =>
      unwrap(
        await api.post(
          '/customer/wallet/transaction-list',
          { ...scope, offset: (page - 1) * pageSize, limit: pageSize, sortDir: 'DESC' },
          inPlaceRead(context),
        ),
      ),
    placeholderData: keepPreviousData,
  });
