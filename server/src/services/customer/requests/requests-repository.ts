/**
 * Requests: Wallet: Prepaid to Postpaid. A request is raised on a live prepaid wallet with no
 * pending request (the partial unique index `requests_one_pending_uq` decides a race); the company
 * admin approves it with a credit limit (above 0, at most the tenant's maximum) or rejects it with
 * a remark. The decision and the wallet's change commit in one transaction, both audited; the
 * request row is locked and must still be pending, so deciding twice answers 409.
 */
import type {
  ApproveRequestBody,
  RaiseRequestBody,
  RejectRequestBody,
  RequestDecision,
  RequestListRequest,
  REQUEST_SORTABLE,
  WalletRequest,
} from '@console/shared/contracts';
import { and, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client';
import { customers, requests, users, wallets } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, HttpError, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { chosenFilter, likePattern, listPage, type ListSpec, listWindow, type RowOf } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import { creditLimitWithin } from '../wallets/wallet-credit-rules';
import { getWallet, lockWallet } from '../wallets/wallets-service';
import { P } from '../../../db/statement-cache';

const STATUS_CODES = { pending: 0, approved: 1, rejected: 2 } as const;
const STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;
const PENDING_TAKEN = 'This wallet already has a pending request to become postpaid.';

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
type Row = Omit<RowOf<typeof columns>, 'requestedBy' | 'decidedBy'> & {
  requestedBy: string | null;
  decidedBy: string | null;
};

function toRequest(r: Row): WalletRequest {
  return {
    id: r.id,
    wallet_id: r.walletId,
    wallet_name: r.walletName,
    customer_id: r.customerId,
    customer_name: `${r.firstName} ${r.lastName}`,
    customer_phone: r.mobile,
    remark: r.remark,
    status: STATUS_NAMES[r.status] ?? 'pending',
    credit_limit: r.creditLimit === null ? null : toRupees(r.creditLimit),
    decision_remark: r.decisionRemark,
    requested_by: r.requestedBy,
    decided_by: r.decidedBy,
    decided_at: r.decidedAt === null ? null : toIso(r.decidedAt),
    created_at: toIso(r.createdAt),
  };
}

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

/** Everyone signed in sees the tenant's requests. */
export async function listRequests(db: Db, tenantId: number, body: RequestListRequest) {
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
  return listPage(db, {
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
    present: toRequest,
  });
}

async function getRequest(db: DbOrTx, tenantId: number, id: number): Promise<WalletRequest> {
  const [row] = await joined(db, {})
    .where(and(eq(requests.tenantId, tenantId), eq(requests.id, id)))
    .limit(1);
  if (!row) throw notFound('Request');
  return toRequest(row);
}

/** A remark someone wrote: trimmed, and refused when nothing is left. */
function remarkOf(remark: string, field = 'remark'): string {
  const text = remark.trim();
  if (!text) throw badRequest(`${field} must not be empty.`, 'REMARK_REQUIRED', [{ field, message: 'Required' }]);
  return text;
}

export function raiseRequest(db: Db, actor: Actor, walletId: number, body: RaiseRequestBody): Promise<WalletRequest> {
  const remark = remarkOf(body.remark);
  return refuseUniqueViolation(
    'requests_one_pending_uq',
    () => conflict(PENDING_TAKEN, 'REQUEST_PENDING'),
    () =>
      db.transaction(async (tx) => {
        const wallet = await lockWallet(tx, actor.tenantId, walletId);
        if (wallet.type !== 'prepaid') throw conflict('This wallet is already postpaid.', 'ALREADY_POSTPAID');
        const [pending] = await tx
          .select({ id: requests.id })
          .from(requests)
          .where(and(eq(requests.walletId, walletId), eq(requests.status, 0)))
          .limit(1);
        if (pending) throw conflict(PENDING_TAKEN, 'REQUEST_PENDING');
        const [created] = await tx
          .insert(requests)
          .values({
            tenantId: actor.tenantId,
            walletId,
            customerId: wallet.customerId,
            remark,
            requestedBy: actor.userId,
          })
          .returning({ id: requests.id });
        const request = await getRequest(tx, actor.tenantId, created!.id);
        await recordAudit(tx, actor, { action: 'create', entity: 'request', entityId: request.id, after: request });
        return request;
      }),
  );
}

/** The request row, locked, still pending: a second decision (or one racing it) answers 409. */
async function lockPending(tx: DbOrTx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.tenantId, tenantId), eq(requests.id, id)))
    .for('update');
  if (!row) throw notFound('Request');
  if (row.status !== 0) {
    throw conflict(`This request was already ${STATUS_NAMES[row.status] ?? 'decided'}.`, 'ALREADY_DECIDED');
  }
  return row;
}

export function approveRequest(db: Db, actor: Actor, id: number, body: ApproveRequestBody): Promise<RequestDecision> {
  return db.transaction(async (tx) => {
    const creditLimit = await creditLimitWithin(tx, actor.tenantId, body.credit_limit, { required: true });
    const pending = await lockPending(tx, actor.tenantId, id);
    const before = await getRequest(tx, actor.tenantId, id);
    // The wallet is locked after the request (every path locks in this order), so a fund
    // movement or an edit waits for the decision and sees the new type.
    const wallet = await lockWallet(tx, actor.tenantId, pending.walletId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) {
        throw conflict('The wallet of this request was deleted; reject the request instead.', 'WALLET_GONE');
      }
      throw error;
    });
    if (wallet.type !== 'prepaid') throw conflict('This wallet is already postpaid.', 'ALREADY_POSTPAID');
    const walletBefore = await getWallet(tx, actor.tenantId, wallet.id);
    await tx
      .update(requests)
      .set({ status: 1, creditLimit, decidedBy: actor.userId, decidedAt: sql`now()` })
      .where(eq(requests.id, id));
    await tx
      .update(wallets)
      .set({ type: 'postpaid', creditLimit, updatedAt: sql`now()` })
      .where(eq(wallets.id, wallet.id));
    const after = await getRequest(tx, actor.tenantId, id);
    const walletAfter = await getWallet(tx, actor.tenantId, wallet.id);
    await recordAudit(tx, actor, { action: 'approve', entity: 'request', entityId: id, before, after });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'wallet',
      entityId: wallet.id,
      before: walletBefore,
      after: { ...walletAfter, request_id: id },
    });
    return { data: { request: after, wallet_type: walletAfter.type, wallet_credit_limit: walletAfter.credit_limit } };
  });
}

export function rejectRequest(db: Db, actor: Actor, id: number, body: RejectRequestBody): Promise<RequestDecision> {
  const remark = remarkOf(body.remark);
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, actor.tenantId, id);
    const before = await getRequest(tx, actor.tenantId, id);
    await tx
      .update(requests)
      .set({ status: 2, decisionRemark: remark, decidedBy: actor.userId, decidedAt: sql`now()` })
      .where(eq(requests.id, id));
    const after = await getRequest(tx, actor.tenantId, id);
    await recordAudit(tx, actor, { action: 'reject', entity: 'request', entityId: id, before, after });
    const [wallet] = await tx
      .select({ type: wallets.type, creditLimit: wallets.creditLimit })
      .from(wallets)
      .where(eq(wallets.id, pending.walletId));
    return {
      data: {
        request: after,
        wallet_type: wallet?.type ?? 'prepaid',
        wallet_credit_limit: toRupees(wallet?.creditLimit ?? 0n),
      },
    };
  });
}
