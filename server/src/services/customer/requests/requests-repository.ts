/**
 * SQL of requests (Wallet: Prepaid to Postpaid), always scoped to the caller's tenant: the list, a
 * request with its wallet, customer and people, a wallet's pending request, the locked request row,
 * and the writes of raising and deciding one.
 */
import type { RequestListRequest, REQUEST_SORTABLE } from '@console/shared/contracts';
import { and, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { customers, requests, users, wallets } from '../../../db/schema';
import { chosenFilter, likePattern, readPage, type ListSpec, listWindow, type RowOf } from '../../../lib/list';
import { P } from '../../../db/statement-cache';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

/** A request's stored status code by name. */
const STATUS_CODES = { pending: 0, approved: 1, rejected: 2 } as const;

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const columns = {
  id: requests.id,
  walletId: requests.walletId,
  walletName: wallets.name,
  customerId: requests.customerId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  mobile: customers.mobile,
  remark: requests.remark,
  status: requests.status,
  creditLimit: requests.creditLimit,
  decisionRemark: requests.decisionRemark,
  requestedBy: requester.email,
  decidedBy: decider.email,
  decidedAt: requests.decidedAt,
  createdAt: requests.createdAt,
};
/** The requester and decider come from left joins, so they may be null. */
export type RequestRow = Omit<RowOf<typeof columns>, 'requestedBy' | 'decidedBy'> & {
  requestedBy: string | null;
  decidedBy: string | null;
};

const customerName = sql`${customers.firstName} || ' ' || ${customers.lastName}`;
const spec: ListSpec<(typeof REQUEST_SORTABLE)[number]> = {
  sortable: {
    id: requests.id,
    created_at: requests.createdAt,
    wallet_name: sql`lower(${wallets.name})`,
    customer_name: sql`lower(${customerName})`,
  },
  defaultSort: { by: 'created_at', dir: 'DESC' },
  tieBreaker: requests.id,
};

const ofTenant = (tenantId: Placeholder) => eq(requests.tenantId, tenantId);

/** The request with its wallet, customer and the people who raised and decided it. */
const joined = (db: DbOrTx, extra: Record<string, SQL>) =>
  db
    .select({ ...columns, ...extra })
    .from(requests)
    .innerJoin(wallets, eq(wallets.id, requests.walletId))
    .innerJoin(customers, eq(customers.id, requests.customerId))
    .leftJoin(requester, eq(requester.id, requests.requestedBy))
    .leftJoin(decider, eq(decider.id, requests.decidedBy))
    .$dynamic();

/** One page of the tenant's requests, filtered and sorted as the body asks, with its pagination. */
export async function requestsPage(db: Db, tenantId: number, body: RequestListRequest) {
  const status = chosenFilter(body.status);
  const filters = {
    tenantId,
    search: body.search?.trim() ? likePattern(body.search) : undefined,
    status: status === undefined ? undefined : STATUS_CODES[status],
    walletId: body.wallet_id,
  };
  const where = () =>
    and(
      ofTenant(P('tenantId')),
      filters.search !== undefined
        ? or(ilike(wallets.name, P('search')), ilike(customerName, P('search')), ilike(customers.mobile, P('search')))
        : undefined,
      filters.status !== undefined ? eq(requests.status, P('status')) : undefined,
      filters.walletId !== undefined ? eq(requests.walletId, P('walletId')) : undefined,
    );
  return readPage<RequestRow>(db, {
    name: 'requests',
    window: listWindow(body, spec),
    filters,
    from: (extra) => joined(db, extra),
    where,
    ids: () =>
      db
        .select({ id: requests.id })
        .from(requests)
        .innerJoin(wallets, eq(wallets.id, requests.walletId))
        .innerJoin(customers, eq(customers.id, requests.customerId))
        .where(where())
        .$dynamic(),
  });
}

/** The tenant's request `id` with its wallet, customer and people, or undefined. */
export async function findRequest(db: DbOrTx, tenantId: number, id: number): Promise<RequestRow | undefined> {
  const [row] = await joined(db, {})
    .where(and(eq(requests.tenantId, tenantId), eq(requests.id, id)))
    .limit(1);
  return row;
}

/** Whether the wallet has a pending request. */
export async function hasPendingRequest(tx: Tx, walletId: number): Promise<boolean> {
  const [pending] = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.walletId, walletId), eq(requests.status, 0)))
    .limit(1);
  return pending !== undefined;
}

export type NewRequest = Pick<
  typeof requests.$inferInsert,
  'tenantId' | 'walletId' | 'customerId' | 'remark' | 'requestedBy'
>;

/** Inserts a pending request; its id. */
export async function insertRequest(tx: Tx, values: NewRequest): Promise<number> {
  const [created] = await tx.insert(requests).values(values).returning({ id: requests.id });
  return created!.id;
}

/** The tenant's request row, locked for this transaction, or undefined. */
export async function lockRequest(tx: DbOrTx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.tenantId, tenantId), eq(requests.id, id)))
    .for('update');
  return row;
}

/** Marks the request approved with the credit limit, by the decider, now. */
export async function markApproved(tx: Tx, id: number, creditLimit: bigint, decidedBy: number | null): Promise<void> {
  await tx
    .update(requests)
    .set({ status: 1, creditLimit, decidedBy, decidedAt: sql`now()` })
    .where(eq(requests.id, id));
}

/** Makes the wallet postpaid with the credit limit. */
export async function makeWalletPostpaid(tx: Tx, walletId: number, creditLimit: bigint): Promise<void> {
  await tx
    .update(wallets)
    .set({ type: 'postpaid', creditLimit, updatedAt: sql`now()` })
    .where(eq(wallets.id, walletId));
}

/** Marks the request rejected with the remark, by the decider, now. */
export async function markRejected(tx: Tx, id: number, remark: string, decidedBy: number | null): Promise<void> {
  await tx
    .update(requests)
    .set({ status: 2, decisionRemark: remark, decidedBy, decidedAt: sql`now()` })
    .where(eq(requests.id, id));
}

/** The wallet's type and credit limit (any wallet, deleted ones too), or undefined. */
export const walletTypeOf = (tx: Tx, walletId: number) =>
  tenantRowsRepo.rowFields(tx, wallets, { type: wallets.type, creditLimit: wallets.creditLimit }, walletId);
