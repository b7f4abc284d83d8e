/**
 * POST /customer/wallet/transaction-list — one page of the tenant's wallet ledger for Transaction
 * Wallet List (newest first, by cursor): the period, wallet type, credit or debit, and a search by
 * customer name or mobile. Custom dates travel only with the Custom range.
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { LedgerListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { periodBody } from '../../../lib/period';
import { ledgerKeys } from '../../../lib/query-keys';

export const ledgerListQuery = (body: LedgerListRequest) => {
  const sent = periodBody(body);
  return queryOptions({
    queryKey: ledgerKeys.list(sent),
    queryFn: async (context) => unwrap(await api.post('/customer/wallet/transaction-list', sent, inPlaceRead(context))),
    // The list reads the ledger on every page change, a page seen a moment ago too (the
    // console's 5 s of freshness would show it from memory); it shows the page kept meanwhile.
    staleTime: 0,
  });
};
