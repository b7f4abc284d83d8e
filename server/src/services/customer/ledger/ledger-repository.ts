/**
 * Reading the wallet ledger. Pages are cut on the base table by the (tenant, created_at, id)
 * index — by keyset cursor when the caller has one — and only that page is joined to its
 * wallet and customer, so page 1 and a page half a million rows deep cost the same. The filters
 * of Transaction Wallet List (period, wallet type, credit or debit, a customer's name or mobile)
 * narrow that same walk: the wallet-side ones through one subquery of the tenant's wallets. The
 * wallet transaction report reads the same selection by keyset chunks, joined to wallet and customer.
 */
import type { LedgerListRequest } from '@console/shared/contracts';
import { and, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers, wallets, ledgerMovements as wt } from '../../../db/schema';
import { P, statement } from '../../../db/statement-cache';
import { keysetChunks, type ChunkRows } from '../../../lib/export/keyset-chunks';
import { chosenFilter, filterShape, likePattern, listWindow, readPage, type ListSpec } from '../../../lib/list';
import { tableSource } from '../../../lib/list-source';
import { periodOf, type PeriodOptions } from '../../../lib/period';

export type LedgerRow = {
  id: number;
  walletId: number;
  transactionAmount: bigint;
  previousBalance: bigint;
  afterBalance: bigint;
  remark: string | null;
  reversesId: number | null;
  createdAt: string;
};
export type Owner = {
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

/** What selects ledger rows (the list's filters, a report's), the period resolved in the tenant's zone. */
export interface LedgerSelection {
  walletId?: number;
  customerId?: number;
  walletType?: string;
  search?: string;
  direction?: 'credit' | 'debit';
  from?: string;
  to?: string;
}

type LedgerFilterBody = Omit<LedgerListRequest, 'offset' | 'limit' | 'sortBy' | 'sortDir' | 'cursor'>;

export function ledgerSelection(body: LedgerFilterBody, timeZone: string, options: PeriodOptions = {}) {
  const period = periodOf(body, timeZone, new Date(), options);
  const selection: LedgerSelection = {
    walletId: body.wallet_id,
    customerId: body.customer_id,
    walletType: chosenFilter(body.wallet_type),
    search: body.search?.trim() ? body.search.trim() : undefined,
    direction: chosenFilter(body.direction),
    from: period?.from.toISOString(),
    to: period?.to.toISOString(),
  };
  return selection;
}

function filtersOf(tenantId: number, s: LedgerSelection) {
  return {
    tenantId,
    walletId: s.walletId,
    customerId: s.customerId,
    walletType: s.walletType,
    search: s.search !== undefined ? likePattern(s.search) : undefined,
    // A placeholder, not two SQL texts: the statement's shape is which filters are present.
    credit: s.direction === undefined ? undefined : s.direction === 'credit',
    from: s.from,
    to: s.to,
  };
}

/** The WHERE of the list and the report, on placeholders named after `filtersOf`'s keys. */
function whereOf(db: Db, filters: ReturnType<typeof filtersOf>) {
  const byWallet = filters.customerId !== undefined || filters.walletType !== undefined || filters.search !== undefined;
  const customerName = sql`${customers.firstName} || ' ' || ${customers.lastName}`;
  return and(
    eq(wt.tenantId, P('tenantId')),
    filters.walletId !== undefined ? eq(wt.walletId, P('walletId')) : undefined,
    filters.from !== undefined ? gte(wt.createdAt, P('from')) : undefined,
    filters.to !== undefined ? lt(wt.createdAt, P('to')) : undefined,
    filters.credit !== undefined ? sql`(${wt.transactionAmount} > 0) = ${P('credit')}` : undefined,
    byWallet
      ? inArray(
          wt.walletId,
          db
            .select({ id: wallets.id })
            .from(wallets)
            .innerJoin(customers, eq(customers.id, wallets.customerId))
            .where(
              and(
                eq(wallets.tenantId, P('tenantId')),
                filters.customerId !== undefined ? eq(wallets.customerId, P('customerId')) : undefined,
                filters.walletType !== undefined ? eq(wallets.type, P('walletType')) : undefined,
                filters.search !== undefined
                  ? or(ilike(customerName, P('search')), ilike(customers.mobile, P('search')))
                  : undefined,
              ),
            ),
        )
      : undefined,
  );
}

/** A movement's own columns, as the ledger list and the wallet transaction report read them. */
const ledgerColumns = {
  id: wt.id,
  walletId: wt.walletId,
  transactionAmount: wt.transactionAmount,
  previousBalance: wt.previousBalance,
  afterBalance: wt.afterBalance,
  remark: wt.remark,
  reversesId: wt.reversesId,
  createdAt: wt.createdAt,
};

/**
 * One page of the ledger from the ledger alone (by keyset cursor, a row-value comparison walks the
 * (tenant, created_at, id) index straight from it), with its pagination; `ledgerOwners` then reads
 * its wallets and customers in one small lookup. (One joined statement is no faster on PGlite and,
 * with a generic plan that cannot see the limit, much slower on PostgreSQL.)
 */
export async function ledgerPage(db: Db, tenantId: number, timeZone: string, body: LedgerListRequest) {
  const filters = filtersOf(tenantId, ledgerSelection(body, timeZone));
  const where = () => whereOf(db, filters);
  return readPage<LedgerRow>(db, {
    name: 'ledger',
    window: listWindow(body, spec),
    filters,
    ...tableSource(db, wt, ledgerColumns, where),
  });
}

/** The wallets `walletIds` with their customers (none asked, none read). */
export async function ledgerOwners(db: Db, walletIds: number[]): Promise<Owner[]> {
  if (!walletIds.length) return [];
  return (await statement(db, 'ledger-owners', () =>
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
  ).execute({ walletIds })) as Owner[];
}

/** How many ledger rows a selection holds, counted up to `cap + 1` (a report's size check). */
export async function countLedgerSelected(db: Db, tenantId: number, selection: LedgerSelection, cap: number) {
  const filters = filtersOf(tenantId, selection);
  const rows = (await statement(db, `ledger-report|${filterShape(filters)}#count`, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ id: wt.id }).from(wt).where(whereOf(db, filters)).limit(P('cap')).as('capped')),
  ).execute({ ...filters, cap: cap + 1 })) as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}

const reportSort = listWindow({}, spec);

/** The wallet transaction report's rows: the ledger of a selection with its wallet and customer, newest first. */
export function ledgerReportChunks(db: Db, tenantId: number, selection: LedgerSelection, chunkRows?: ChunkRows) {
  const filters = filtersOf(tenantId, selection);
  return keysetChunks<LedgerRow & Omit<Owner, 'id' | 'customerId'>>(db, {
    key: `ledger-report|${filterShape(filters)}`,
    sort: reportSort.sort,
    tie: wt.id,
    from: (extra) =>
      db
        .select({
          ...ledgerColumns,
          name: wallets.name,
          type: wallets.type,
          firstName: customers.firstName,
          lastName: customers.lastName,
          mobile: customers.mobile,
          ...extra,
        })
        .from(wt)
        .innerJoin(wallets, eq(wallets.id, wt.walletId))
        .innerJoin(customers, eq(customers.id, wallets.customerId))
        .$dynamic(),
    where: () => whereOf(db, filters),
    filters,
    chunkRows,
  });
}
