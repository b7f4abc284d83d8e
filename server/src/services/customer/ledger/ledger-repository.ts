/**
 * Reading the wallet ledger. Pages are cut on the base table by the (tenant, created_at, id)
 * index — by keyset cursor when the caller has one — and only that page is joined to its
 * wallet and customer, so page 1 and a page half a million rows deep cost the same.
 */
import type { WalletTransaction, WalletTransactionListRequest } from '@console/shared/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers, wallets, walletTransactions as wt } from '../../../db/schema';
import { statement } from '../../../db/statement-cache';
import { listWindow, readPage, type ListSpec } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';

const P = sql.placeholder;

type LedgerRow = {
  id: number;
  walletId: number;
  amount: bigint;
  previous: bigint;
  after: bigint;
  remark: string | null;
  reversesId: number | null;
  createdAt: string;
};
type Owner = {
  id: number;
  name: string;
  type: string;
  customerId: number;
  firstName: string;
  lastName: string;
  mobile: string;
};

const spec: ListSpec<'created_at' | 'id'> = {
  sortable: { created_at: wt.createdAt, id: wt.id },
  defaultSort: { by: 'created_at', dir: 'DESC' },
  tieBreaker: wt.id,
};

export async function listWalletTransactions(db: Db, tenantId: number, body: WalletTransactionListRequest) {
  const filters = { tenantId, walletId: body.wallet_id, customerId: body.customer_id };
  const where = () =>
    and(
      eq(wt.tenantId, P('tenantId')),
      filters.walletId !== undefined ? eq(wt.walletId, P('walletId')) : undefined,
      filters.customerId !== undefined
        ? inArray(
            wt.walletId,
            db
              .select({ id: wallets.id })
              .from(wallets)
              .where(and(eq(wallets.tenantId, P('tenantId')), eq(wallets.customerId, P('customerId')))),
          )
        : undefined,
    );
  // The page from the ledger alone (by keyset cursor, a row-value comparison walks the
  // (tenant, created_at, id) index straight from it), then its wallets and customers in one
  // small lookup. (One joined statement is no faster on PGlite and, with a generic plan that
  // cannot see the limit, much slower on PostgreSQL.)
  const { rows, pagination } = await readPage<LedgerRow>(db, {
    name: 'ledger',
    window: listWindow(body, spec),
    filters,
    from: (extra) =>
      db
        .select({
          id: wt.id,
          walletId: wt.walletId,
          amount: wt.transactionAmount,
          previous: wt.previousBalance,
          after: wt.afterBalance,
          remark: wt.remark,
          reversesId: wt.reversesId,
          createdAt: wt.createdAt,
          ...extra,
        })
        .from(wt)
        .$dynamic(),
    where,
    ids: () => db.select({ id: wt.id }).from(wt).where(where()).$dynamic(),
  });
  const walletIds = [...new Set(rows.map((r) => r.walletId))];
  const owners = walletIds.length
    ? ((await statement(db, 'ledger-owners', () =>
        db
          .select({
            id: wallets.id,
            name: wallets.name,
            type: wallets.type,
            customerId: customers.id,
            firstName: customers.firstName,
            lastName: customers.lastName,
            mobile: customers.mobile,
          })
          .from(wallets)
          .innerJoin(customers, eq(customers.id, wallets.customerId))
          .where(sql`${wallets.id} = any(${P('walletIds')}::int[])`),
      ).execute({ walletIds })) as Owner[])
    : [];
  const ownerOf = new Map(owners.map((o) => [o.id, o]));

  const data: WalletTransaction[] = rows.map((r) => {
    const o = ownerOf.get(r.walletId)!;
    return {
      id: r.id,
      wallet_id: r.walletId,
      transaction_amount: toRupees(r.amount),
      previous_balance: toRupees(r.previous),
      after_balance: toRupees(r.after),
      remark: r.remark,
      reverses_id: r.reversesId,
      created_at: toIso(r.createdAt),
      Wallet: {
        id: r.walletId,
        name: o.name,
        wallet_type: o.type,
        Customer: { id: o.customerId, first_name: o.firstName, last_name: o.lastName, mobile: o.mobile },
      },
    };
  });
  return { data, pagination };
}
